import Synchronization

/// When the recovery copy is due: a deadline each change moves, so a burst of typing keeps one
/// timer task asleep instead of starting one per keystroke (each a timer, thread wake-ups and a
/// later redraw for a change already superseded).
///
/// The runtime calls `move` on every change and starts a waiting task only when it returns
/// true; the task asks `next(at:)` until it says the copy is due.
final class RecoveryDeadline: Sendable {
  /// What the waiting task does next.
  enum Step: Equatable {
    /// Sleep this long, then ask again (the deadline moved meanwhile, or has not come).
    case wait(Duration)
    /// Post `.recoveryDue(generation:)`: the last change was this long ago.
    case fire(generation: Int)
  }

  private struct State {
    var generation = 0
    var due: ContinuousClock.Instant?
    var waiting = false
  }

  private let state = Mutex(State())

  /// Sets the deadline for `generation`; true when no task is waiting and one must start.
  func move(generation: Int, due: ContinuousClock.Instant) -> Bool {
    state.withLock { state in
      state.generation = generation
      state.due = due
      defer { state.waiting = true }
      return !state.waiting
    }
  }

  /// The waiting task's next step at `now`; after `.fire` the next change starts a new task.
  func next(at now: ContinuousClock.Instant) -> Step {
    state.withLock { state in
      guard let due = state.due, now < due else {
        state.due = nil
        state.waiting = false
        return .fire(generation: state.generation)
      }
      return .wait(due - now)
    }
  }
}
