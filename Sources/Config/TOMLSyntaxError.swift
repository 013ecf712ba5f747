/// Why a file is not valid in the TOML subset fcm-compose reads (themes, config.toml), with the
/// line and column of the mistake.
public struct TOMLSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// 1-based line of the mistake.
  public var line: Int
  /// 1-based column of the mistake.
  public var column: Int
  /// What is wrong, in one line.
  public var reason: String

  /// Creates an error at `line:column`.
  public init(line: Int, column: Int, reason: String) {
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// Where the mistake is.
  public var position: SourcePosition { SourcePosition(line: line, column: column) }

  /// `line:column: reason`.
  public var description: String { "\(line):\(column): \(reason)" }
}
