import Foundation

/// User credentials (`"type": "authorized_user"`), as `gcloud auth application-default
/// login` writes them: an OAuth client and a refresh token. The secrets are kept only to ask
/// for tokens: `description` never shows them.
public struct AuthorizedUser: Sendable, Equatable, CustomStringConvertible {
  /// The OAuth client id.
  public var clientID: String
  /// The OAuth client secret. Never printed.
  public var clientSecret: String
  /// The refresh token. Never printed.
  public var refreshToken: String
  /// Where tokens are refreshed (`token_uri`, default Google's).
  public var tokenURI: String
  /// `quota_project_id`, sent as `x-goog-user-project` unless overridden.
  public var quotaProjectID: String?
  /// `account` (gcloud writes the email there when it knows it).
  public var account: String?

  /// Creates user credentials from their parts.
  public init(
    clientID: String, clientSecret: String, refreshToken: String,
    tokenURI: String = ServiceAccount.googleTokenURI, quotaProjectID: String? = nil,
    account: String? = nil
  ) {
    self.clientID = clientID
    self.clientSecret = clientSecret
    self.refreshToken = refreshToken
    self.tokenURI = tokenURI
    self.quotaProjectID = quotaProjectID
    self.account = account
  }

  public var description: String {
    "AuthorizedUser(client \(clientID), quota project: \(quotaProjectID ?? "none"), "
      + "secret: <redacted>, refresh token: <redacted>)"
  }

  /// Reads the fields of a parsed file (or of an impersonation file's `source_credentials`).
  static func from(json: [String: Any], displayPath: String) throws(SendError) -> AuthorizedUser {
    func field(_ name: String) throws(SendError) -> String {
      guard let value = json[name] as? String, !value.isEmpty else {
        throw .credential(.fieldMissing(path: displayPath, type: "authorized_user", field: name))
      }
      return value
    }
    return AuthorizedUser(
      clientID: try field("client_id"), clientSecret: try field("client_secret"),
      refreshToken: try field("refresh_token"),
      tokenURI: CredentialFile.string(json, "token_uri") ?? ServiceAccount.googleTokenURI,
      quotaProjectID: CredentialFile.string(json, "quota_project_id"),
      account: CredentialFile.string(json, "account"))
  }

  /// A provider running the refresh-token grant at `token_uri` (no `scope`: the token has
  /// the scopes granted at login, as google-auth does for user credentials).
  func provider(
    displayPath: String, quotaProject: String?, context: CredentialContext
  ) throws(SendError) -> CachedAccessToken {
    let url = try EndpointURL.trusted(
      tokenURI, role: "token_uri in \(displayPath)", allowedHosts: context.allowedHosts)
    let user = self
    return CachedAccessToken(
      kind: .authorizedUser, quotaProject: quotaProject, clock: context.clock
    ) { () async throws(SendError) -> GrantedToken in
      let request = HTTPRequest(
        url: url, headers: [TokenEndpoint.formHeader],
        body: TokenEndpoint.form([
          ("grant_type", "refresh_token"), ("client_id", user.clientID),
          ("client_secret", user.clientSecret), ("refresh_token", user.refreshToken),
        ]), timeout: context.timeout)
      let response = try await TokenEndpoint.perform(
        request, transport: context.transport, clock: context.clock)
      guard response.status == 200 else {
        let (error, description) = TokenEndpoint.errorFields(response)
        throw .credential(
          .refreshRejected(
            path: displayPath, status: response.status, error: error, description: description))
      }
      return try TokenEndpoint.token(response, source: "the token server (\(url))")
    }
  }
}
