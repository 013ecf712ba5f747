import TermUI

/// What the composer needs from a real terminal beyond drawing and input: handing the screen
/// to `$EDITOR` and back, switching mouse capture, and raw escape sequences (the clipboard). `NcursesTerminal` provides it; tests use
/// `MemoryTerminal` through the same protocol.
@MainActor
public protocol ComposerTerminal: TerminalBackend {
  /// Whether mouse events are captured (off lets the terminal select text for copying).
  var mouseCapture: Bool { get set }
  /// Leaves the full-screen UI so another program can use the terminal.
  func suspend()
  /// Takes the terminal back after `suspend` (the next frame repaints in full).
  func resume()
  /// Writes bytes straight to the terminal, outside the cell grid (escape sequences such as
  /// OSC 52 that draw nothing).
  func writeRaw(_ bytes: String)
}
