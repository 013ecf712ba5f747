import Config
/// A problem found while loading a theme file, located to its line and column.
///
/// Its `description` reads like a compiler message, e.g.
/// `themes/x.toml:12:9: warning: unknown colour "bleu" (did you mean "blue"?)`.
public struct ThemeDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How bad a diagnostic is.
  public enum Severity: String, Sendable, Hashable {
    /// The theme could not be used; the default theme is used instead.
    case error
    /// The theme is used, but part of it was ignored.
    case warning
  }

  /// How bad the problem is.
  public var severity: Severity
  /// The theme file's path (or `themes/<name>.toml` for a built-in), if known.
  public var file: String?
  /// The 1-based line, if the problem has a position.
  public var line: Int?
  /// The 1-based column, if the problem has a position.
  public var column: Int?
  /// A one-line human explanation.
  public var message: String

  /// Creates a diagnostic.
  public init(
    severity: Severity, file: String?, line: Int? = nil, column: Int? = nil, message: String
  ) {
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: severity: message`, leaving out whichever location parts are unknown.
  public var description: String {
    var location = ""
    if let file { location += "\(file):" }
    if let line {
      location += "\(line):"
      if let column { location += "\(column):" }
    }
    let prefix = location.isEmpty ? "" : location + " "
    return "\(prefix)\(severity.rawValue): \(message)"
  }
}

extension ThemeDiagnostic {
  static func warning(_ message: String, file: String?, at position: SourcePosition?)
    -> ThemeDiagnostic
  {
    ThemeDiagnostic(
      severity: .warning, file: file, line: position?.line, column: position?.column,
      message: message)
  }

  static func error(_ message: String, file: String?, at position: SourcePosition?)
    -> ThemeDiagnostic
  {
    ThemeDiagnostic(
      severity: .error, file: file, line: position?.line, column: position?.column,
      message: message)
  }
}
