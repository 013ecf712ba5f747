/// The run loop: reads events, feeds them and inbox actions to the app, redraws when dirty.
///
/// The app supplies two closures (Elm architecture, DESIGN §4):
/// - `handle(AppInput) -> LoopControl` runs keymap → reduce, starts effects with `perform`, and
///   says whether anything changed;
/// - `render(inout Buffer) -> Position?` draws the whole state into a blank buffer of the
///   terminal's size (or, with `rendersEveryCell`, one it overwrites whole) and returns the
///   cursor position (`nil` hides it).
///
/// Each wake-up drains all pending events and actions first (consecutive resizes collapse into
/// the last), then renders at most one frame, diffs it against the previous one and draws only
/// the changes. A resize repaints in full. Tests drive it synchronously with `step`.
///
/// Wake-ups come from the backend's `startInput` and from inbox posts. In the executable the
/// main thread runs `MainLoop` (not `dispatch_main`): the backend watches stdin there, so a key
/// wakes the main thread, which resumes `run` and handles the `step` in the same loop
/// iteration, with no hop through dispatch threads. Elsewhere `run` works on any main-actor
/// executor.
///
/// ```swift
/// let app = TerminalApp<Action>(backend: terminal)
/// var state = AppState()
/// let outcome = await app.run(
///   handle: { input in
///     let actions = switch input {
///       case .event(let event): keymap.actions(for: event, in: state)
///       case .action(let action): [action]
///     }
///     for action in actions {
///       for effect in reduce(&state, action) {
///         app.perform { inbox in inbox.post(await runner.run(effect)) }
///       }
///     }
///     return state.shouldQuit ? .quit : .redraw
///   },
///   render: { buffer in render(state, into: &buffer, theme: theme) })
/// ```
@MainActor
public final class TerminalApp<Action: Sendable> {
  /// The terminal drawn into.
  public let backend: any TerminalBackend
  /// Where effects post their results; safe to use from any task.
  public nonisolated let inbox: Inbox<Action>
  /// Frames drawn so far.
  public private(set) var frameCount = 0
  private var previous: Buffer?
  /// The frame before `previous`, blanked and drawn into next: a frame is drawn into the same
  /// two grids all session instead of a new one each time (allocating and freeing a grid per
  /// key made the heap shrink and grow again, a page fault per 4 KiB).
  private var spare: Buffer?
  private var dirty = true
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextTaskID = 0
  /// Whether `render` writes every cell of the buffer it is given (see `init`).
  private let rendersEveryCell: Bool
  /// Where each step's parts are timed, if anywhere (`StepTrace`).
  public var trace: StepTrace?
  /// Whether a run of two or more printable keys read at once (a line typed into the wrong
  /// window, a paste the terminal did not bracket) should arrive as one `.paste` instead of
  /// key by key: asked before each such run, so a screen whose letters are commands can take
  /// the run as text. No person types two keys within one read.
  public var takesTypedRunsAsText: () -> Bool = { false }

  /// A loop over `backend` with an empty inbox.
  ///
  /// `rendersEveryCell`: the render closure writes every cell itself (it starts by clearing the
  /// screen to its background), so the grid it is given is the frame before last as it was,
  /// not blanked first (blanking wrote the whole grid once more every frame). Otherwise it is
  /// given a blank grid.
  public init(backend: any TerminalBackend, rendersEveryCell: Bool = false) {
    self.backend = backend
    self.inbox = Inbox()
    self.rendersEveryCell = rendersEveryCell
  }

  /// Runs until the handler returns `.quit` or a terminating signal arrives.
  ///
  /// The first frame is drawn before any input. Pending effect tasks are cancelled on return.
  /// The caller restores the terminal afterwards and exits with `outcome.exitStatus`.
  public func run(
    handle: (AppInput<Action>) -> LoopControl,
    render: (inout Buffer) -> Position?
  ) async -> RunOutcome {
    defer { cancelEffects() }
    // The closures live in the session only until it finishes (it drops them then).
    return await withoutActuallyEscaping(handle) { handle in
      await withoutActuallyEscaping(render) { render in
        let session = RunSession(app: self, handle: handle, render: render)
        inbox.setWake { session.wake() }
        backend.startInput(
          wake: LoopWake(schedule: { session.wake() }, now: { session.wakeOnMainThread() }))
        if let outcome = session.step() { return outcome }
        return await withTaskCancellationHandler {
          await session.waitForOutcome()
        } onCancel: {
          session.cancel()
        }
      }
    }
  }

