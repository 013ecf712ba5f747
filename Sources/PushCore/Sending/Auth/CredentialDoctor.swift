import Foundation

/// Runs the credential chain one step at a time for `fcm-compose doctor` and the composer:
/// which credential was found and where, the account and type, the quota project, the project
/// and where it came from, the endpoint, a token, and a `validate_only` send of a tiny
/// message to a dummy token (FCM rejecting the dummy token itself proves the credential and
/// the permission; 401 and 403 do not). Stops at the first failure. Never reports a secret.
public struct CredentialDoctor: Sendable {
  /// The registration token of the dry run: FCM refuses it as invalid after checking auth.
  public static let dummyToken = "fcm-compose-doctor-dummy-registration-token"

  /// Where credentials come from.
  public var source: CredentialSource
  /// The FCM endpoint as given (checked here).
  public var endpoint: String
  /// What token providers need.
  public var context: CredentialContext

  /// Creates a doctor.
  public init(source: CredentialSource, endpoint: String, context: CredentialContext) {
    self.source = source
    self.endpoint = endpoint
    self.context = context
  }

  /// The report. `url(for:)` resolves credential paths as the caller does for sends.
  public func run(url: (String) -> URL) async -> DoctorReport {
    var report = DoctorReport()
    let credential: LocatedCredential
    do {
      credential = try await source.locate(url: url, context: context)
    } catch {
      report.steps.append(Self.credentialFailure(error))
      return report
    }
    report.steps.append(
      .init("Credential", .ok, "\(credential.kind.title) from \(credential.origin)"))
    report.steps.append(accountStep(credential))
    let project: LocatedCredential.Sourced
    do {
      project = try await source.project(for: credential, context: context)
    } catch {
      report.steps.append(
        .init(
          "Project", .failed, error.description,
          next: "fcm-compose doctor --project PROJECT_ID (or export GOOGLE_CLOUD_PROJECT=…)"))
      return report
    }
    report.steps.append(.init("Project", .ok, "\(project.value) (from \(project.origin))"))
    if let quota = quotaStep(credential, project: project.value) { report.steps.append(quota) }
    let url: String
    do {
      url = try EndpointURL.trusted(
        endpoint, role: "the FCM endpoint", allowedHosts: context.allowedHosts)
    } catch {
      report.steps.append(.init("Endpoint", .failed, error.description, next: Self.next(error)))
      return report
    }
    report.steps.append(.init("Endpoint", .ok, url))
    let token: String
    do {
      token = try await credential.tokens.accessToken()
    } catch {
      report.steps.append(
        .init("Access token", .failed, error.description, next: Self.next(error)))
      return report
    }
    report.steps.append(await tokenStep(credential, token: token, report: &report))
    report.steps.append(await dryRun(credential, project: project.value, endpoint: url))
    return report
  }

  /// "obtained", with the account and scopes `tokeninfo` reports for user credentials (the
  /// Account step gets the email; a token without FCM's scope is flagged before the dry run).
  private func tokenStep(
    _ credential: LocatedCredential, token: String, report: inout DoctorReport
  ) async -> DoctorReport.Step {
    guard let url = credential.tokenInfoURL,
      let info = await TokenInfo.lookup(token: token, url: url, context: context)
    else { return .init("Access token", .ok, "obtained (not shown)") }
    if let email = info.email, let index = report.steps.firstIndex(where: { $0.title == "Account" })
    {
      report.steps[index] = .init("Account", .ok, email)
    }
    if let scopes = info.scopes, !OAuthScope.allowsFCM(scopes) {
      return .init(
        "Access token", .warning,
        "obtained, but without the firebase.messaging or cloud-platform scope",
        next: OAuthScope.userLoginCommand)
    }
    return .init("Access token", .ok, "obtained (not shown)")
  }

  private func accountStep(_ credential: LocatedCredential) -> DoctorReport.Step {
    if let account = credential.account {
      return .init("Account", .ok, account)
    }
    switch credential.kind {
    case .authorizedUser:
      return .init("Account", .ok, "a Google user (gcloud did not record the email)")
    case .accessToken, .accessTokenCommand:
      return .init("Account", .ok, "whoever the token was issued to")
    default:
      return .init("Account", .warning, "unknown")
    }
  }

