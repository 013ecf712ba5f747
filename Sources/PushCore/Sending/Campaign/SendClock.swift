import Foundation

/// Time as the send backend sees it: the wall clock (JWT `iat`, Retry-After dates), a
/// monotonic clock and sleeping. Injected so tests run retries and expiry without waiting.
public struct SendClock: Sendable {
  /// Wall-clock time.
  public var now: @Sendable () -> Date
  /// Monotonic seconds (only differences matter).
  public var uptime: @Sendable () -> Double
  /// Sleeps for the given seconds (throws when the task is cancelled).
  public var sleep: @Sendable (Double) async throws -> Void

  /// Creates a clock from its parts.
  public init(
    now: @escaping @Sendable () -> Date,
    uptime: @escaping @Sendable () -> Double,
    sleep: @escaping @Sendable (Double) async throws -> Void
  ) {
    self.now = now
    self.uptime = uptime
    self.sleep = sleep
  }

  /// The real clock.
  public static let live = SendClock(
    now: { Date() },
    uptime: { ProcessInfo.processInfo.systemUptime },
    sleep: { seconds in
      guard seconds > 0 else { return }
      try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    })
}