  /// Handles everything pending, then draws a frame if needed. Returns an outcome when the loop
  /// should stop. `run` calls this on every wake-up; tests call it directly.
  @discardableResult
  public func step(
    handle: (AppInput<Action>) -> LoopControl,
    render: (inout Buffer) -> Position?
  ) -> RunOutcome? {
    if let signal = backend.pendingSignal { return .signal(signal) }
    trace?.mark(.stepStart)
    defer { trace?.mark(.stepEnd) }
    let events = backend.pollEvents()
    trace?.mark(.eventsRead)
    let coalesced = Self.coalesced(events)
    var index = 0
    while index < coalesced.count {
      var event = coalesced[index]
      index += 1
      if let first = Self.typed(event), index < coalesced.count,
        let second = Self.typed(coalesced[index]), takesTypedRunsAsText()
      {
        var text = String(first) + String(second)
        index += 1
        while index < coalesced.count, let next = Self.typed(coalesced[index]) {
          text.append(next)
          index += 1
        }
        event = .paste(text)
      }
      if case .resize = event { dirty = true }
      if apply(handle(.event(event))) { return .quit }
    }
    var rounds = 0
    var actions = inbox.drain()
    while !actions.isEmpty && rounds < 64 {
      for action in actions where apply(handle(.action(action))) { return .quit }
      actions = inbox.drain()
      rounds += 1
    }
    inbox.post(contentsOf: actions)
    trace?.mark(.handled)
    if let signal = backend.pendingSignal { return .signal(signal) }
    if dirty { drawFrame(render: render) }
    return nil
  }

  /// Forces the next frame to repaint the whole screen (a user's Ctrl-L).
  public func requestFullRedraw() {
    previous = nil
    spare = nil
    dirty = true
  }

  /// Starts async work (an effect) that may post actions to the inbox; cancelled when `run`
  /// returns.
  public func perform(_ work: @escaping @Sendable (Inbox<Action>) async -> Void) {
    let id = nextTaskID
    nextTaskID += 1
    let inbox = self.inbox
    tasks[id] = Task { [weak self] in
      await work(inbox)
      self?.tasks[id] = nil
    }
  }

  /// Cancels every effect started with `perform` that has not finished.
  public func cancelEffects() {
    for task in tasks.values { task.cancel() }
    tasks.removeAll()
  }

  private func apply(_ control: LoopControl) -> Bool {
    switch control {
    case .unchanged: return false
    case .redraw:
      dirty = true
      return false
    case .quit: return true
    }
  }

  private func drawFrame(render: (inout Buffer) -> Position?) {
    let size = backend.size
    var next: Buffer
    if var reused = spare.take(), reused.size == size {
      if !rendersEveryCell { reused.blank() }
      next = reused
    } else {
      next = Buffer(size: size)
    }
    trace?.mark(.renderStart)
    let cursor = render(&next)
    trace?.mark(.rendered)
    let changes: [CellChange]
    if let previous, previous.size == size {
      changes = next.diff(from: previous)
    } else {
      backend.clear()
      changes = next.diff(from: Buffer(size: size))
    }
    trace?.mark(.diffed)
    backend.draw(changes)
    // Without a closure: one in a main-actor method checks its isolation at run time.
    if let cursor, next.area.contains(cursor) {
      backend.setCursor(cursor)
    } else {
      backend.setCursor(nil)
    }
    trace?.mark(.drawn)
    backend.flush()
    trace?.mark(.flushed)
    spare = previous.take()
    previous = next
    dirty = false
    frameCount += 1
  }

  /// The character of an unmodified printable key event.
  private static func typed(_ event: Event) -> Character? {
    guard case .key(let key) = event else { return nil }
    return key.typedCharacter
  }

  /// Events with every resize but the last of a run of resizes removed.
  static func coalesced(_ events: [Event]) -> [Event] {
    guard events.count > 1 else { return events }
    var result: [Event] = []
    for event in events {
      if case .resize = event, case .resize = result.last { result.removeLast() }
      result.append(event)
    }
    return result
  }
}
