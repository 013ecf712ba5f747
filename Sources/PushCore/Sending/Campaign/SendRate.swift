/// A send rate: `200/s`, `600000/min` (`send --rate`).
public struct SendRate: Sendable, Hashable, CustomStringConvertible {
  /// Requests a second.
  public var perSecond: Double
  /// How the user wrote it (`200/s`).
  public var description: String

  /// The fastest rate accepted: FCM's default quota is 600,000 a minute.
  public static let maximumPerSecond = 100_000.0

  public init(perSecond: Double) {
    self.perSecond = perSecond
    description = perSecond == perSecond.rounded() ? "\(Int(perSecond))/s" : "\(perSecond)/s"
  }

  /// Reads `N/s`, `N/sec`, `N/min` or `N/m` (N may have a fraction); nil otherwise.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let n = Double(parts[0]), n.isFinite, n > 0 else { return nil }
    let seconds: Double
    switch parts[1].lowercased() {
    case "s", "sec", "second": seconds = 1
    case "m", "min", "minute": seconds = 60
    default: return nil
    }
    guard n / seconds <= Self.maximumPerSecond else { return nil }
    perSecond = n / seconds
    description = text
  }
}
