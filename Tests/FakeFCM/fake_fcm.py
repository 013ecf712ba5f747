#!/usr/bin/env python3
"""A fake FCM HTTP v1 + Google OAuth token server for loopback tests and benchmarks.

Stdlib only, plus `cryptography` to verify the RS256 signature of the service-account JWT.

    python3 fake_fcm.py --service-account sa.json [--port 0] [--project ID]

Prints `READY <port>` on stdout once listening. Endpoints:

  POST /token                                  JWT-bearer grant (verifies signature + claims)
  POST /v1/projects/{project}/messages:send    checks bearer token + project, records the body
  GET  /__admin/requests                       {"requests": [...]} every send request seen
  (fake_auth.py adds the refresh-token grant, STS, IAM Credentials and a metadata server;
  fake_topics.py the topic endpoints of FCM v1 and the Instance ID API)
  fake_data.py the FCM Data API and the Firebase Management API's Android app list)
  GET  /__admin/stats                          counters
  GET  /__admin/delivered                      {"delivered": {token: count}} accepted sends
  POST /__admin/faults                         {"faults": [fault, ...]} applied to the next sends
  POST /__admin/config                         update settings (see CONFIG below)
  POST /__admin/reset                          forget requests, faults and counters

A fault is an object: {"status": 429|500|503|502, "retry_after": "1", "quota": true,
"html": true, "drop": true, "delay": 0.5, "field": "message.android.ttl",
"description": "...", "count": 1}. Faults are consumed in order, one per send request.
{"lost_reply": true, "delay": 2} delivers the message, then waits `delay` seconds (config
`lost_reply_delay`, 2) and drops the connection without an answer: what a client sees as a
timeout after FCM processed the request.

Config `hold_after: N` answers the first N send requests and holds every later one, unanswered,
until a config update raises or clears it (`{"hold_after": null}`): a test can stop a campaign
at a known point instead of racing a delay.

Token prefixes (configurable) give per-token answers: "unreg-" -> 404 UNREGISTERED,
"bad-" -> 400 INVALID_ARGUMENT on message.token, "mismatch-" -> 403 SENDER_ID_MISMATCH,
"apns-" -> 401 THIRD_PARTY_AUTH_ERROR. `transient_rate` makes that share of send requests
fail with 503/500/429 or a dropped connection before anything is delivered;
`lost_reply_rate` (--lost-reply-rate) makes that share deliver and then drop the reply.

Design notes: TCP_NODELAY and one write per response (no Nagle/delayed-ACK stalls), HTTP/1.1
keep-alive, one thread per connection.
"""

import argparse
import base64
import json
import random
import signal
import socket
import socketserver
import sys
import threading
import time
import urllib.parse

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding

import fake_auth
import fake_topics
import fake_data

GOOGLE_AUD = "https://oauth2.googleapis.com/token"
SCOPES = {
    "https://www.googleapis.com/auth/firebase.messaging",
    "https://www.googleapis.com/auth/cloud-platform",
    "https://www.googleapis.com/auth/iam",
}
FCM_ERROR = "type.googleapis.com/google.firebase.fcm.v1.FcmError"
BAD_REQUEST = "type.googleapis.com/google.rpc.BadRequest"
STATUS_TEXT = {200: "OK", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden",
               404: "Not Found", 429: "Too Many Requests", 500: "Internal Server Error",
               502: "Bad Gateway", 503: "Service Unavailable"}
CANONICAL = {400: "INVALID_ARGUMENT", 401: "UNAUTHENTICATED", 403: "PERMISSION_DENIED",
             404: "NOT_FOUND", 429: "RESOURCE_EXHAUSTED", 500: "INTERNAL", 503: "UNAVAILABLE"}


class DropConnection(Exception):
    pass


