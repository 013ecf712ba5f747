import Synchronization

/// Spreads requests evenly at a rate (`send --rate`): each request takes the next free slot,
/// one interval after the last slot given, so requests never bunch up. It is a token bucket
/// that holds one token: time spent idle or paused earns no burst, so after a pause (a 429,
/// a quota wait, a slow server) sending resumes at the rate, never above it.
///
/// With a ramp the rate climbs in a straight line from a tenth of it (at least 1 a second)
/// to the full rate over the ramp's seconds, counted from the first request.
public final class RatePacer: Sendable {
  /// The rate it reaches.
  public let rate: SendRate
  /// Seconds from the first request to the full rate (0: full rate at once).
  public let ramp: Double
  private let clock: SendClock
  private let state = Mutex<Slots>(Slots())

  private struct Slots {
    var start: Double?
    var next: Double?
  }

  public init(rate: SendRate, ramp: Double = 0, clock: SendClock = .live) {
    self.rate = rate
    self.ramp = max(0, ramp)
    self.clock = clock
  }

  /// Requests a second `elapsed` seconds after the first request.
  public func perSecond(after elapsed: Double) -> Double {
    guard ramp > 0, elapsed < ramp else { return rate.perSecond }
    let low = min(rate.perSecond, max(1, rate.perSecond / 10))
    return low + (rate.perSecond - low) * max(0, elapsed) / ramp
  }

  /// The rate right now (for progress lines).
  public var currentPerSecond: Double {
    let start = state.withLock { $0.start }
    return perSecond(after: start.map { clock.uptime() - $0 } ?? 0)
  }

  /// Waits for the next slot; false when `stop` is raised first (the slot is then unused).
  public func admit(stop: StopSignal) async -> Bool {
    let wait = state.withLock { slots -> Double in
      let now = clock.uptime()
      let start = slots.start ?? now
      slots.start = start
      let slot = max(slots.next ?? now, now)
      slots.next = slot + 1 / perSecond(after: slot - start)
      return slot - now
    }
    if wait <= 0 { return !stop.isStopping }
    return await stop.sleep(wait, clock: clock)
  }
}
