import Foundation
import PushCore

/// Credential files of every ADC type pointing at the fake server (fake_auth.py), and what
/// the server saw on its auth endpoints.
extension FakeFCMServer {
  /// The fake's user client (its defaults in fake_auth.py); the secrets are test-only.
  public static let userClientID = "fake-client.apps.googleusercontent.com"
  /// See `userClientID`.
  public static let userClientSecret = "fake-client-secret-d0n0tprint"
  /// See `userClientID`.
  public static let userRefreshToken = "1//fake-refresh-token-d0n0tprint"
  /// The subject token STS accepts.
  public static let subjectToken = "fake-subject-token-d0n0tprint"
  /// The account the metadata server reports.
  public static let metadataEmail = "vm-sa@demo-project.iam.gserviceaccount.com"
  /// An account to impersonate.
  public static let targetAccount = "fcm-sender@demo-project.iam.gserviceaccount.com"

  /// Writes `json` to `name` in the server's directory and returns the path.
  @discardableResult
  public func writeFile(_ name: String, _ json: String) throws -> String {
    let path = directory.appendingPathComponent(name).path
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// gcloud user credentials whose `token_uri` is this server.
  public func authorizedUserJSON(quotaProject: String? = nil) -> String {
    let quota = quotaProject.map { ",\n  \"quota_project_id\": \"\($0)\"" } ?? ""
    return """
      {
        "type": "authorized_user",
        "client_id": "\(Self.userClientID)",
        "client_secret": "\(Self.userClientSecret)",
        "refresh_token": "\(Self.userRefreshToken)",
        "token_uri": "\(baseURL)/token"\(quota)
      }
      """
  }

  /// An impersonation file with `source` (JSON text) as its source credentials.
  public func impersonatedJSON(
    source: String, target: String = targetAccount, delegates: [String] = [],
    quotaProject: String? = nil
  ) -> String {
    let list = delegates.map { "\"\($0)\"" }.joined(separator: ", ")
    let quota = quotaProject.map { ",\n  \"quota_project_id\": \"\($0)\"" } ?? ""
    return """
      {
        "type": "impersonated_service_account",
        "service_account_impersonation_url": "\(baseURL)/v1/projects/-/serviceAccounts/\(target):generateAccessToken",
        "delegates": [\(list)],
        "source_credentials": \(source)\(quota)
      }
      """
  }

  /// The service-account key's JSON text.
  public func serviceAccountJSON() throws -> String {
    try String(contentsOfFile: serviceAccountPath, encoding: .utf8)
  }

  /// A file-sourced external account reading `subjectFile`, optionally impersonating.
  public func externalAccountJSON(subjectFile: String, impersonate: String? = nil) -> String {
    let impersonation =
      impersonate.map {
        ",\n  \"service_account_impersonation_url\": "
          + "\"\(baseURL)/v1/projects/-/serviceAccounts/\($0):generateAccessToken\""
      } ?? ""
    return """
      {
        "type": "external_account",
        "audience": "//iam.googleapis.com/projects/123/locations/global/workloadIdentityPools/pool/providers/gh",
        "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
        "token_url": "\(baseURL)/v1/token",
        "credential_source": {"file": "\(subjectFile)"}\(impersonation)
      }
      """
  }

  /// Environment variables that make this server the metadata server.
  public var metadataEnvironment: [String: String] {
    let hostPort = String(baseURL.dropFirst("http://".count))
    return ["GCE_METADATA_HOST": hostPort, "GCE_METADATA_IP": hostPort]
  }

  /// Every request the auth endpoints saw, as JSON objects (`endpoint`: refresh, sts, iam,
  /// metadata).
  public func authRequests() async throws -> [[String: Any]] {
    let response = try await CurlTransport(maxConnections: 1).perform(
      HTTPRequest(url: baseURL + "/__admin/auth", method: "GET", timeout: 10))
    let json = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
    return json?["requests"] as? [[String: Any]] ?? []
  }

  /// The `x-goog-user-project` of each send request, in order (nil when absent).
  public func userProjects() async throws -> [String?] {
    let response = try await CurlTransport(maxConnections: 1).perform(
      HTTPRequest(url: baseURL + "/__admin/requests", method: "GET", timeout: 10))
    let json = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
    return (json?["requests"] as? [[String: Any]] ?? []).map { $0["user_project"] as? String }
  }
}