class State:
    def __init__(self, args):
        self.lock = threading.Lock()
        self.released = threading.Condition(self.lock)
        with open(args.service_account) as f:
            sa = json.load(f)
        key = serialization.load_pem_private_key(sa["private_key"].encode(), password=None)
        self.public_key = key.public_key()
        self.client_email = sa["client_email"]
        self.key_id = sa.get("private_key_id")
        self.project = args.project or sa.get("project_id")
        self.config = {
            "token_lifetime": args.token_lifetime,
            # How long the server accepts a token (in real time); what it advertises is the
            # lifetime, which a client with its own clock may count faster.
            "token_validity": args.token_validity or args.token_lifetime,
            "transient_rate": args.transient_rate,
            "seed": args.seed,
            "unregistered_prefix": "unreg-",
            "invalid_prefix": "bad-",
            "mismatch_prefix": "mismatch-",
            "third_party_prefix": "apns-",
            "clock_offset": 0,
            "record": not args.no_record,
            "delay": 0.0,
            "hold_after": None,
            "lost_reply_rate": getattr(args, "lost_reply_rate", 0.0),
        }
        fake_auth.init(self)
        fake_data.init(self)
        self.rng = random.Random(args.seed)
        self.in_flight = 0
        self.reset()

    def reset(self):
        self.admitted = 0
        self.faults = []
        self.requests = []
        self.delivered_tokens = {}
        self.access_tokens = {}
        self.counters = {"token_requests": 0, "send_requests": 0, "delivered": 0,
                         "rejected": 0, "faults": 0, "connections": 0, "max_in_flight": 0}
        fake_auth.reset(self)
        fake_topics.reset(self)
        fake_data.reset(self)

    def enter(self):
        """Counts a send request in flight; `max_in_flight` in the stats is the peak."""
        with self.lock:
            self.in_flight += 1
            peak = max(self.counters.get("max_in_flight", 0), self.in_flight)
            self.counters["max_in_flight"] = peak

    def leave(self):
        with self.lock:
            self.in_flight -= 1

    def admit(self):
        """Blocks a send while `hold_after` sends have already been admitted."""
        with self.released:
            self.released.wait_for(lambda: self.config.get("hold_after") is None
                                   or self.admitted < int(self.config["hold_after"]))
            self.admitted += 1

    def count(self, name):
        with self.lock:
            self.counters[name] = self.counters.get(name, 0) + 1

    def next_fault(self):
        with self.lock:
            if self.faults:
                fault = self.faults[0]
                fault["count"] = fault.get("count", 1) - 1
                if fault["count"] <= 0:
                    self.faults.pop(0)
                return fault
            lost = self.config.get("lost_reply_rate") or 0
            if lost and self.rng.random() < lost:
                return {"lost_reply": True}
            rate = self.config["transient_rate"]
            if rate and self.rng.random() < rate:
                kind = self.rng.choice(["503", "500", "429", "drop"])
                if kind == "drop":
                    return {"drop": True}
                return {"status": int(kind), "retry_after": "0" if kind != "500" else None}
        return None


