import Foundation

/// Access tokens for a service account: signs an RS256 JWT, exchanges it at the key file's
/// `token_uri` (JWT-bearer grant, FCM-SPEC §4.3), caches the token and refreshes it shortly
/// before it expires. Concurrent callers share one exchange.
public struct ServiceAccountTokenProvider: AccessTokenProvider {
  private let cache: CachedAccessToken

  /// Prepares a provider; throws if the key cannot be loaded or `token_uri` is unusable or
  /// not trusted (see `EndpointURL.trusted`). `scope` is FCM's unless the token is for IAM.
  public init(
    account: ServiceAccount, displayPath: String, transport: any HTTPTransport,
    clock: SendClock = .live, timeout: Double = 30, scope: String = OAuthScope.messaging,
    quotaProject: String? = nil, allowedHosts: [String] = []
  ) throws(SendError) {
    let assertion = try JWTAssertion(account: account, displayPath: displayPath)
    let tokenURI = try EndpointURL.trusted(
      account.tokenURI, role: "token_uri in \(displayPath)", allowedHosts: allowedHosts)
    cache = CachedAccessToken(kind: .serviceAccount, quotaProject: quotaProject, clock: clock) {
      () async throws(SendError) -> GrantedToken in
      let jwt = try assertion.make(now: clock.now(), scope: scope)
      let request = HTTPRequest(
        url: tokenURI, headers: [TokenEndpoint.formHeader],
        body: TokenEndpoint.form([
          ("grant_type", "urn:ietf:params:oauth:grant-type:jwt-bearer"), ("assertion", jwt),
        ]), timeout: timeout)
      let response = try await TokenEndpoint.perform(request, transport: transport, clock: clock)
      guard response.status == 200 else { throw Self.failure(response) }
      return try TokenEndpoint.token(response, source: "the token server (\(tokenURI))")
    }
  }

  public var kind: CredentialKind { .serviceAccount }
  public var quotaProject: String? { cache.quotaProject }

  public func accessToken() async throws(SendError) -> String { try await cache.accessToken() }

  public func invalidate(_ token: String) async -> Bool { await cache.invalidate(token) }

  private static func failure(_ response: HTTPResponse) -> SendError {
    let (error, description) = TokenEndpoint.errorFields(response)
    let lowered = description.lowercased()
    if error == "invalid_grant",
      ["timeframe", "iat", "exp", "short-lived", "clock"].contains(where: lowered.contains)
    {
      return .invalidGrantClockSkew(description: description)
    }
    return .tokenExchangeFailed(status: response.status, error: error, description: description)
  }
}
