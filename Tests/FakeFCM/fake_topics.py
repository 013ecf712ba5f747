"""Topic management for the fake FCM server (hooked in by fake_fcm.py).

FCM v1, as firebase-admin-python 7.x calls it (one request per token):

  POST   /v1/projects/{p}/registrations/{token}/topicSubscriptions?topic_name={topic}  body {}
         -> 200 {}; 409 ALREADY_EXISTS when already subscribed
  DELETE /v1/projects/{p}/registrations/{token}/topicSubscriptions/{topic}?allow_missing=true
         -> 200 {}; 404 NOT_FOUND for a missing subscription without allow_missing

The Instance ID API (legacy; `access_token_auth: true` required besides the bearer token):

  POST /iid/v1:batchAdd | /iid/v1:batchRemove  {"to": "/topics/T", "registration_tokens": [...]}
       -> 200 {"results": [{}, {"error": "NOT_FOUND"}, ...]}; more than 1,000 tokens -> 400
  GET  /iid/info/{token}?details=true  -> app, platform and rel.topics with addDate

Per-token answers by prefix (both APIs): "unreg-" UNREGISTERED (v1 404; IID NOT_FOUND),
"bad-" INVALID_ARGUMENT, "many-" TOO_MANY_TOPICS, "gone-" NOT_FOUND. Faults queued with
/__admin/faults (503s, drops) and `hold_after` apply to these requests as to sends.

Admin: GET /__admin/topics -> {"subscriptions": {token: {topic: date}}, "requests": [...]}
(each request: api, method, topic, tokens, status); POST /__admin/topics {"subscriptions":
{...}} seeds subscriptions.
"""

import json
import time
import urllib.parse

import fake_fcm

ADD_DATE = "2026-12-01"
LIMIT = 1000


def reset(state):
    state.subscriptions = {}
    state.topic_log = []


def handles(method, path):
    return ((method in ("POST", "DELETE") and path.startswith("/v1/projects/")
             and "/registrations/" in path)
            or (method == "POST" and path in ("/iid/v1:batchAdd", "/iid/v1:batchRemove"))
            or (method == "GET" and path.startswith("/iid/info/"))
            or path == "/__admin/topics")


def route(state, method, path, query, headers, body):
    if path == "/__admin/topics":
        return admin(state, method, body)
    state.enter()
    try:
        state.admit()
        state.count("topic_requests")
        fault = state.next_fault()
        if fault and not fault.get("lost_reply"):
            state.count("faults")
            result = fake_fcm.apply_fault(fault)
            if result:
                log(state, path, method, None, [], result[0])
                return result
        if path.startswith("/iid/"):
            return instance_id(state, method, path, query, headers, body)
        return v1(state, method, path, query, headers, body)
    finally:
        state.leave()


def bearer_refusal(state, headers, project=None):
    auth = headers.get("authorization", "")
    token = auth[7:] if auth.lower().startswith("bearer ") else None
    with state.lock:
        expiry = state.access_tokens.get(token)
    if expiry is None or expiry < time.time():
        return fake_fcm.rpc_error(401, "Request had invalid authentication credentials.")
    refused = fake_fcm.fake_auth.check_send(state, token, headers, project or state.project)
    if refused:
        return refused
    return None


def token_error(token):
    for prefix, code in (("unreg-", "UNREGISTERED"), ("bad-", "INVALID_ARGUMENT"),
                         ("many-", "TOO_MANY_TOPICS"), ("gone-", "NOT_FOUND")):
        if token.startswith(prefix):
            return code
    return None


def v1(state, method, path, query, headers, body):
    parts = path.split("/")
    # /v1/projects/{p}/registrations/{token}/topicSubscriptions[/{topic}]
    if len(parts) < 7 or parts[4] != "registrations" or parts[6] != "topicSubscriptions":
        return fake_fcm.json_response(404, {"error": {"code": 404, "status": "NOT_FOUND",
                                                      "message": "Not Found"}})
    project = parts[3]
    token = urllib.parse.unquote(parts[5])
    params = urllib.parse.parse_qs(query)
    refused = bearer_refusal(state, headers, project)
    if refused:
        log(state, path, method, None, [token], refused[0])
        return refused
    if project != state.project:
        result = fake_fcm.rpc_error(403, f"Permission denied on project {project}.")
        log(state, path, method, None, [token], result[0])
        return result
    if method == "POST":
        topic = params.get("topic_name", [""])[0]
        if body.strip() != b"{}" or len(parts) != 7:
            result = fake_fcm.rpc_error(400, "Expected an empty JSON object body.")
        else:
            result = v1_change(state, token, topic, subscribe=True, allow_missing=False)
    else:
        topic = urllib.parse.unquote(parts[7]) if len(parts) == 8 else ""
        allow = params.get("allow_missing", ["false"])[0] == "true"
        result = v1_change(state, token, topic, subscribe=False, allow_missing=allow)
    log(state, path, method, topic, [token], result[0])
    return result


