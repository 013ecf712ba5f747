/// An in-memory `TerminalBackend` for tests (ratatui `TestBackend`).
///
/// It applies drawn changes to `screen`, records the cursor and every flush, and returns events
/// queued with `send`. It checks that drawn runs fit the screen, as a real terminal would need.
@MainActor
public final class MemoryTerminal: TerminalBackend {
  /// What the terminal shows after the draws so far (flushed or not).
  public private(set) var screen: Buffer
  /// The cursor, or `nil` when hidden.
  public private(set) var cursor: Position?
  /// How many times `flush` was called.
  public private(set) var flushCount = 0
  /// How many times `clear` was called.
  public private(set) var clearCount = 0
  /// Every batch passed to `draw`, in order.
  public private(set) var drawLog: [[CellChange]] = []
  /// Cells drawn in total (a measure of how minimal updates are).
  public var cellsDrawn: Int { drawLog.joined().reduce(0) { $0 + $1.cells.count } }
  /// A signal to report through `pendingSignal`.
  public var pendingSignal: Int32?
  private var queue: [Event] = []
  private var wake: LoopWake?

  /// A blank terminal of `size`.
  public init(size: Size) {
    screen = Buffer(size: size)
  }

  /// The current size.
  public var size: Size { screen.size }

  /// Applies `changes` to `screen`.
  public func draw(_ changes: [CellChange]) {
    drawLog.append(changes)
    for change in changes {
      var x = change.x
      for cell in change.cells {
        if !cell.isContinuation { screen.set(cell, x: x, y: change.y) }
        x += 1
      }
    }
  }

  /// Records the cursor.
  public func setCursor(_ position: Position?) { cursor = position }

  /// Blanks the screen.
  public func clear() {
    clearCount += 1
    screen = Buffer(size: screen.size)
  }

  /// Counts a flush.
  public func flush() { flushCount += 1 }

  /// Remembers `wake` so `send` can wake the loop.
  public func startInput(wake: LoopWake) {
    self.wake = wake
    if !queue.isEmpty { wake() }
  }

  /// Returns and forgets every queued event.
  public func pollEvents() -> [Event] {
    defer { queue.removeAll() }
    return queue
  }

  /// Queues events, waking a running loop.
  public func send(_ events: [Event]) {
    queue += events
    wake?()
  }

  /// Queues events as a main-thread input handler does (a `MainLoop` watch): the running
  /// loop steps before this returns, unless a step is running or scheduled.
  public func sendFromMainLoop(_ events: [Event]) {
    queue += events
    wake?.now()
  }

  /// Queues key presses written in `KeyNotation` (`"<tab>Sale ends<C-s>"`).
  public func type(_ notation: String) throws(KeyNotation.ParseError) {
    send(try KeyNotation.parse(notation).map { Event.key($0) })
  }

  /// Changes the size (blanking the screen, as terminals do) and queues a resize event.
  public func resize(to newSize: Size) {
    screen = Buffer(size: newSize)
    send([.resize(newSize)])
  }

  /// Reports `signal` as pending and wakes the loop.
  public func raise(signal: Int32) {
    pendingSignal = signal
    wake?()
  }
}
