import Foundation

/// `"type": "external_account"`: workload identity federation. A subject token from another
/// identity provider (read from a file or a URL) is exchanged at Google STS for a federated
/// token, which is used directly or to impersonate a service account.
public struct ExternalAccount: Sendable, Equatable, CustomStringConvertible {
  /// Google STS, the default `token_url`.
  public static let defaultTokenURL = "https://sts.googleapis.com/v1/token"

  /// Where the subject token comes from.
  public enum SubjectSource: Sendable, Equatable {
    /// A file; `field` set for JSON files (`format.subject_token_field_name`).
    case file(path: String, field: String?)
    /// A URL fetched with `headers`; `field` as for files.
    case url(String, headers: [String: String], field: String?)
  }

  /// `audience`: the workload identity pool provider.
  public var audience: String
  /// `subject_token_type` (`urn:ietf:params:oauth:token-type:jwt`, …).
  public var subjectTokenType: String
  /// `token_url` (default Google STS).
  public var tokenURL: String
  /// `service_account_impersonation_url`, if the federated token impersonates.
  public var impersonationURL: String?
  /// `service_account_impersonation.token_lifetime_seconds` (default 3600).
  public var tokenLifetime: Int
  /// The subject token's source.
  public var source: SubjectSource
  /// `client_id` and `client_secret` for STS basic authentication, if given. Never printed.
  public var clientID: String?
  /// See `clientID`.
  public var clientSecret: String?
  /// `quota_project_id`, if any.
  public var quotaProjectID: String?
  /// `workforce_pool_user_project`, sent as STS `options.userProject` for workforce pools.
  public var workforcePoolUserProject: String?

  public var description: String {
    "ExternalAccount(\(audience), impersonating: \(impersonatedAccount ?? "none"), "
      + "client secret: \(clientSecret == nil ? "none" : "<redacted>"))"
  }

  /// The impersonated service account, if any.
  public var impersonatedAccount: String? {
    impersonationURL.flatMap(ImpersonatedServiceAccount.targetPrincipal(in:))
  }

  static func from(json: [String: Any], displayPath: String) throws(SendError) -> ExternalAccount {
    let type = "external_account"
    func required(_ name: String) throws(SendError) -> String {
      guard let value = CredentialFile.string(json, name) else {
        throw .credential(.fieldMissing(path: displayPath, type: type, field: name))
      }
      return value
    }
    let audience = try required("audience")
    let tokenType = try required("subject_token_type")
    guard let credentialSource = json["credential_source"] as? [String: Any] else {
      throw .credential(.fieldMissing(path: displayPath, type: type, field: "credential_source"))
    }
    if tokenType == "urn:ietf:params:aws:token-type:aws4_request"
      || (credentialSource["environment_id"] as? String)?.hasPrefix("aws") == true
    {
      throw .credential(.unsupported(path: displayPath, what: "an AWS external_account"))
    }
    if credentialSource["executable"] != nil {
      throw .credential(
        .unsupported(path: displayPath, what: "an executable-sourced external_account"))
    }
    let format = credentialSource["format"] as? [String: Any]
    var field: String?
    if (format?["type"] as? String) == "json" {
      guard let name = CredentialFile.string(format ?? [:], "subject_token_field_name") else {
        throw .credential(
          .fieldMissing(
            path: displayPath, type: type,
            field: "credential_source.format.subject_token_field_name"))
      }
      field = name
    }
    let source: SubjectSource
    if let file = CredentialFile.string(credentialSource, "file") {
      source = .file(path: file, field: field)
    } else if let url = CredentialFile.string(credentialSource, "url") {
      let headers = (credentialSource["headers"] as? [String: Any] ?? [:]).compactMapValues {
        $0 as? String
      }
      source = .url(url, headers: headers, field: field)
    } else {
      throw .credential(
        .fieldMissing(path: displayPath, type: type, field: "credential_source.file or .url"))
    }
    let lifetime =
      ((json["service_account_impersonation"] as? [String: Any])?["token_lifetime_seconds"]
      as? NSNumber)?.intValue ?? 3600
    return ExternalAccount(
      audience: audience, subjectTokenType: tokenType,
      tokenURL: CredentialFile.string(json, "token_url") ?? defaultTokenURL,
      impersonationURL: CredentialFile.string(json, "service_account_impersonation_url"),
      tokenLifetime: lifetime, source: source,
      clientID: CredentialFile.string(json, "client_id"),
      clientSecret: CredentialFile.string(json, "client_secret"),
      quotaProjectID: CredentialFile.string(json, "quota_project_id"),
      workforcePoolUserProject: CredentialFile.string(json, "workforce_pool_user_project"))
  }

  func provider(
    displayPath: String, quotaProject: String?, context: CredentialContext
  ) throws(SendError) -> CachedAccessToken {
    let stsURL = try EndpointURL.trusted(
      tokenURL, role: "token_url in \(displayPath)", allowedHosts: context.allowedHosts)
    let impersonation = try impersonationURL.map { url throws(SendError) in
      try IAMCredentialsCall(
        url: url, target: impersonatedAccount ?? url, delegates: [], lifetime: tokenLifetime,
        role: "service_account_impersonation_url in \(displayPath)", context: context)
    }
    let exchange = STSExchange(account: self, url: stsURL, context: context)
    return CachedAccessToken(
      kind: .externalAccount, quotaProject: quotaProject, clock: context.clock
    ) { () async throws(SendError) -> GrantedToken in
      let subject = try await SubjectTokenReader(source: exchange.account.source, context: context)
        .read()
      let federated = try await exchange.exchange(
        subject: subject,
        scope: impersonation == nil ? context.scope : OAuthScope.cloudPlatform)
      guard let impersonation else { return federated }
      return try await impersonation.generate(bearer: federated.token)
    }
  }
}
