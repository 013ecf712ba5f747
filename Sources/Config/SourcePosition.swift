/// A 1-based line and column in a theme file; columns count characters.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in characters.
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Positions order by line, then column.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
