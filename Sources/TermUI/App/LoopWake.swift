/// How a backend tells the run loop that `pollEvents` may have something to return.
///
/// `callAsFunction` (from any thread) schedules a step on the main actor, collapsing with one
/// already scheduled. `now` is for a backend's main-thread input handler (a `MainLoop` watch):
/// it runs the step at once, in the same loop iteration, without a task, its enqueue on the
/// main queue and the eventfd round trip that wakes it (about a twentieth of a keystroke's
/// latency through a pty); inside a step, or with one scheduled, it schedules instead.
public struct LoopWake: Sendable {
  private let schedule: @Sendable () -> Void
  private let step: @MainActor @Sendable () -> Void

  /// A wake-up that schedules with `schedule` and steps with `now`.
  public init(
    schedule: @escaping @Sendable () -> Void, now: @escaping @MainActor @Sendable () -> Void
  ) {
    self.schedule = schedule
    self.step = now
  }

  /// A wake-up whose `now` schedules too (a loop that only steps in tasks).
  public init(_ schedule: @escaping @Sendable () -> Void) {
    self.init(schedule: schedule, now: schedule)
  }

  /// Schedules a step (from any thread).
  public func callAsFunction() { schedule() }

  /// Steps now, on the main actor (see the type's documentation).
  @MainActor public func now() { step() }
}
