"""Google auth endpoints for fake_fcm.py, beside its JWT-bearer grant (stdlib only):

  POST /token  grant_type=refresh_token        authorized_user refresh-token grant
  POST /v1/token                               Google STS token exchange (RFC 8693)
  POST /v1/projects/-/serviceAccounts/{email}:generateAccessToken    IAM Credentials
  GET  /                                       metadata server probe (Metadata-Flavor)
  GET  /computeMetadata/v1/instance/service-accounts/default/{token,email}
  GET  /computeMetadata/v1/project/project-id
  POST /tokeninfo                              email and scopes of a token (access_token=…)
  GET  /subject-token                          {"id_token": ...} a URL-sourced subject token
  GET  /__admin/auth                           {"requests": [...]} every auth request seen

Every access token remembers its kind and scopes; a send is refused as real FCM refuses it:
403 ACCESS_TOKEN_SCOPE_INSUFFICIENT without the messaging or cloud-platform scope, and 403
"requires a quota project" for user tokens sent without x-goog-user-project.

Settings (POST /__admin/config): "user" {client_id, client_secret, refresh_token, scopes},
"user_scopes" (scopes of user tokens), "require_quota_project" (default true),
"subject_token", "sts_audience_prefix", "deny_impersonation", "metadata_email",
"metadata_scopes" (scopes of metadata tokens; default: those asked for).
"""

import base64
import json
import random
import time
import urllib.parse

MESSAGING = "https://www.googleapis.com/auth/firebase.messaging"
CLOUD = "https://www.googleapis.com/auth/cloud-platform"
IAM = "https://www.googleapis.com/auth/iam"
FCM_SCOPES = {MESSAGING, CLOUD}
TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange"
SUBJECT_TYPES = {"urn:ietf:params:oauth:token-type:jwt", "urn:ietf:params:oauth:token-type:id_token",
                 "urn:ietf:params:oauth:token-type:saml2"}

DEFAULTS = {
    "user": {"client_id": "fake-client.apps.googleusercontent.com",
             "client_secret": "fake-client-secret-d0n0tprint",
             "refresh_token": "1//fake-refresh-token-d0n0tprint"},
    "user_scopes": CLOUD,
    "user_email": "dev@example.com",
    "require_quota_project": True,
    "subject_token": "fake-subject-token-d0n0tprint",
    "sts_audience_prefix": "//iam.googleapis.com/",
    "deny_impersonation": False,
    "metadata_email": "vm-sa@demo-project.iam.gserviceaccount.com",
    "metadata_scopes": None,
}


def init(state):
    for key, value in DEFAULTS.items():
        state.config.setdefault(key, value)


def reset(state):
    state.token_info = {}
    state.auth_requests = []


def _json(status, obj, headers=None):
    return status, json.dumps(obj, separators=(",", ":")).encode(), "application/json", headers


def _text(status, text, headers=None):
    return status, text.encode(), "text/plain", headers


def issue(state, kind, scopes, email=None, lifetime=None):
    token = "ya29.fake-" + base64.urlsafe_b64encode(random.randbytes(12)).decode()
    validity = lifetime or state.config["token_validity"]
    lifetime = lifetime or state.config["token_lifetime"]
    with state.lock:
        state.access_tokens[token] = time.time() + validity
        state.token_info[token] = {"kind": kind, "scopes": set(scopes), "email": email}
    return token, lifetime


def remember(state, token, kind, scopes, email=None):
    with state.lock:
        state.token_info[token] = {"kind": kind, "scopes": set(scopes), "email": email}


def _log(state, what, **fields):
    with state.lock:
        state.auth_requests.append(dict(fields, endpoint=what))


def _bearer(state, headers):
    auth = headers.get("authorization", "")
    token = auth[7:] if auth.lower().startswith("bearer ") else None
    with state.lock:
        expiry = state.access_tokens.get(token)
        info = state.token_info.get(token)
    if expiry is None or expiry < time.time():
        return None
    return info or {"kind": "unknown", "scopes": set(FCM_SCOPES), "email": None}


