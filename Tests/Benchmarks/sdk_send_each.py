#!/usr/bin/env python3
"""Sends N messages with the Firebase Admin Python SDK's `send_each` (batches of 500) to the
fake FCM server and prints `SDK <messages> <seconds> <failures>`.

    python3 sdk_send_each.py --service-account sa.json --base http://127.0.0.1:PORT --count 2000

How the SDK is pointed at the fake server (no monkey-patching of the send path itself):
- credentials.Certificate reads the service account file, whose `token_uri` points at the fake
  server's /token, so google-auth signs a real RS256 JWT and exchanges it there;
- the messaging service's `_fcm_url` (built from `FCM_URL` at construction) is replaced with the
  fake server's messages:send URL;
- the SDK mounts a 100-connection pool adapter only for https://fcm.googleapis.com, so the same
  adapter settings are mounted for the fake base URL (otherwise requests' default pool of 10
  would churn connections and handicap the SDK).
"""

import argparse
import time

import firebase_admin
import requests
from firebase_admin import _http_client, credentials, messaging


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--service-account", required=True)
    p.add_argument("--base", required=True)
    p.add_argument("--count", type=int, default=2000)
    p.add_argument("--prefix", default="sdk-token-")
    args = p.parse_args()

    app = firebase_admin.initialize_app(credentials.Certificate(args.service_account))
    service = messaging._get_messaging_service(app)
    service._fcm_url = f"{args.base}/v1/projects/{app.project_id}/messages:send"
    service._client.session.mount(args.base, requests.adapters.HTTPAdapter(
        pool_connections=100, pool_maxsize=100, max_retries=_http_client.DEFAULT_RETRY_CONFIG))

    notification = messaging.Notification(title="Benchmark", body="Hello from send_each")
    messages = [messaging.Message(token=f"{args.prefix}{i:07d}", notification=notification,
                                  data={"i": str(i)}) for i in range(args.count)]
    # Warm up: fetch the access token once (the Swift side does the same inside its run).
    messaging.send(messaging.Message(token="warmup-sdk", notification=notification), app=app)

    failures = 0
    start = time.perf_counter()
    for i in range(0, len(messages), 500):
        response = messaging.send_each(messages[i:i + 500], app=app)
        failures += response.failure_count
    elapsed = time.perf_counter() - start
    print(f"SDK {args.count} {elapsed:.3f} {failures}", flush=True)


if __name__ == "__main__":
    main()
