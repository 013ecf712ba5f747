import Foundation

/// `"type": "impersonated_service_account"` (written by `gcloud auth application-default
/// login --impersonate-service-account SA`): source credentials that may mint tokens for a
/// target service account through IAM Credentials `generateAccessToken`, optionally through a
/// chain of `delegates`. No key of the target is ever downloaded.
public struct ImpersonatedServiceAccount: Sendable, Equatable, CustomStringConvertible {
  /// The credentials that call IAM (`service_account` or `authorized_user`).
  public var source: CredentialFile
  /// `service_account_impersonation_url` (`…/serviceAccounts/EMAIL:generateAccessToken`).
  public var impersonationURL: String
  /// The account impersonated (from the URL).
  public var targetPrincipal: String
  /// `delegates`, in order.
  public var delegates: [String]
  /// `quota_project_id`, if any.
  public var quotaProjectID: String?

  public var description: String {
    "ImpersonatedServiceAccount(\(targetPrincipal), delegates: \(delegates.count), "
      + "source: \(source.kind.rawValue))"
  }

  static func from(json: [String: Any], displayPath: String) throws(SendError)
    -> ImpersonatedServiceAccount
  {
    let type = "impersonated_service_account"
    guard let sourceJSON = json["source_credentials"] as? [String: Any] else {
      throw .credential(
        .fieldMissing(path: displayPath, type: type, field: "source_credentials"))
    }
    guard let url = CredentialFile.string(json, "service_account_impersonation_url") else {
      throw .credential(
        .fieldMissing(path: displayPath, type: type, field: "service_account_impersonation_url"))
    }
    guard let target = targetPrincipal(in: url) else {
      throw .credentialsUnreadable(
        path: displayPath,
        reason: "service_account_impersonation_url does not end in "
          + "/serviceAccounts/EMAIL:generateAccessToken")
    }
    let sourceType = sourceJSON["type"] as? String
    guard sourceType == "service_account" || sourceType == "authorized_user" else {
      throw .credential(
        .unsupported(
          path: displayPath,
          what: "an impersonation whose source_credentials are of type "
            + "\"\(sourceType ?? "none")\" (service_account and authorized_user are supported)"))
    }
    return ImpersonatedServiceAccount(
      source: try CredentialFile.parse(json: sourceJSON, displayPath: displayPath),
      impersonationURL: url, targetPrincipal: target,
      delegates: (json["delegates"] as? [String]) ?? [],
      quotaProjectID: CredentialFile.string(json, "quota_project_id"))
  }

  /// The email between `/serviceAccounts/` (or the last `/`) and `:generateAccessToken`.
  static func targetPrincipal(in url: String) -> String? {
    guard let end = url.range(of: ":generateAccessToken", options: .backwards),
      let slash = url[..<end.lowerBound].lastIndex(of: "/")
    else { return nil }
    let target = String(url[url.index(after: slash)..<end.lowerBound])
    return target.isEmpty ? nil : target.removingPercentEncoding ?? target
  }

  func provider(
    displayPath: String, quotaProject: String?, context: CredentialContext
  ) throws(SendError) -> CachedAccessToken {
    let sourceProvider: any AccessTokenProvider
    switch source {
    case .serviceAccount(let account):
      sourceProvider = try ServiceAccountTokenProvider(
        account: account, displayPath: displayPath, transport: context.transport,
        clock: context.clock, timeout: context.timeout, scope: OAuthScope.iam,
        allowedHosts: context.allowedHosts)
    default:
      sourceProvider = try source.provider(
        displayPath: displayPath, quotaProject: nil, context: context)
    }
    let call = try IAMCredentialsCall(
      url: impersonationURL, target: targetPrincipal, delegates: delegates,
      role: "service_account_impersonation_url in \(displayPath)", context: context)
    return CachedAccessToken(
      kind: .impersonatedServiceAccount, quotaProject: quotaProject, clock: context.clock
    ) { () async throws(SendError) -> GrantedToken in
      try await call.generate(bearer: try await sourceProvider.accessToken())
    }
  }
}
