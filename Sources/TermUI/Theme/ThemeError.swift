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

  /// A one-line explanation without the file name.
  public var description: String {
    switch self {
    case .parse(let line, let column, let reason):
      return "\(line):\(column): \(reason)"
    case .unknownParent(let name, let line, let column):
      return "\(line):\(column): inherits unknown theme \"\(name)\""
    case .inheritsCycle(let chain, let line, let column):
      return "\(line):\(column): inherits cycle: \(chain.joined(separator: " -> "))"
    case .unreadable(let path, let reason):
      return "cannot read \(path): \(reason)"
    case .unknownTheme(let name):
      return "no theme named \"\(name)\""
    }
  }
}
