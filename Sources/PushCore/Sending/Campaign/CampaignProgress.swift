/// A snapshot of a running campaign, cheap to copy: what a progress bar or the TUI shows.
public struct CampaignProgress: Sendable, Equatable {
  /// Recipients expected in this run (nil while unknown).
  public var total: Int?
  /// Recipients with a result in this run.
  public var done: Int
  /// Of those, accepted by FCM.
  public var sent: Int
  /// Of those, not delivered (rejected or failed).
  public var failed: Int
  /// Seconds since the campaign started.
  public var elapsed: Double

  /// Creates a snapshot.
  public init(total: Int?, done: Int = 0, sent: Int = 0, failed: Int = 0, elapsed: Double = 0) {
    self.total = total
    self.done = done
    self.sent = sent
    self.failed = failed
    self.elapsed = elapsed
  }

  /// Recipients per second so far.
  public var rate: Double { elapsed > 0 ? Double(done) / elapsed : 0 }

  /// Estimated seconds left, when the total and a rate are known.
  public var eta: Double? {
    guard let total, rate > 0 else { return nil }
    return Double(max(0, total - done)) / rate
  }

  /// Fraction done, 0…1, when the total is known.
  public var fraction: Double? {
    guard let total, total > 0 else { return nil }
    return min(1, Double(done) / Double(total))
  }
}
