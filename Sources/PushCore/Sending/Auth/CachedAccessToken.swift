import Foundation

/// Caches the tokens a credential fetches: refreshed 5 minutes before expiry (or halfway
/// through a short-lived token), one fetch shared by concurrent callers, dropped when FCM
/// refuses it. Every credential type but fixed tokens goes through this.
public actor CachedAccessToken: AccessTokenProvider {
  /// Fetches a fresh token.
  public typealias Fetch = @Sendable () async throws(SendError) -> GrantedToken

  public nonisolated let kind: CredentialKind
  public nonisolated let quotaProject: String?
  private let fetch: Fetch
  private let clock: SendClock
  private var cached: (token: String, refreshAt: Double)?
  private var inFlight: Task<(String, Double), any Error>?

  /// A cache around `fetch`.
  public init(
    kind: CredentialKind, quotaProject: String? = nil, clock: SendClock = .live,
    fetch: @escaping Fetch
  ) {
    self.kind = kind
    self.quotaProject = quotaProject
    self.clock = clock
    self.fetch = fetch
  }

  public func accessToken() async throws(SendError) -> String {
    if let cached, clock.uptime() < cached.refreshAt { return cached.token }
    let task: Task<(String, Double), any Error>
    if let inFlight {
      task = inFlight
    } else {
      let fetch = self.fetch
      let clock = self.clock
      task = Task {
        let started = clock.uptime()
        let granted = try await fetch()
        let margin = min(300, granted.expiresIn / 2)
        return (granted.token, started + granted.expiresIn - margin)
      }
      inFlight = task
    }
    do {
      let (token, refreshAt) = try await task.value
      cached = (token, refreshAt)
      inFlight = nil
      return token
    } catch {
      inFlight = nil
      throw (error as? SendError) ?? .network(host: "token server", reason: "\(error)")
    }
  }

  public func invalidate(_ token: String) async -> Bool {
    if cached?.token == token { cached = nil }
    return true
  }
}
