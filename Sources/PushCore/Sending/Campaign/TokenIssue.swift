/// A tokens-file line that cannot be sent to.
public struct TokenIssue: Sendable, Equatable, CustomStringConvertible {
  /// The file (as the user named it), or `--token`.
  public var source: String
  /// 1-based line (or position for `--token`).
  public var line: Int
  /// Why it was skipped.
  public var reason: String

  /// For an audience file: the row (1-based, header not counted) and the column, when known.
  public var row: Int?
  public var column: Int?

  /// Creates an issue.
  public init(source: String, line: Int, reason: String, row: Int? = nil, column: Int? = nil) {
    self.source = source
    self.line = line
    self.reason = reason
    self.row = row
    self.column = column
  }

  public var description: String {
    guard let row else { return "\(source):\(line): not a registration token: \(reason)" }
    let place = column.map { "\(line):\($0)" } ?? "\(line)"
    return "\(source):\(place) (row \(row)): \(reason)"
  }
}