  private func quotaStep(_ credential: LocatedCredential, project: String) -> DoctorReport.Step? {
    if let quota = credential.quotaProject {
      return .init("Quota project", .ok, "\(quota.value) (from \(quota.origin))")
    }
    guard credential.kind == .authorizedUser else { return nil }
    return .init(
      "Quota project", .warning, "none: FCM refuses user credentials without one",
      next: "gcloud auth application-default set-quota-project \(project)")
  }

  private func dryRun(_ credential: LocatedCredential, project: String, endpoint: String) async
    -> DoctorReport.Step
  {
    let sender = FCMSender(
      project: project, endpoint: endpoint, tokens: credential.tokens,
      transport: context.transport,
      policy: RetryPolicy(maxAttempts: 2, initialDelay: 0.5, maxDelay: 1, quotaWait: 1),
      clock: context.clock, timeout: context.timeout)
    let body =
      "{\"validate_only\":true,\"message\":{\"token\":\(JSONWriter.quoted(Self.dummyToken)),"
      + "\"notification\":{\"title\":\"fcm-compose doctor\"}}}"
    let result = await sender.send(body: Array(body.utf8), to: .token(Self.dummyToken))
    let title = "Dry run"
    switch result.outcome {
    case .sent:
      return .init(title, .ok, "FCM accepted a validate_only message (nothing was delivered)")
    case .rejected(let info) where info.isTokenProblem || info.code == "UNREGISTERED":
      return .init(
        title, .ok,
        "FCM checked the credential and permission, then refused the dummy token "
          + "(\(info.code)), as expected; nothing was delivered")
    case .rejected(let info), .failed(let info):
      return .init(title, .failed, info.explanation)
    case .networkFailure(let error):
      return .init(
        title, .failed, "no answer from \(EndpointURL.host(of: endpoint)): \(error)",
        next: "check the network or proxy settings")
    case .aborted(let error):
      return .init(title, .failed, error.description, next: Self.next(error))
    }
  }

  /// The Credential step when none works. Nothing found at all (a new user's first run) is
  /// short lines: what to run first, the other ways, then where it looked.
  static func credentialFailure(_ error: SendError) -> DoctorReport.Step {
    guard case .credential(.notFound(let searched)) = error else {
      return .init("Credential", .failed, error.description, next: next(error))
    }
    return .init(
      "Credential", .failed, "none found", next: next(error),
      notes: [
        "  or --credentials FILE: a service-account key (Firebase console ›",
        "  Project settings › Service accounts › Generate new private key)",
        "Looked at:",
      ] + searched.map { "  " + $0 } + ["More: fcm-compose help credentials"])
  }

  /// The command that most likely fixes `error`.
  static func next(_ error: SendError) -> String? {
    switch error {
    case .credential(.notFound):
      return "gcloud auth application-default login"
    case .credential(.refreshRejected):
      return "gcloud auth application-default login"
    case .credential(.quotaProjectMissing(let project)):
      return "gcloud auth application-default set-quota-project \(project)"
    case .credential(.scopeInsufficient(let kind, _)):
      return kind == .metadataServer
        ? "gcloud compute instances set-service-account VM --scopes=cloud-platform"
        : OAuthScope.userLoginCommand
    case .credential(.impersonationRejected(let target, _, _)):
      return "gcloud iam service-accounts add-iam-policy-binding \(target) "
        + "--member=user:YOU@EXAMPLE.COM --role=roles/iam.serviceAccountTokenCreator"
    case .credential(.untrustedHost(_, let host, _)):
      return "fcm-compose doctor --allow-endpoint \(host)"
    case .permissionDenied(let project, _):
      return "gcloud projects add-iam-policy-binding \(project) --member=… "
        + "--role=roles/firebasecloudmessaging.admin"
    case .projectNotFound(let project, _):
      return "gcloud services enable fcm.googleapis.com --project \(project)"
    case .invalidGrantClockSkew:
      return "timedatectl set-ntp true"
    case .notServiceAccount, .legacyServerKey, .serviceAccountFieldMissing, .invalidPrivateKey:
      return "gcloud auth application-default login (or download a new key)"
    default:
      return nil
    }
  }
}