def refresh_grant(state, form):
    user = state.config["user"]
    state.count("token_requests")
    _log(state, "refresh", fields=sorted(form.keys()), client_id=form.get("client_id", [""])[0])
    if (form.get("client_id", [""])[0] != user["client_id"]
            or form.get("client_secret", [""])[0] != user["client_secret"]):
        return _json(401, {"error": "invalid_client", "error_description": "Unauthorized"})
    if form.get("refresh_token", [""])[0] != user["refresh_token"]:
        return _json(400, {"error": "invalid_grant", "error_description": "Bad Request"})
    scopes = state.config["user_scopes"].split()
    token, lifetime = issue(state, "user", scopes)
    return _json(200, {"access_token": token, "expires_in": lifetime, "token_type": "Bearer",
                       "scope": " ".join(scopes)})


def sts(state, body):
    form = urllib.parse.parse_qs(body.decode())
    one = {k: v[0] for k, v in form.items()}
    _log(state, "sts", form={k: ("<subject>" if k == "subject_token" else v)
                             for k, v in one.items()})
    if one.get("grant_type") != TOKEN_EXCHANGE:
        return _json(400, {"error": "unsupported_grant_type", "error_description": "bad grant"})
    if one.get("requested_token_type") != "urn:ietf:params:oauth:token-type:access_token":
        return _json(400, {"error": "invalid_request", "error_description": "requested_token_type"})
    if one.get("subject_token_type") not in SUBJECT_TYPES:
        return _json(400, {"error": "invalid_request", "error_description": "subject_token_type"})
    if not one.get("audience", "").startswith(state.config["sts_audience_prefix"]):
        return _json(400, {"error": "invalid_target", "error_description": "The target service "
                           "indicated by the \"audience\" parameters is invalid."})
    if one.get("subject_token") != state.config["subject_token"]:
        return _json(400, {"error": "invalid_grant", "error_description": "The incoming token "
                           "has expired or is invalid."})
    scopes = one.get("scope", "").split()
    token, lifetime = issue(state, "federated", scopes)
    return _json(200, {"access_token": token, "issued_token_type":
                       "urn:ietf:params:oauth:token-type:access_token",
                       "token_type": "Bearer", "expires_in": lifetime})


def generate_access_token(state, path, headers, body):
    email = urllib.parse.unquote(path.split("/serviceAccounts/")[1].split(":")[0])
    caller = _bearer(state, headers)
    try:
        request = json.loads(body)
    except Exception:
        request = None
    _log(state, "iam", target=email, body=request)
    if caller is None:
        return _json(401, {"error": {"code": 401, "message": "Request had invalid authentication "
                                     "credentials.", "status": "UNAUTHENTICATED"}})
    if not caller["scopes"] & {IAM, CLOUD}:
        return _json(403, {"error": {"code": 403, "message": "Request had insufficient "
                                     "authentication scopes.", "status": "PERMISSION_DENIED"}})
    if state.config["deny_impersonation"]:
        return _json(403, {"error": {"code": 403, "message": "Permission "
                                     "'iam.serviceAccounts.getAccessToken' denied on resource "
                                     "(or it may not exist).", "status": "PERMISSION_DENIED"}})
    if (not isinstance(request, dict) or not isinstance(request.get("scope"), list)
            or not str(request.get("lifetime", "3600s")).endswith("s")
            or not all(str(d).startswith("projects/-/serviceAccounts/")
                       for d in request.get("delegates", []))):
        return _json(400, {"error": {"code": 400, "message": "Request contains an invalid "
                                     "argument.", "status": "INVALID_ARGUMENT"}})
    lifetime = int(str(request.get("lifetime", "3600s"))[:-1])
    token, _ = issue(state, "impersonated", request["scope"], email, lifetime)
    expire = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() + lifetime))
    return _json(200, {"accessToken": token, "expireTime": expire})


