import Foundation

/// Access tokens for a service account: signs an RS256 JWT, exchanges it at the key file's
/// `token_uri` (JWT-bearer grant), caches the token and refreshes it shortly before it expires.
/// Concurrent callers share one exchange.
public actor ServiceAccountTokenProvider: AccessTokenProvider {
  private let assertion: JWTAssertion
  private let tokenURI: String
  private let transport: any HTTPTransport
  private let clock: SendClock
  private let timeout: Double
  private var cached: (token: String, refreshAt: Double)?
  private var inFlight: Task<(String, Double), any Error>?

  /// Prepares a provider; throws if the key cannot be loaded or `token_uri` is unusable.
  public init(
    account: ServiceAccount, displayPath: String, transport: any HTTPTransport,
    clock: SendClock = .live, timeout: Double = 30
  ) throws(SendError) {
    assertion = try JWTAssertion(account: account, displayPath: displayPath)
    tokenURI = try EndpointURL.validated(account.tokenURI)
    self.transport = transport
    self.clock = clock
    self.timeout = timeout
  }

  public func accessToken() async throws(SendError) -> String {
    if let cached, clock.uptime() < cached.refreshAt { return cached.token }
    let task: Task<(String, Double), any Error>
    if let inFlight {
      task = inFlight
    } else {
      task = Task { try await self.exchange() }
      inFlight = task
    }
    do {
      let (token, refreshAt) = try await task.value
      cached = (token, refreshAt)
      inFlight = nil
      return token
    } catch {
      inFlight = nil
      throw (error as? SendError)
        ?? .network(host: EndpointURL.host(of: tokenURI), reason: "\(error)")
    }
  }

  public func invalidate(_ token: String) async -> Bool {
    if cached?.token == token { cached = nil }
    return true
  }

  private func exchange() async throws(SendError) -> (String, Double) {
    let jwt = try assertion.make(now: clock.now())
    let form = "grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=" + jwt
    let request = HTTPRequest(
      url: tokenURI, headers: ["Content-Type: application/x-www-form-urlencoded"],
      body: Array(form.utf8), timeout: timeout)
    let started = clock.uptime()
    var lastError = TransportError.notSent("no attempt")
    for attempt in 1...3 {
      do {
        let response = try await transport.perform(request)
        if response.status >= 500, attempt < 3 {
          try? await clock.sleep(0.5 * Double(attempt))
          continue
        }
        return try Self.parse(response, startedAt: started)
      } catch let error as TransportError {
        lastError = error
        if error == .cancelled || attempt == 3 { break }
        try? await clock.sleep(0.5 * Double(attempt))
      } catch let error as SendError {
        throw error
      } catch {
        break
      }
    }
    throw .network(host: EndpointURL.host(of: tokenURI), reason: lastError.description)
  }

  private static func parse(_ response: HTTPResponse, startedAt: Double) throws(SendError)
    -> (String, Double)
  {
    let json = (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any]
    guard response.status == 200 else {
      let error = json?["error"] as? String ?? "HTTP \(response.status)"
      let description = json?["error_description"] as? String ?? ""
      let lowered = description.lowercased()
      if error == "invalid_grant",
        ["timeframe", "iat", "exp", "short-lived", "clock"].contains(where: lowered.contains)
      {
        throw .invalidGrantClockSkew(description: description)
      }
      throw .tokenExchangeFailed(status: response.status, error: error, description: description)
    }
    guard let token = json?["access_token"] as? String, !token.isEmpty else {
      throw .tokenExchangeFailed(
        status: 200, error: "no access_token", description: "unexpected token response")
    }
    let expiresIn: Double
    switch json?["expires_in"] {
    case let n as NSNumber: expiresIn = n.doubleValue
    case let s as String: expiresIn = Double(s) ?? 3600
    default: expiresIn = 3600
    }
    // Refresh 5 minutes early, or halfway through a short-lived token.
    let margin = min(300, expiresIn / 2)
    return (token, startedAt + expiresIn - margin)
  }
}
