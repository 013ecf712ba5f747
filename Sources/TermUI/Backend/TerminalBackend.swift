/// A terminal the run loop draws into and reads events from (ratatui `Backend`, kept tiny).
///
/// Implementations: `NcursesTerminal` (the real one) and `MemoryTerminal` (tests). All calls come
/// from the main actor; only `startInput`'s `wake` closure may be called from other threads.
@MainActor
public protocol TerminalBackend: AnyObject {
  /// The current size in cells.
  var size: Size { get }
  /// Draws changed runs of cells (not visible until `flush`).
  func draw(_ changes: [CellChange])
  /// Shows the cursor at `position`, or hides it for `nil`.
  func setCursor(_ position: Position?)
  /// Forgets what is on screen and blanks it (the next frame is drawn in full).
  func clear()
  /// Makes everything drawn so far visible.
  func flush()
  /// Starts watching for input; `wake` is called (from any thread) whenever `pollEvents` may
  /// have something to return, or `wake.now()` from a handler on the main thread. Called once,
  /// before the first `pollEvents`.
  func startInput(wake: LoopWake)
  /// Returns every event available right now, without blocking (possibly none).
  func pollEvents() -> [Event]
  /// A terminating signal (SIGINT, SIGTERM, SIGHUP) received since start, if any: the loop
  /// stops, and the caller restores the terminal and exits with `128 + signal`.
  var pendingSignal: Int32? { get }
}