def b64url_decode(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def json_response(status, obj, headers=None):
    return status, json.dumps(obj, separators=(",", ":")).encode(), "application/json", headers


def rpc_error(status, message, fcm_code=None, violations=None, canonical=None):
    details = []
    if fcm_code:
        details.append({"@type": FCM_ERROR, "errorCode": fcm_code})
    if violations:
        details.append({"@type": BAD_REQUEST, "fieldViolations": [
            {"field": f, "description": d} for f, d in violations]})
    err = {"code": status, "message": message, "status": canonical or CANONICAL.get(status, "UNKNOWN")}
    if details:
        err["details"] = details
    return json_response(status, {"error": err})


def handle_token(state, body):
    form = urllib.parse.parse_qs(body.decode())
    if form.get("grant_type", [""])[0] == "refresh_token":
        return fake_auth.refresh_grant(state, form)
    state.count("token_requests")
    if form.get("grant_type", [""])[0] != "urn:ietf:params:oauth:grant-type:jwt-bearer":
        return json_response(400, {"error": "unsupported_grant_type",
                                    "error_description": "Invalid grant_type."})
    assertion = form.get("assertion", [""])[0]
    parts = assertion.split(".")
    if len(parts) != 3:
        return json_response(400, {"error": "invalid_grant", "error_description": "Invalid JWT."})
    try:
        header = json.loads(b64url_decode(parts[0]))
        claims = json.loads(b64url_decode(parts[1]))
        signature = b64url_decode(parts[2])
        state.public_key.verify(signature, (parts[0] + "." + parts[1]).encode(),
                                padding.PKCS1v15(), hashes.SHA256())
    except Exception:
        return json_response(400, {"error": "invalid_grant",
                                   "error_description": "Invalid JWT Signature."})
    problems = []
    if header.get("alg") != "RS256" or header.get("typ") != "JWT":
        problems.append("header alg/typ")
    if state.key_id and header.get("kid") != state.key_id:
        problems.append("kid")
    if claims.get("iss") != state.client_email:
        problems.append("iss")
    if claims.get("aud") != GOOGLE_AUD:
        problems.append("aud")
    if not set(str(claims.get("scope", "")).split()) & SCOPES:
        problems.append("scope")
    now = time.time() + state.config["clock_offset"]
    iat, exp = claims.get("iat", 0), claims.get("exp", 0)
    if not (iat - 300 <= now <= exp + 300) or exp - iat > 3600 or exp <= iat:
        return json_response(400, {"error": "invalid_grant", "error_description":
                                   "Invalid JWT: Token must be a short-lived token (60 minutes) "
                                   "and in a reasonable timeframe. Check your iat and exp values "
                                   "in the JWT claim."})
    if problems:
        return json_response(400, {"error": "invalid_grant",
                                   "error_description": "Invalid JWT: bad " + ", ".join(problems)})
    token = "ya29.fake-" + base64.urlsafe_b64encode(random.randbytes(12)).decode()
    lifetime = state.config["token_lifetime"]
    with state.lock:
        state.access_tokens[token] = time.time() + state.config["token_validity"]
    fake_auth.remember(state, token, "service_account", str(claims.get("scope", "")).split(),
                       claims.get("iss"))
    return json_response(200, {"access_token": token, "expires_in": lifetime,
                               "token_type": "Bearer"})


def apply_fault(fault):
    if fault.get("delay"):
        time.sleep(float(fault["delay"]))
    if fault.get("drop"):
        raise DropConnection()
    status = fault.get("status")
    if not status:
        return None
    headers = {}
    if fault.get("retry_after") is not None:
        headers["Retry-After"] = str(fault["retry_after"])
    if fault.get("html"):
        page = b"<html><head><title>502 Bad Gateway</title></head><body>bad gateway</body></html>"
        return status, page, "text/html; charset=UTF-8", headers
    if fault.get("quota"):
        result = rpc_error(429, "Quota exceeded for quota metric 'Send requests'.",
                           "QUOTA_EXCEEDED")
    elif fault.get("field"):
        result = rpc_error(status, "Request contains an invalid argument.", "INVALID_ARGUMENT",
                           [(fault["field"], fault.get("description", "Invalid value"))])
    else:
        result = rpc_error(status, fault.get("message", STATUS_TEXT.get(status, "error")),
                           fault.get("code"))
    return result[0], result[1], result[2], headers


def handle_send(state, path, headers, body):
    state.admit()
    state.count("send_requests")
    fault = state.next_fault()
    if state.config["delay"]:
        time.sleep(state.config["delay"])
    lost_reply = bool(fault and fault.get("lost_reply"))
    if fault and not lost_reply:
        state.count("faults")
        result = apply_fault(fault)
        if result:
            record(state, path, body, result[0])
            return result
    auth = headers.get("authorization", "")
    token = auth[7:] if auth.lower().startswith("bearer ") else None
    with state.lock:
        expiry = state.access_tokens.get(token)
    if expiry is None or expiry < time.time():
        return rpc_error(401, "Request had invalid authentication credentials. Expected OAuth 2 "
                         "access token, login cookie or other valid authentication credential.")
    project = path.split("/")[3]
    refused = fake_auth.check_send(state, token, headers, project)
    if refused:
        record(state, path, body, refused[0], headers)
        return refused
    if project != state.project:
        return rpc_error(403, "Permission 'cloudmessaging.messages.create' denied on resource "
                         f"'//cloudresourcemanager.googleapis.com/projects/{project}' "
                         "(or it may not exist).")
    try:
        request = json.loads(body)
        message = request["message"]
    except Exception:
        return rpc_error(400, "Invalid JSON payload received.")
    targets = [k for k in ("token", "fid", "topic", "condition") if k in message]
    if len(targets) != 1:
        return rpc_error(400, "Request contains an invalid argument.", "INVALID_ARGUMENT",
                         [("message", "Exactly one of token, topic or condition must be set")])
    result = per_token_answer(state, message.get("token") or message.get("fid", ""))
    if result is None:
        with state.lock:
            state.counters["delivered"] += 1
            message_id = state.counters["delivered"]
            if not request.get("validate_only"):
                key = (message.get("token") or message.get("fid") or message.get("topic")
                       or message.get("condition"))
                state.delivered_tokens[key] = state.delivered_tokens.get(key, 0) + 1
        name = f"projects/{project}/messages/{message_id}"
        if request.get("validate_only"):
            name = f"projects/{project}/messages/fake_message_id"
        result = json_response(200, {"name": name})
    else:
        state.count("rejected")
    record(state, path, body, result[0], headers)
    if lost_reply:
        state.count("faults")
        state.count("lost_replies")
        time.sleep(float(fault.get("delay", state.config.get("lost_reply_delay", 2.0))))
        raise DropConnection()
    return result


def per_token_answer(state, token):
    c = state.config
    if token and token.startswith(c["unregistered_prefix"]):
        return rpc_error(404, "Requested entity was not found.", "UNREGISTERED")
    if token and token.startswith(c["invalid_prefix"]):
        return rpc_error(400, "The registration token is not a valid FCM registration token",
                         "INVALID_ARGUMENT", [("message.token", "Invalid registration token")])
    if token and token.startswith(c["mismatch_prefix"]):
        return rpc_error(403, "SenderId mismatch", "SENDER_ID_MISMATCH")
    if token and token.startswith(c["third_party_prefix"]):
        return rpc_error(401, "Auth error from APNS or Web Push Service",
                         "THIRD_PARTY_AUTH_ERROR")
    return None


def record(state, path, body, status, headers=None):
    if not state.config["record"]:
        return
    try:
        parsed = json.loads(body)
    except Exception:
        parsed = body.decode(errors="replace")
    with state.lock:
        state.requests.append({"path": path, "status": status, "body": parsed, "at": time.time(),
                               "raw": body.decode("utf-8", errors="replace"),
                               "user_project": (headers or {}).get("x-goog-user-project")})


def handle_admin(state, method, path, body):
    if path == "/__admin/requests":
        with state.lock:
            return json_response(200, {"requests": list(state.requests)})
    if path == "/__admin/delivered":
        with state.lock:
            return json_response(200, {"delivered": dict(state.delivered_tokens)})
    if path == "/__admin/stats":
        with state.lock:
            return json_response(200, dict(state.counters))
    if method == "POST" and path == "/__admin/faults":
        faults = json.loads(body or b"{}").get("faults", [])
        with state.lock:
            state.faults.extend(faults)
        return json_response(200, {"queued": len(faults)})
    if method == "POST" and path == "/__admin/config":
        update = json.loads(body or b"{}")
        with state.lock:
            state.config.update(update)
            state.released.notify_all()
            if "seed" in update:
                state.rng.seed(update["seed"])
        return json_response(200, state.config)
    if method == "POST" and path == "/__admin/reset":
        with state.lock:
            state.reset()
            state.released.notify_all()
        return json_response(200, {"reset": True})
    return json_response(404, {"error": "no such admin endpoint"})


class Handler(socketserver.BaseRequestHandler):
    def handle(self):
        state = self.server.state
        state.count("connections")
        sock = self.request
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        rfile = sock.makefile("rb", buffering=65536)
        try:
            while self.serve_one(state, sock, rfile):
                pass
        except (ConnectionError, OSError, DropConnection):
            pass
        finally:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def serve_one(self, state, sock, rfile):
        line = rfile.readline(65537)
        if not line:
            return False
        parts = line.decode("latin-1").split()
        if len(parts) != 3:
            return False
        method, target, version = parts
        headers = {}
        while True:
            h = rfile.readline(65537)
            if h in (b"\r\n", b"\n", b""):
                break
            name, _, value = h.decode("latin-1").partition(":")
            headers[name.strip().lower()] = value.strip()
        length = int(headers.get("content-length", "0") or 0)
        body = rfile.read(length) if length else b""
        path, _, query = target.partition("?")
        auth = (fake_auth.route(state, method, path, query, headers, body)
                or fake_data.route(state, method, path, query, headers))
        if auth is not None:
            result = auth
        elif fake_topics.handles(method, path):
            result = fake_topics.route(state, method, path, query, headers, body)
        elif path.startswith("/__admin/"):
            result = handle_admin(state, method, path, body)
        elif method == "POST" and path == "/token":
            result = handle_token(state, body)
        elif method == "POST" and path.startswith("/v1/projects/") and path.endswith(
                "/messages:send"):
            state.enter()
            try:
                result = handle_send(state, path, headers, body)
            finally:
                state.leave()
        else:
            result = json_response(404, {"error": {"code": 404, "message": "Not Found",
                                                   "status": "NOT_FOUND"}})
        status, payload, ctype, extra = result
        close = headers.get("connection", "").lower() == "close" or version == "HTTP/1.0"
        head = [f"HTTP/1.1 {status} {STATUS_TEXT.get(status, 'Status')}",
                f"Content-Type: {ctype}", f"Content-Length: {len(payload)}"]
        for k, v in (extra or {}).items():
            head.append(f"{k}: {v}")
        if close:
            head.append("Connection: close")
        sock.sendall(("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + payload)
        return not close


class Server(socketserver.ThreadingMixIn, socketserver.TCPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 1024


def main():
    # A child of a test runner may inherit a blocked signal mask; make SIGTERM/SIGINT work.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--service-account", required=True)
    parser.add_argument("--project")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--token-lifetime", type=int, default=3599)
    parser.add_argument("--token-validity", type=int, default=None,
                        help="seconds the server accepts a token (default: its lifetime)")
    parser.add_argument("--transient-rate", type=float, default=0.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lost-reply-rate", type=float, default=0.0)
    parser.add_argument("--no-record", action="store_true")
    parser.add_argument("--accept-token", action="append", default=[],
                        help="an access token accepted without a token exchange (repeatable)")
    args = parser.parse_args()
    server = Server((args.host, args.port), Handler)
    server.state = State(args)
    server.state.access_tokens.update({t: float("inf") for t in args.accept_token})
    print(f"READY {server.server_address[1]}", flush=True)
    try:
        server.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
