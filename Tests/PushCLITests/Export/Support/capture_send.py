#!/usr/bin/env python3
"""Runs exported snippets against a local capture server and prints what they sent.

Used by ExportRunTests (Swift). Starts an HTTP server on a free loopback port that answers
every POST like FCM's messages:send, then:
  --python FILE   runs the generated Python snippet unchanged (runpy, as __main__), with only
                  two things redirected: firebase_admin.initialize_app gets a credential whose
                  access token is fixed ("test-token"), and the SDK's FCM URL points here.
  --curl FILE     runs the generated curl script with sh, after replacing --endpoint-host
                  (the host:port the export was made with) by this server's host:port, and
                  FCM_ACCESS_TOKEN=test-token.
Prints one JSON object: {"requests": [{"client", "path", "authorization", "content_type",
"body_base64"}], "python_stdout", "curl_stdout"}.
"""
import argparse
import base64
import contextlib
import http.server
import io
import json
import os
import runpy
import subprocess
import sys
import threading

CAPTURED = []


class Handler(http.server.BaseHTTPRequestHandler):
    disable_nagle_algorithm = True
    client_name = "?"

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        body = self.rfile.read(length)
        CAPTURED.append({
            "client": Handler.client_name,
            "path": self.path,
            "authorization": self.headers.get("Authorization", ""),
            "content_type": self.headers.get("Content-Type", ""),
            "body_base64": base64.b64encode(body).decode("ascii"),
        })
        project = self.path.split("/")[3] if self.path.count("/") >= 4 else "p"
        reply = json.dumps({"name": f"projects/{project}/messages/0:captured"}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json; charset=UTF-8")
        self.send_header("Content-Length", str(len(reply)))
        self.end_headers()
        self.wfile.write(reply)

    def log_message(self, *args):
        pass


def run_python(path, port):
    import firebase_admin
    import google.auth.credentials
    from firebase_admin import credentials, messaging

    class FixedGoogleCredential(google.auth.credentials.Credentials):
        def __init__(self):
            super().__init__()
            self.token = "test-token"

        def refresh(self, request):
            self.token = "test-token"

    class FixedCredential(credentials.Base):
        def get_credential(self):
            return FixedGoogleCredential()

    real_initialize = firebase_admin.initialize_app

    def initialize_app(credential=None, options=None, name="[DEFAULT]"):
        options = dict(options or {})
        options.setdefault("projectId", "demo-project")
        return real_initialize(FixedCredential(), options, name)

    firebase_admin.initialize_app = initialize_app
    messaging._MessagingService.FCM_URL = f"http://127.0.0.1:{port}/v1/projects/{{0}}/messages:send"
    Handler.client_name = "python"
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        runpy.run_path(path, run_name="__main__")
    return out.getvalue()


def run_curl(path, host, port):
    script = open(path, encoding="utf-8").read().replace(host, f"127.0.0.1:{port}")
    env = dict(os.environ, FCM_ACCESS_TOKEN="test-token")
    Handler.client_name = "curl"
    done = subprocess.run(["sh", "-c", script], env=env, capture_output=True, text=True, check=True)
    return done.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--python")
    parser.add_argument("--curl")
    parser.add_argument("--endpoint-host", default="127.0.0.1:9")
    args = parser.parse_args()
    os.environ["NO_PROXY"] = os.environ["no_proxy"] = "127.0.0.1,localhost"
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    port = server.server_address[1]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    result = {}
    try:
        if args.python:
            result["python_stdout"] = run_python(args.python, port)
        if args.curl:
            result["curl_stdout"] = run_curl(args.curl, args.endpoint_host, port)
    finally:
        server.shutdown()
    result["requests"] = CAPTURED
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
