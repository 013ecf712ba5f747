/// An audience file's columns: which one holds the recipient, and the rest as variables.
public struct AudienceHeader: Sendable, Equatable {
  /// Every column name, in file order (the recipient's column included).
  public let columns: [String]
  /// The index of the `token` column (or `fid`).
  public let recipientColumn: Int
  private let index: [String: Int]

  /// The names a recipient column may have.
  public static let recipientColumnNames = ["token", "fid"]

  /// Checks the names: none empty or repeated, and one `token` (or `fid`) column.
  init(columns raw: [String], source: String, line: Int) throws(AudienceError) {
    let columns = raw.map(\.trimmingSpaces)
    var index: [String: Int] = [:]
    for (i, name) in columns.enumerated() {
      guard !name.isEmpty else {
        throw .header(path: source, line: line, reason: "column \(i + 1) of the header has no name")
      }
      guard index[name] == nil else {
        throw .header(path: source, line: line, reason: "column \"\(name)\" appears twice")
      }
      index[name] = i
    }
    guard
      let recipient = Self.recipientColumnNames.lazy.compactMap({ index[$0] }).first
    else {
      let found = columns.joined(separator: ", ")
      throw .header(
        path: source, line: line,
        reason: "no \"token\" column: the header must name the registration-token column "
          + "token (found: \(found))")
    }
    self.columns = columns
    self.recipientColumn = recipient
    self.index = index
  }

  /// The message key the recipient goes in: `token`, or `fid` for a column of Firebase
  /// Installation IDs.
  public var recipientKey: String { columns[recipientColumn] }

  /// The variable columns (every column but the recipient's).
  public var variables: [String] {
    columns.enumerated().filter { $0.offset != recipientColumn }.map(\.element)
  }

  /// The index of column `name`.
  public func column(_ name: String) -> Int? { index[name] }
}

/// One recipient: its row number, where it starts, its token and every cell.
public struct AudienceRow: Sendable, Equatable {
  /// 1-based data row (the header is not counted).
  public var number: Int
  /// The 1-based line the row starts on.
  public var line: Int
  /// The registration token.
  public var token: String
  /// Cells by column (as many as the header has; missing cells are empty).
  public var cells: [String]

  public init(number: Int, line: Int, token: String, cells: [String]) {
    self.number = number
    self.line = line
    self.token = token
    self.cells = cells
  }

  /// The cell of variable `name` under `header`, or nil when there is no such column.
  public func value(_ name: String, in header: AudienceHeader) -> String? {
    header.column(name).map { $0 < cells.count ? cells[$0] : "" }
  }
}
