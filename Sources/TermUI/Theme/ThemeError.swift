import Config
/// Why a theme could not be used at all. Loading turns these into error diagnostics and falls
/// back to the default theme; `fcm-compose themes check` reports them and exits 1.
public enum ThemeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file is not valid in the TOML subset themes use.
  case parse(line: Int, column: Int, reason: String)
  /// `inherits` names a theme that does not exist.
  case unknownParent(name: String, line: Int, column: Int)
  /// The `inherits` chain loops back on itself; `chain` lists the theme names in order.
  case inheritsCycle(chain: [String], line: Int, column: Int)
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// No theme has this name.
  case unknownTheme(name: String)

  /// Where in the file the problem is, if it has a position.
  public var position: SourcePosition? {
    switch self {
    case .parse(let line, let column, _), .unknownParent(_, let line, let column),
      .inheritsCycle(_, let line, let column):
      return SourcePosition(line: line, column: column)
    case .unreadable, .unknownTheme:
      return nil
    }
  }

  /// A one-line explanation without the position.
  public var message: String {
    switch self {
    case .parse(_, _, let reason):
      return reason
    case .unknownParent(let name, _, _):
      return "inherits unknown theme \"\(name)\""
    case .inheritsCycle(let chain, _, _):
      return "inherits cycle: \(chain.joined(separator: " -> "))"
    case .unreadable(let path, let reason):
      return "cannot read \(path): \(reason)"
    case .unknownTheme(let name):
      return "no theme named \"\(name)\""
    }
  }

  /// `line:column: message`, or just the message when there is no position.
  public var description: String {
    position.map { "\($0): \(message)" } ?? message
  }
}
