"""The FCM Data API and the Firebase Management API's Android app list, for fake_fcm.py:

  GET /v1beta1/projects/{p}/androidApps                      apps[] (one app per page)
  GET /v1beta1/projects/{p}/androidApps/{app}/deliveryData   androidDeliveryData[], paged
  GET /__admin/data                                          {"requests": [...]} seen here

Fixtures: delivery_data.json beside this file (two apps, several labels, missing days and
entries with partial data). Entries are served in the fixture's order, `pageSize` of them per
page but never more than `data_page_limit` (default 4), so a client must follow
`nextPageToken`; a token is only good for the app it was issued for, as the API says ("all
other parameters ... must match").

As the real APIs do: a token must carry the cloud-platform scope (else 403
ACCESS_TOKEN_SCOPE_INSUFFICIENT), user tokens need x-goog-user-project, another project is
403 PERMISSION_DENIED and an unknown app 404.

Settings (POST /__admin/config): "android_apps" (how many of the fixture's apps the project
has, default 2), "data_page_limit", "data_error" ({"api": "data"|"firebase",
"kind": "disabled"|"denied"}: that API answers every request with the 403 Google gives when
the API is not enabled for the project, or when the caller lacks the permission).
"""

import json
import os
import time
import urllib.parse

CLOUD = "https://www.googleapis.com/auth/cloud-platform"
FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "delivery_data.json")
SERVICES = {"data": ("fcmdata.googleapis.com", "Firebase Cloud Messaging Data API"),
            "firebase": ("firebase.googleapis.com", "Firebase Management API")}


def init(state):
    with open(FIXTURES) as f:
        state.delivery_fixtures = json.load(f)
    state.config.setdefault("android_apps", 2)
    state.config.setdefault("data_page_limit", 4)
    state.config.setdefault("data_error", None)


def reset(state):
    state.data_requests = []


def _json(status, obj):
    return status, json.dumps(obj, separators=(",", ":")).encode(), "application/json", None


def _error(status, message, canonical, details=None):
    err = {"code": status, "message": message, "status": canonical}
    if details:
        err["details"] = details
    return _json(status, {"error": err})


def _refusal(state, api, headers, project):
    """The error Google gives this request before looking at the data, or None."""
    auth = headers.get("authorization", "")
    token = auth[7:] if auth.lower().startswith("bearer ") else None
    with state.lock:
        expiry = state.access_tokens.get(token)
        info = state.token_info.get(token)
    if expiry is None or expiry < time.time():
        return _error(401, "Request had invalid authentication credentials. Expected OAuth 2 "
                      "access token, login cookie or other valid authentication credential.",
                      "UNAUTHENTICATED")
    service, title = SERVICES[api]
    if info is not None and CLOUD not in info["scopes"]:
        return _error(403, "Request had insufficient authentication scopes.", "PERMISSION_DENIED",
                      [{"@type": "type.googleapis.com/google.rpc.ErrorInfo",
                        "reason": "ACCESS_TOKEN_SCOPE_INSUFFICIENT", "domain": "googleapis.com",
                        "metadata": {"service": service}}])
    if (info is not None and info["kind"] == "user" and state.config["require_quota_project"]
            and not headers.get("x-goog-user-project")):
        return _error(403, "Your application is authenticating by using local Application "
                      f"Default Credentials. The {service} API requires a quota project, which "
                      "is not set by default.", "PERMISSION_DENIED")
    fault = state.config.get("data_error") or {}
    if fault.get("api") == api and fault.get("kind") == "disabled":
        url = f"https://console.developers.google.com/apis/api/{service}/overview?project=1234567890"
        return _error(403, f"{title} has not been used in project 1234567890 before or it is "
                      f"disabled. Enable it by visiting {url} then retry.", "PERMISSION_DENIED",
                      [{"@type": "type.googleapis.com/google.rpc.ErrorInfo",
                        "reason": "SERVICE_DISABLED", "domain": "googleapis.com",
                        "metadata": {"service": service, "consumer": "projects/1234567890",
                                     "activationUrl": url}}])
    if project != state.project or (fault.get("api") == api and fault.get("kind") == "denied"):
        return _error(403, "The caller does not have permission", "PERMISSION_DENIED")
    return None


def _page(items, query, limit, scope):
    q = urllib.parse.parse_qs(query)
    size = int(q.get("pageSize", [str(limit)])[0] or limit)
    size = max(1, min(size, limit))
    token = q.get("pageToken", [""])[0]
    start = 0
    if token:
        prefix, _, offset = token.rpartition(":")
        if prefix != scope or not offset.isdigit():
            return None
        start = int(offset)
    chunk = items[start:start + size]
    nxt = f"{scope}:{start + size}" if start + size < len(items) else None
    return chunk, nxt


def _apps(state):
    return state.delivery_fixtures["apps"][:int(state.config.get("android_apps", 2))]


def route(state, method, path, query, headers):
    """The answer for a Data or Management API path, or None when `path` is not one."""
    if method == "GET" and path == "/__admin/data":
        with state.lock:
            return _json(200, {"requests": list(state.data_requests)})
    if method != "GET" or not path.startswith("/v1beta1/projects/"):
        return None
    parts = [urllib.parse.unquote(p) for p in path.split("/")[3:]]
    api = "data" if len(parts) == 4 and parts[1] == "androidApps" and parts[3] == "deliveryData" \
        else "firebase" if len(parts) == 2 and parts[1] == "androidApps" else None
    if api is None:
        return None
    with state.lock:
        state.data_requests.append({"api": api, "path": path, "query": query,
                                    "user_project": headers.get("x-goog-user-project")})
    refused = _refusal(state, api, headers, parts[0])
    if refused:
        return refused
    limit = int(state.config.get("data_page_limit", 4))
    if api == "firebase":
        apps = [dict(app, name=f"projects/{parts[0]}/androidApps/{app['appId']}",
                     projectId=parts[0], state="ACTIVE") for app in _apps(state)]
        page = _page(apps, query, 1, "apps")
        if page is None:
            return _error(400, "Invalid page token.", "INVALID_ARGUMENT")
        body = {"apps": page[0]}
        if page[1]:
            body["nextPageToken"] = page[1]
        return _json(200, body)
    app = parts[2]
    known = {a["appId"] for a in _apps(state)}
    if app not in known:
        return _error(404, f"App {app} not found.", "NOT_FOUND")
    entries = state.delivery_fixtures["deliveryData"].get(app, [])
    page = _page(entries, query, limit, app)
    if page is None:
        return _error(400, "Invalid page token.", "INVALID_ARGUMENT")
    body = {"androidDeliveryData": page[0]}
    if page[1]:
        body["nextPageToken"] = page[1]
    return _json(200, body)
