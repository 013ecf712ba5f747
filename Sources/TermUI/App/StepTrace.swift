import Glibc

/// When each part of the run loop's steps happened, for measuring where a keystroke's time
/// goes through a real terminal (`FCM_COMPOSE_TRACE`, `Tests/Benchmarks/keys_timeline.py`).
///
/// A `TerminalApp` given one marks every `Point` of each step with the trace's clock (the
/// executable passes `monotonic`: `CLOCK_MONOTONIC`, the clock an `LD_PRELOAD` shim sees
/// system calls with, so both line up). Marks go into storage reserved up front, so a mark
/// does not allocate; once `capacity` marks are kept, later ones are counted in `dropped`.
@MainActor
public final class StepTrace {
  /// The parts of a step, in the order a step that draws a frame passes them.
  public enum Point: String, CaseIterable, Sendable {
    /// The step began (the loop woke for input or an action).
    case stepStart = "step"
    /// The backend's pending events were read.
    case eventsRead = "events"
    /// Every event and inbox action was handled (keymap and reducer).
    case handled
    /// The frame is about to be rendered.
    case renderStart = "render"
    /// The app drew its state into the grid.
    case rendered
    /// The grid was compared with the frame on screen.
    case diffed
    /// The changes were handed to the backend (encoded for the terminal).
    case drawn
    /// The backend flushed the frame to the terminal.
    case flushed
    /// The step ended.
    case stepEnd = "end"
  }

  /// One mark: when (nanoseconds on the trace's clock) and which point.
  public struct Mark: Sendable, Hashable {
    public var nanoseconds: UInt64
    public var point: Point
  }

  /// The marks kept, oldest first.
  public private(set) var marks: [Mark] = []
  /// Marks not kept because `capacity` were kept already.
  public private(set) var dropped = 0
  private let capacity: Int
  private let clock: () -> UInt64

  /// A trace that keeps up to `capacity` marks taken with `clock` (nanoseconds).
  public init(capacity: Int = 200_000, clock: @escaping () -> UInt64) {
    self.capacity = max(0, capacity)
    self.clock = clock
    marks.reserveCapacity(self.capacity)
  }

  /// Records `point` now.
  public func mark(_ point: Point) {
    guard marks.count < capacity else {
      dropped += 1
      return
    }
    marks.append(Mark(nanoseconds: clock(), point: point))
  }

  /// The marks as text, a line each: seconds with nine decimals, a space, the point's name
  /// (`12.000000150 step`); then `# dropped N` when some were not kept.
  public var text: String {
    var lines = marks.map { mark in
      let fraction = String(mark.nanoseconds % 1_000_000_000)
      let padded = String(repeating: "0", count: 9 - fraction.count) + fraction
      return "\(mark.nanoseconds / 1_000_000_000).\(padded) \(mark.point.rawValue)\n"
    }
    if dropped > 0 { lines.append("# dropped \(dropped)\n") }
    return lines.joined()
  }

  /// `CLOCK_MONOTONIC` in nanoseconds (Python's `time.monotonic()`, in other units).
  public nonisolated static func monotonic() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
  }
}
