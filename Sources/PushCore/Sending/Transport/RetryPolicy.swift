/// When and how long to wait before retrying a send (FCM-SPEC §3.3).
///
/// Only HTTP 429, 500 and 503 and network failures are retried, never other 4xx. Delays grow
/// exponentially from `initialDelay` with "equal jitter" (half fixed, half random), are capped
/// at `maxDelay`, never undercut a `Retry-After`, and are at least `quotaWait` for
/// QUOTA_EXCEEDED. A `Retry-After` above `maxRetryAfter` gives up instead of waiting.
public struct RetryPolicy: Sendable, Equatable {
  /// Total attempts per recipient, the first included (SDKs: 1 + 4 retries).
  public var maxAttempts: Int
  /// First backoff delay in seconds.
  public var initialDelay: Double
  /// Longest backoff delay in seconds.
  public var maxDelay: Double
  /// Minimum wait after QUOTA_EXCEEDED (FCM asks for at least a minute).
  public var quotaWait: Double
  /// Longest `Retry-After` worth waiting for.
  public var maxRetryAfter: Double

  /// Creates a policy; the defaults match FCM's guidance.
  public init(
    maxAttempts: Int = 5, initialDelay: Double = 1, maxDelay: Double = 60,
    quotaWait: Double = 60, maxRetryAfter: Double = 600
  ) {
    self.maxAttempts = max(1, maxAttempts)
    self.initialDelay = initialDelay
    self.maxDelay = maxDelay
    self.quotaWait = quotaWait
    self.maxRetryAfter = maxRetryAfter
  }

  /// The default policy.
  public static let standard = RetryPolicy()

  /// True for the HTTP statuses worth retrying: 429, 500, 503.
  public static func isRetryable(httpStatus: Int) -> Bool {
    httpStatus == 429 || httpStatus == 500 || httpStatus == 503
  }

  /// Seconds to wait after failed attempt number `attempt` (1-based), or nil to give up.
  /// `random` is uniform in 0..<1 (injected for tests).
  public func delay(
    afterAttempt attempt: Int, retryAfter: Double?, quotaExceeded: Bool, random: Double
  ) -> Double? {
    guard attempt < maxAttempts else { return nil }
    if let retryAfter, retryAfter > maxRetryAfter { return nil }
    let exponent = Double(min(attempt - 1, 30))
    let backoff = min(maxDelay, initialDelay * pow2(exponent))
    var wait = backoff * (0.5 + 0.5 * min(max(random, 0), 1))
    if let retryAfter { wait = max(wait, retryAfter) }
    if quotaExceeded { wait = max(wait, quotaWait) }
    return wait
  }

  private func pow2(_ e: Double) -> Double {
    var r = 1.0
    for _ in 0..<Int(e) { r *= 2 }
    return r
  }
}
