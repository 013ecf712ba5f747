/// Why the terminal could not be claimed.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// Standard input or output is not a terminal (piped, or run from a script).
  case notATerminal
  /// ncurses could not initialise the terminal (unknown `TERM`, missing terminfo).
  case initializationFailed(term: String)

  /// A message for the user.
  public var description: String {
    switch self {
    case .notATerminal:
      "fcm-compose needs a terminal; use the render/validate/send commands in scripts"
    case .initializationFailed(let term):
      "cannot initialise the terminal (TERM=\(term)); try TERM=xterm-256color"
    }
  }
}
