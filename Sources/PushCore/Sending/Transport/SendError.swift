import Foundation

/// Everything that stops a send before or while talking to FCM, each with a plain-words
/// `description` that says what happened and what to do next.
///
/// Per-token rejections (UNREGISTERED and friends) are not errors of the send as a whole: they
/// are `DeliveryOutcome`s. These cases are the ones that make every recipient fail alike.
public enum SendError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No credentials were given at all.
  case credentialsMissing
  /// The credentials file could not be read.
  case credentialsUnreadable(path: String, reason: String)
  /// The credentials file holds a legacy FCM server key instead of a service account.
  case legacyServerKey(path: String?)
  /// The file is JSON but not a service-account key (`type` names what it is, if known).
  case notServiceAccount(path: String, kind: String)
  /// A service-account field the token exchange needs is missing.
  case serviceAccountFieldMissing(path: String, field: String)
  /// The private key could not be loaded (OpenSSL's reason; never the key itself).
  case invalidPrivateKey(path: String, reason: String)
  /// A profile's `access_token_command` failed or printed nothing.
  case accessTokenCommandFailed(command: String, reason: String)
  /// No project id: neither `--project` nor the file's `project_id`.
  case projectMissing
  /// The endpoint or token URI is unusable (not https, or plain http to a non-loopback host).
  case invalidEndpoint(url: String, reason: String)
  /// The token endpoint rejected the JWT as outside its time window.
  case invalidGrantClockSkew(description: String)
  /// The token endpoint refused the exchange for another reason.
  case tokenExchangeFailed(status: Int, error: String, description: String)
  /// FCM did not accept the access token (HTTP 401).
  case unauthenticated(project: String, message: String)
  /// The caller lacks `cloudmessaging.messages.create` on the project (HTTP 403).
  case permissionDenied(project: String, message: String)
  /// The project does not exist or has the FCM API disabled (HTTP 404 without UNREGISTERED).
  case projectNotFound(project: String, message: String)
  /// FCM rejected the message itself (not one token), e.g. a bad field.
  case messageRejected(FCMErrorInfo)
  /// The network failed even after retries (no usable HTTP answer).
  case network(host: String, reason: String)
  /// A token server (a credential's `token_uri`, STS, IAM, the metadata server) gave no
  /// usable answer, even after retries.
  case tokenServerUnreachable(url: String, reason: String)
  /// Nothing answers at the FCM endpoint (`scheme://host[:port]`): the circuit breaker paused
  /// the campaign (`CircuitBreaker`).
  case unreachable(endpoint: String, reason: String)
  /// Nothing can be sent from this machine: the HTTP library did not load.
  case transportUnavailable(reason: String)
  /// The campaign journal cannot be used.
  case journal(path: String, reason: String)
  /// A report or history file cannot be written.
  case output(path: String, reason: String)
  /// An input file (tokens file, journal) cannot be read, or is not a regular file.
  case input(path: String, reason: String)
  /// Credentials were not found or could not be used (see `CredentialProblem`).
  case credential(CredentialProblem)
  /// An audience file cannot be used (unreadable, no token column, or `--strict` found
  /// problems); the reason names the file.
  case audience(reason: String)

  public var description: String {
    switch self {
    case .credentialsMissing:
      return "No credentials. Pass --credentials SERVICE_ACCOUNT.json (or set "
        + "GOOGLE_APPLICATION_CREDENTIALS), or --access-token TOKEN (or FCM_ACCESS_TOKEN), e.g. "
        + "from `gcloud auth print-access-token`."
    case .credentialsUnreadable(let path, let reason):
      return "Cannot read credentials file \(path): \(reason). Check the path and permissions."
    case .legacyServerKey(let path):
      let source = path.map { "\($0) holds" } ?? "That is"
      return "\(source) a legacy FCM server key. The legacy API was shut down in 2024 and "
        + "HTTP v1 needs OAuth: in the Firebase console open Project settings › Service "
        + "accounts › Generate new private key, and pass that JSON file with --credentials."
    case .notServiceAccount(let path, let kind):
      return "\(path) is not a credentials file (\(kind)). Pass a service-account key "
        + "(Firebase console › Project settings › Service accounts › Generate new private key), "
        + "or run `gcloud auth application-default login` and use no --credentials at all; "
        + "--access-token \"$(gcloud auth print-access-token)\" also works."
    case .serviceAccountFieldMissing(let path, let field):
      return "\(path) has no \"\(field)\". Download a fresh key file from the Firebase console "
        + "(Project settings › Service accounts)."
    case .invalidPrivateKey(let path, let reason):
      return "The private_key in \(path) cannot be loaded (\(reason)). Download a fresh key "
        + "file; do not edit the key by hand."
    case .accessTokenCommandFailed(let command, let reason):
      return "The access_token_command `\(command)` failed (\(reason)). Run it in a shell to "
        + "see why (for gcloud: `gcloud auth login`)."
    case .projectMissing:
      return "No project id. Pass --project PROJECT_ID (the service-account file's project_id "
        + "is used when present)."
    case .invalidEndpoint(let url, let reason):
      return "Cannot use \(url): \(reason)."
    case .invalidGrantClockSkew(let description):
      return "The token server rejected the signed JWT as outside its time window "
        + "(\"\(description)\"). This machine's clock is probably wrong: sync it (e.g. "
        + "`timedatectl set-ntp true`) and retry. A deleted or disabled key can also cause this."
    case .tokenExchangeFailed(let status, let error, let description):
      return "The OAuth token exchange failed (HTTP \(status) \(error): \(description)). Check "
        + "that the service account and its key still exist (IAM › Service accounts)."
    case .unauthenticated(let project, let message):
      return "FCM rejected the credentials for project '\(project)' (HTTP 401: \(message)). "
        + "Get a fresh --access-token, or check that the service-account key is not deleted."
    case .permissionDenied(let project, let message):
      return "Permission denied on project '\(project)' (HTTP 403: \(message)). The account "
        + "needs cloudmessaging.messages.create on '\(project)' (role Firebase Cloud "
        + "Messaging API Admin); also check --project and that the FCM API is enabled."
    case .projectNotFound(let project, let message):
      return "Project '\(project)' was not found (HTTP 404: \(message)). Check --project and "
        + "that the Firebase Cloud Messaging API is enabled for it."
    case .messageRejected(let info):
      return "FCM rejected the message: \(info.explanation)"
    case .network(let host, let reason):
      return "Cannot reach \(host): \(reason). Check the network, proxy settings or --endpoint."
    case .tokenServerUnreachable(let url, let reason):
      return "No access token from \(url): \(reason). Check the network and proxy settings "
        + "(HTTPS_PROXY, NO_PROXY) and the token_uri in the credentials file."
    case .unreachable(let endpoint, let reason):
      return "nothing answers at \(endpoint) (\(reason)) — check the profile's endpoint"
    case .transportUnavailable(let reason):
      return "Cannot send: \(reason)."
    case .journal(let path, let reason):
      return "Campaign journal \(path): \(reason)"
    case .output(let path, let reason):
      return "Cannot write \(path): \(reason). Check the directory exists and is writable."
    case .input(let path, let reason):
      return "Cannot read \(path): \(reason)."
    case .credential(let problem):
      return problem.description
    case .audience(let reason):
      return reason
    }
  }
}
