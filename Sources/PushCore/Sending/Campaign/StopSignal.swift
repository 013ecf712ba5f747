import Synchronization

/// A graceful-stop request shared by a campaign's parts: no new recipients are started and
/// retry waits end early, while requests already in flight finish and are journaled.
///
/// (Cancelling the campaign's task is the hard stop: in-flight requests are abandoned and
/// their recipients end up "unconfirmed".)
public final class StopSignal: Sendable {
  private let flag = Atomic<Bool>(false)

  /// Creates a signal that is not raised.
  public init() {}

  /// Asks the campaign to stop.
  public func stop() { flag.store(true, ordering: .sequentiallyConsistent) }

  /// Whether a stop was requested.
  public var isStopping: Bool { flag.load(ordering: .sequentiallyConsistent) }

  /// Sleeps up to `seconds` in short slices, returning early (false) when a stop is requested.
  public func sleep(_ seconds: Double, clock: SendClock) async -> Bool {
    var remaining = seconds
    while remaining > 0 {
      if isStopping || Task.isCancelled { return false }
      let slice = min(remaining, 0.2)
      do { try await clock.sleep(slice) } catch { return false }
      remaining -= slice
    }
    return !isStopping
  }
}
