/// Why an audience file cannot be used at all (a bad row is an `AudienceIssue` instead).
public enum AudienceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file cannot be opened or read.
  case unreadable(path: String, reason: String)
  /// The header (or first JSON line) is missing or unusable.
  case header(path: String, line: Int, reason: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "cannot read audience \(path): \(reason)"
    case .header(let path, let line, let reason): "\(path):\(line): \(reason)"
    }
  }
}

/// A row of an audience file that is skipped (or, with `--strict`, stops the send), with its
/// place: file, line and column.
public struct AudienceIssue: Sendable, Equatable, CustomStringConvertible {
  /// The file as the user named it.
  public var source: String
  /// The 1-based data row (the header is row 0), when the row was read far enough to count.
  public var row: Int?
  /// The 1-based line where the problem is.
  public var line: Int
  /// The 1-based character column, when known.
  public var column: Int?
  public var reason: String

  public init(source: String, row: Int?, line: Int, column: Int?, reason: String) {
    self.source = source
    self.row = row
    self.line = line
    self.column = column
    self.reason = reason
  }

  public var description: String {
    let place = column.map { "\(line):\($0)" } ?? "\(line)"
    let rowText = row.map { " (row \($0))" } ?? ""
    return "\(source):\(place)\(rowText): \(reason)"
  }
}
