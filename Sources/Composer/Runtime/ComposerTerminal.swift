import TermUI

/// What the composer needs from a real terminal beyond drawing and input: handing the screen
/// to `$EDITOR` and back, and switching mouse capture. `NcursesTerminal` provides it; tests use
/// `MemoryTerminal` through the same protocol.
@MainActor
public protocol ComposerTerminal: TerminalBackend {
  /// Whether mouse events are captured (off lets the terminal select text for copying).
  var mouseCapture: Bool { get set }
  /// Leaves the full-screen UI so another program can use the terminal.
  func suspend()
  /// Takes the terminal back after `suspend` (the next frame repaints in full).
  func resume()
}