def v1_change(state, token, topic, subscribe, allow_missing):
    if not topic:
        return fake_fcm.rpc_error(400, "Topic name missing.")
    code = token_error(token)
    if code == "UNREGISTERED":
        return fake_fcm.rpc_error(404, "Requested entity was not found.", "UNREGISTERED")
    if code == "NOT_FOUND":
        return fake_fcm.rpc_error(404, "Registration not found.")
    if code == "INVALID_ARGUMENT":
        return fake_fcm.rpc_error(400, "The registration token is not a valid FCM registration "
                                  "token", "INVALID_ARGUMENT")
    if code == "TOO_MANY_TOPICS" and subscribe:
        return fake_fcm.rpc_error(400, "Too many topics.", "TOO_MANY_TOPICS",
                                  canonical="RESOURCE_EXHAUSTED")
    with state.lock:
        topics = state.subscriptions.setdefault(token, {})
        if subscribe:
            if topic in topics:
                return fake_fcm.rpc_error(409, "Subscription already exists.",
                                          canonical="ALREADY_EXISTS")
            topics[topic] = ADD_DATE
        else:
            if topic not in topics and not allow_missing:
                return fake_fcm.rpc_error(404, "Subscription not found.")
            topics.pop(topic, None)
    return fake_fcm.json_response(200, {})


def instance_id(state, method, path, query, headers, body):
    if headers.get("access_token_auth", "").lower() != "true":
        result = fake_fcm.json_response(401, {"error": "MissingAuthentication: access_token_auth"})
        log(state, path, method, None, [], result[0])
        return result
    refused = bearer_refusal(state, headers)
    if refused:
        log(state, path, method, None, [], refused[0])
        return refused
    if method == "GET":
        return info(state, path, query)
    try:
        request = json.loads(body)
        to = request["to"]
        tokens = request["registration_tokens"]
    except Exception:
        result = fake_fcm.json_response(400, {"error": "InvalidJson"})
        log(state, path, method, None, [], result[0])
        return result
    if not to.startswith("/topics/") or not isinstance(tokens, list) or not tokens:
        result = fake_fcm.json_response(400, {"error": "INVALID_ARGUMENT"})
    elif len(tokens) > LIMIT:
        result = fake_fcm.json_response(400, {"error": "Too many registration tokens: at most "
                                                       f"{LIMIT} per request"})
    else:
        topic = to[len("/topics/"):]
        results = []
        with state.lock:
            for token in tokens:
                code = token_error(token)
                if code == "UNREGISTERED":
                    code = "NOT_FOUND"
                if code == "TOO_MANY_TOPICS" and path.endswith("batchRemove"):
                    code = None
                if code:
                    results.append({"error": code})
                    continue
                topics = state.subscriptions.setdefault(token, {})
                if path.endswith("batchAdd"):
                    topics.setdefault(topic, ADD_DATE)
                else:
                    topics.pop(topic, None)
                results.append({})
        result = fake_fcm.json_response(200, {"results": results})
    log(state, path, method, to, tokens if isinstance(tokens, list) else [], result[0])
    return result


def info(state, path, query):
    token = urllib.parse.unquote(path[len("/iid/info/"):])
    code = token_error(token)
    if code in ("UNREGISTERED", "NOT_FOUND"):
        result = fake_fcm.json_response(404, {"error": "No information found about this instance id."})
    elif code == "INVALID_ARGUMENT":
        result = fake_fcm.json_response(400, {"error": "InvalidToken"})
    else:
        answer = {"application": "com.example.app", "authorizedEntity": "123456789012",
                  "applicationVersion": "42", "platform": "ANDROID"}
        if urllib.parse.parse_qs(query).get("details", ["false"])[0] == "true":
            with state.lock:
                topics = dict(state.subscriptions.get(token, {}))
            answer["rel"] = {"topics": {t: {"addDate": d} for t, d in topics.items()}}
        result = fake_fcm.json_response(200, answer)
    log(state, path, "GET", None, [token], result[0])
    return result


def log(state, path, method, topic, tokens, status):
    if not state.config["record"]:
        return
    api = "iid" if path.startswith("/iid/") else "v1"
    with state.lock:
        state.topic_log.append({"api": api, "path": path, "method": method, "topic": topic,
                                "tokens": tokens, "status": status})


def admin(state, method, body):
    if method == "POST":
        seed = json.loads(body or b"{}").get("subscriptions", {})
        with state.lock:
            for token, topics in seed.items():
                state.subscriptions.setdefault(token, {}).update(topics)
    with state.lock:
        return fake_fcm.json_response(200, {"subscriptions": state.subscriptions,
                                            "requests": list(state.topic_log)})
