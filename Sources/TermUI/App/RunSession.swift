import Synchronization

/// One `TerminalApp.run`: the app's closures, and the wake-up that runs a `step` for them.
///
/// A wake-up (from any thread) starts a main-actor task that steps the app; wake-ups that come
/// while one is scheduled collapse into it. The task is enqueued straight on the main actor, so
/// it runs in the same `MainLoop` iteration, on the main thread. (Resuming a suspended `run`
/// instead, as an `AsyncStream` or a continuation does, goes through the global pool first: one
/// more thread woken per key.) A key the main loop reads steps at once, without a task
/// (`wakeOnMainThread`, `LoopWake.now`).
@MainActor
final class RunSession<Action: Sendable> {
  private weak var app: TerminalApp<Action>?
  private var handle: ((AppInput<Action>) -> LoopControl)?
  private var render: ((inout Buffer) -> Position?)?
  private var finished: CheckedContinuation<RunOutcome, Never>?
  private var outcome: RunOutcome?
  private nonisolated let isScheduled = Atomic<Bool>(false)
  private var isStepping = false
  private nonisolated let isCancelled = Atomic<Bool>(false)

  init(
    app: TerminalApp<Action>, handle: @escaping (AppInput<Action>) -> LoopControl,
    render: @escaping (inout Buffer) -> Position?
  ) {
    self.app = app
    self.handle = handle
    self.render = render
  }

  /// Schedules a step on the main actor unless one is scheduled already.
  nonisolated func wake() {
    guard !isScheduled.exchange(true, ordering: .acquiringAndReleasing) else { return }
    Task { @MainActor in self.stepAfterWake() }
  }

  /// Steps now: for a handler the main loop calls on this thread between steps (a key read),
  /// so the step runs without a task. Inside a step, or with one scheduled, it schedules.
  func wakeOnMainThread() {
    guard !isStepping, !isScheduled.load(ordering: .acquiring) else { return wake() }
    _ = step()
  }

  /// Ends the session with `.quit` at the next step.
  nonisolated func cancel() {
    isCancelled.store(true, ordering: .sequentiallyConsistent)
    wake()
  }

  /// Steps the app now; returns the outcome when it stopped.
  func step() -> RunOutcome? {
    guard outcome == nil else { return outcome }
    guard let app, let handle, let render else { return finish(.quit) }
    if isCancelled.load(ordering: .sequentiallyConsistent) { return finish(.quit) }
    isStepping = true
    defer { isStepping = false }
    guard let result = app.step(handle: handle, render: render) else { return nil }
    return finish(result)
  }

  /// Suspends until a step stops the app.
  func waitForOutcome() async -> RunOutcome {
    if let outcome { return outcome }
    return await withCheckedContinuation { finished = $0 }
  }

  private func stepAfterWake() {
    isScheduled.store(false, ordering: .sequentiallyConsistent)
    _ = step()
  }

  /// Records the outcome, lets go of the app's closures and resumes `waitForOutcome`.
  private func finish(_ result: RunOutcome) -> RunOutcome {
    outcome = result
    handle = nil
    render = nil
    finished?.resume(returning: result)
    finished = nil
    return result
  }
}
