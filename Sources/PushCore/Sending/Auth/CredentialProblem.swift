/// Why credentials could not be found or used, each saying what to do next. Carried by
/// `SendError.credential`; never holds a secret (keys, refresh tokens, client secrets and
/// access tokens stay out of every case).
public enum CredentialProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing anywhere in the lookup order; `searched` lists where it looked.
  case notFound(searched: [String])
  /// A credential file lacks a field its type needs.
  case fieldMissing(path: String, type: String, field: String)
  /// A file type or variant fcm-compose does not handle yet, named (`executable-sourced
  /// external_account`, `AWS external_account`, `gdch_service_account`).
  case unsupported(path: String, what: String)
  /// A URL or host that credentials must not be sent to (the trust rule of `EndpointURL`).
  case untrustedHost(url: String, host: String, role: String)
  /// The OAuth server refused the refresh token of user credentials.
  case refreshRejected(path: String, status: Int, error: String, description: String)
  /// IAM Credentials refused `generateAccessToken` for `target`.
  case impersonationRejected(target: String, status: Int, message: String)
  /// Google STS refused the external subject token.
  case tokenExchangeRejected(audience: String, status: Int, error: String, description: String)
  /// The external account's subject token could not be read.
  case subjectTokenUnavailable(source: String, reason: String)
  /// The metadata server answered, but not with a token.
  case metadataServerFailed(host: String, reason: String)
  /// A command or server produced something that is not an RFC 6750 bearer token.
  case malformedAccessToken(source: String, reason: String)
  /// `access_token_command` ran longer than allowed (only its first word is kept).
  case commandTimedOut(program: String, seconds: Double)
  /// FCM refused user credentials because no quota project was sent (HTTP 403).
  case quotaProjectMissing(project: String)
  /// FCM refused the token because it lacks the messaging scope (HTTP 403
  /// `ACCESS_TOKEN_SCOPE_INSUFFICIENT`).
  case scopeInsufficient(kind: CredentialKind, project: String)

  public var description: String {
    switch self {
    case .notFound(let searched):
      return "No credentials found (looked at: \(searched.joined(separator: "; "))). "
        + "Run `gcloud auth application-default login`, or pass --credentials FILE (a "
        + "service-account key, gcloud user credentials, an impersonated_service_account or "
        + "external_account file). If your organisation blocks key downloads, impersonate: "
        + "`gcloud auth application-default login --impersonate-service-account "
        + "SA@PROJECT.iam.gserviceaccount.com`. `fcm-compose doctor` shows each step."
    case .fieldMissing(let path, let type, let field):
      return "\(path) (\(type)) has no \"\(field)\". Create the file again (for gcloud: "
        + "`gcloud auth application-default login`)."
    case .unsupported(let path, let what):
      return "\(path) is \(what), which fcm-compose does not support yet. Use a file- or "
        + "URL-sourced credential configuration, or print a token with "
        + "`access_token_command` in a profile."
    case .untrustedHost(let url, let host, let role):
      return "Refusing to send credentials to \(url) (\(role)): tokens and signed JWTs go only "
        + "to *.googleapis.com and loopback hosts. If \(host) is yours (a proxy or emulator), "
        + "pass --allow-endpoint \(host) or set allow_endpoint = \"\(host)\" in the profile."
    case .refreshRejected(let path, let status, let error, let description):
      let detail = description.isEmpty ? error : "\(error): \(description)"
      return "The user credentials in \(path) were refused (HTTP \(status) \(detail)). The "
        + "login has expired or was revoked: run `gcloud auth application-default login` again."
    case .impersonationRejected(let target, let status, let message):
      return "Impersonating \(target) failed (HTTP \(status): \(message)). The source account "
        + "needs roles/iam.serviceAccountTokenCreator on it: `gcloud iam service-accounts "
        + "add-iam-policy-binding \(target) --member=user:YOU@EXAMPLE.COM "
        + "--role=roles/iam.serviceAccountTokenCreator`; the IAM Credentials API must be "
        + "enabled (`gcloud services enable iamcredentials.googleapis.com`)."
    case .tokenExchangeRejected(let audience, let status, let error, let description):
      return "Google STS refused the external token for \(audience) (HTTP \(status) \(error): "
        + "\(description)). Check the workload identity pool provider (its attribute "
        + "condition and audience) and that the subject token is current."
    case .subjectTokenUnavailable(let source, let reason):
      return "Cannot read the external subject token from \(source): \(reason)."
    case .metadataServerFailed(let host, let reason):
      return "The metadata server at \(host) gave no access token (\(reason)). Check that a "
        + "service account is attached to this VM, Cloud Run service or GKE workload."
    case .malformedAccessToken(let source, let reason):
      return "The access token from \(source) is not a bearer token: \(reason). Run it by "
        + "hand and check it prints the token alone."
    case .commandTimedOut(let program, let seconds):
      return "The access_token_command `\(program) …` did not finish within "
        + "\(Int(seconds.rounded())) s and was stopped. Run it in a shell: it may be waiting "
        + "for input (a login prompt)."
    case .quotaProjectMissing(let project):
      return "FCM refused the user credentials: they need a quota project (HTTP 403). Run "
        + "`gcloud auth application-default set-quota-project \(project)`, or pass "
        + "--quota-project \(project) (or set quota_project in the profile). The account "
        + "needs serviceusage.services.use on it (roles/serviceusage.serviceUsageConsumer)."
    case .scopeInsufficient(let kind, let project):
      return "FCM refused the token: it lacks the firebase.messaging scope "
        + "(ACCESS_TOKEN_SCOPE_INSUFFICIENT). " + Self.scopeFix(kind, project: project)
    }
  }

  private static func scopeFix(_ kind: CredentialKind, project: String) -> String {
    switch kind {
    case .metadataServer:
      return "The VM's access scopes do not include it: stop the VM and run `gcloud compute "
        + "instances set-service-account VM --scopes=cloud-platform` (or give the workload "
        + "a service account with the scope), or use another credential."
    case .accessToken, .accessTokenCommand:
      return "Print a token with the scope, e.g. `gcloud auth application-default "
        + "print-access-token` after `\(OAuthScope.userLoginCommand)`."
    default:
      return "Log in again with the scope: `\(OAuthScope.userLoginCommand)`."
    }
  }
}

extension CredentialProblem {
  /// The credential problem behind an FCM 403, when it is one: user credentials without a
  /// quota project, or a token without the messaging scope.
  public static func explaining(_ info: FCMErrorInfo, kind: CredentialKind, project: String)
    -> CredentialProblem?
  {
    let message = info.message.lowercased()
    if message.contains("requires a quota project") || message.contains("x-goog-user-project") {
      return .quotaProjectMissing(project: project)
    }
    if message.contains("insufficient authentication scopes")
      || info.message.contains("ACCESS_TOKEN_SCOPE_INSUFFICIENT")
    {
      return .scopeInsufficient(kind: kind, project: project)
    }
    return nil
  }
}
