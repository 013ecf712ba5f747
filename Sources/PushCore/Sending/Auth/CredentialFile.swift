import Foundation

/// A credentials JSON file of any type Google's client libraries read through Application
/// Default Credentials (`service_account`, `authorized_user`, `impersonated_service_account`,
/// `external_account`), parsed and checked. Files that are something else (a legacy server key,
/// `google-services.json`, a plist) are explained by name.
public indirect enum CredentialFile: Sendable, Equatable {
  /// A service-account key.
  case serviceAccount(ServiceAccount)
  /// gcloud user credentials.
  case authorizedUser(AuthorizedUser)
  /// A service account impersonated with other credentials.
  case impersonated(ImpersonatedServiceAccount)
  /// Workload identity federation.
  case externalAccount(ExternalAccount)

  /// Loads and parses a file.
  public static func load(contentsOf url: URL, displayPath: String) throws(SendError)
    -> CredentialFile
  {
    try parse(CredentialFile.read(url, displayPath: displayPath), displayPath: displayPath)
  }

  /// The bytes of a credentials file, or why it cannot be read (every credential type's
  /// loader reads through here).
  static func read(_ url: URL, displayPath: String) throws(SendError) -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      let reason =
        FileManager.default.fileExists(atPath: url.path) ? "permission denied" : "no such file"
      throw .credentialsUnreadable(path: displayPath, reason: reason)
    }
  }

  /// Parses file bytes; see `load(contentsOf:displayPath:)`.
  public static func parse(_ data: Data, displayPath: String) throws(SendError) -> CredentialFile {
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      // The service-account parser names legacy keys and plists.
      _ = try ServiceAccount.parse(data, displayPath: displayPath)
      throw .credentialsUnreadable(path: displayPath, reason: "not a JSON credentials file")
    }
    return try parse(json: json, displayPath: displayPath)
  }

  static func parse(json: [String: Any], displayPath: String) throws(SendError) -> CredentialFile {
    let type = json["type"] as? String
    switch type {
    case "service_account"?:
      return .serviceAccount(try ServiceAccount.from(json: json, displayPath: displayPath))
    case "authorized_user"?:
      return .authorizedUser(try AuthorizedUser.from(json: json, displayPath: displayPath))
    case "impersonated_service_account"?:
      return .impersonated(
        try ImpersonatedServiceAccount.from(json: json, displayPath: displayPath))
    case "external_account"?:
      return .externalAccount(try ExternalAccount.from(json: json, displayPath: displayPath))
    case "external_account_authorized_user"?:
      throw .credential(
        .unsupported(
          path: displayPath,
          what: "an external_account_authorized_user file (a workforce "
            + "identity federation login)"))
    case "gdch_service_account"?:
      throw .credential(
        .unsupported(path: displayPath, what: "a Google Distributed Cloud Hosted service account"))
    default:
      throw ServiceAccount.notServiceAccount(json, type: type, displayPath: displayPath)
    }
  }

  /// The kind of credential.
  public var kind: CredentialKind {
    switch self {
    case .serviceAccount: .serviceAccount
    case .authorizedUser: .authorizedUser
    case .impersonated: .impersonatedServiceAccount
    case .externalAccount: .externalAccount
    }
  }

  /// The account tokens are issued to, when the file says (an email address).
  public var account: String? {
    switch self {
    case .serviceAccount(let account): account.clientEmail
    case .authorizedUser(let user): user.account
    case .impersonated(let file): file.targetPrincipal
    case .externalAccount(let external): external.impersonatedAccount
    }
  }

  /// The file's `project_id` (service accounts only).
  public var projectID: String? {
    if case .serviceAccount(let account) = self { return account.projectID }
    return nil
  }

  /// The file's `quota_project_id`, if any.
  public var quotaProjectID: String? {
    switch self {
    case .serviceAccount: nil
    case .authorizedUser(let user): user.quotaProjectID
    case .impersonated(let file): file.quotaProjectID
    case .externalAccount(let external): external.quotaProjectID
    }
  }

  /// A provider of FCM tokens for this file.
  public func provider(
    displayPath: String, quotaProject: String?, context: CredentialContext
  ) throws(SendError) -> any AccessTokenProvider {
    switch self {
    case .serviceAccount(let account):
      return try ServiceAccountTokenProvider(
        account: account, displayPath: displayPath, transport: context.transport,
        clock: context.clock, timeout: context.timeout, scope: context.scope,
        quotaProject: quotaProject, allowedHosts: context.allowedHosts)
    case .authorizedUser(let user):
      return try user.provider(
        displayPath: displayPath, quotaProject: quotaProject, context: context)
    case .impersonated(let file):
      return try file.provider(
        displayPath: displayPath, quotaProject: quotaProject, context: context)
    case .externalAccount(let external):
      return try external.provider(
        displayPath: displayPath, quotaProject: quotaProject, context: context)
    }
  }

  /// A non-empty string field.
  static func string(_ json: [String: Any], _ key: String) -> String? {
    (json[key] as? String).flatMap { $0.isEmpty ? nil : $0 }
  }
}