def metadata(state, path, query, headers):
    flavor = {"Metadata-Flavor": "Google"}
    _log(state, "metadata", path=path, flavor=headers.get("metadata-flavor"))
    if headers.get("metadata-flavor") != "Google":
        return _text(403, "Missing Metadata-Flavor:Google header.", flavor)
    if path == "/":
        return _text(200, "computeMetadata/\n", flavor)
    base = "/computeMetadata/v1/"
    rest = path[len(base):]
    if rest == "project/project-id":
        return _text(200, state.project, flavor)
    if rest == "instance/service-accounts/default/email":
        return _text(200, state.config["metadata_email"], flavor)
    if rest == "instance/service-accounts/default/token":
        asked = urllib.parse.parse_qs(query).get("scopes", [""])[0].split(",")
        scopes = state.config["metadata_scopes"]
        granted = scopes.split() if scopes is not None else [s for s in asked if s]
        token, lifetime = issue(state, "metadata", granted, state.config["metadata_email"])
        return _json(200, {"access_token": token, "expires_in": lifetime,
                           "token_type": "Bearer"}, flavor)
    return _text(404, "not found", flavor)


def tokeninfo(state, body):
    token = urllib.parse.parse_qs(body.decode()).get("access_token", [""])[0]
    with state.lock:
        info = state.token_info.get(token)
        expiry = state.access_tokens.get(token)
    _log(state, "tokeninfo", known=info is not None)
    if info is None or expiry is None:
        return _json(400, {"error": "invalid_token", "error_description": "Invalid Value"})
    answer = {"scope": " ".join(sorted(info["scopes"])), "expires_in": int(expiry - time.time())}
    if info["kind"] == "user":
        answer["email"] = state.config["user_email"]
    return _json(200, answer)


def check_send(state, token, headers, project):
    """The 403 real FCM gives this token, or None."""
    with state.lock:
        info = state.token_info.get(token)
    if info is None:
        return None
    if not info["scopes"] & FCM_SCOPES:
        return _json(403, {"error": {
            "code": 403, "message": "Request had insufficient authentication scopes.",
            "status": "PERMISSION_DENIED",
            "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo",
                         "reason": "ACCESS_TOKEN_SCOPE_INSUFFICIENT", "domain": "googleapis.com",
                         "metadata": {"service": "fcm.googleapis.com"}}]}})
    if (info["kind"] == "user" and state.config["require_quota_project"]
            and not headers.get("x-goog-user-project")):
        return _json(403, {"error": {
            "code": 403, "message": "Your application is authenticating by using local "
            "Application Default Credentials. The fcm.googleapis.com API requires a quota "
            "project, which is not set by default. To learn how to set your quota project, see "
            "https://cloud.google.com/docs/authentication/adc-troubleshooting/user-creds .",
            "status": "PERMISSION_DENIED"}})
    return None


def route(state, method, path, query, headers, body):
    """The answer for an auth endpoint, or None when `path` is not one."""
    if method == "POST" and path == "/v1/token":
        return sts(state, body)
    if method == "POST" and path.startswith("/v1/projects/-/serviceAccounts/") and path.endswith(
            ":generateAccessToken"):
        return generate_access_token(state, path, headers, body)
    if method == "GET" and (path == "/" or path.startswith("/computeMetadata/v1/")):
        return metadata(state, path, query, headers)
    if method == "POST" and path == "/tokeninfo":
        return tokeninfo(state, body)
    if method == "GET" and path == "/subject-token":
        _log(state, "subject", header=headers.get("x-subject-header"))
        return _json(200, {"id_token": state.config["subject_token"]})
    if method == "GET" and path == "/__admin/auth":
        with state.lock:
            return _json(200, {"requests": list(state.auth_requests)})
    return None
