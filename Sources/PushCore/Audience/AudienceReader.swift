import Foundation

/// Streams an audience file, one recipient at a time, in bounded memory: CSV (RFC 4180, a
/// header row, comma or tab, UTF-8 with or without BOM) or JSON Lines. The `token` column (or
/// `fid`) is the recipient; the other columns are the variables placeholders use.
///
/// A row without a usable token, a row that breaks the quoting rules and a token seen in an
/// earlier row are issues (with line and column); the reader goes on with the next row.
public final class AudienceReader {
  /// What `next()` yields.
  public enum Item: Sendable, Equatable {
    case row(AudienceRow)
    case issue(AudienceIssue)
  }

  /// The columns.
  public let header: AudienceHeader
  /// The format read.
  public let format: AudienceFormat
  /// The file as the user named it (in messages).
  public let source: String

  private let csv: CSVRecordReader?
  private let lines: JSONLinesRecordReader?
  private var seen: TokenSet
  private let checksDuplicates: Bool
  private var rowNumber = 0

  /// Opens `url` and reads its header. `source` names the file in messages (default: the
  /// path). Duplicate tokens are issues unless `duplicates` is false.
  public init(url: URL, source: String? = nil, duplicates: Bool = true) throws(AudienceError) {
    let name = source ?? url.path
    self.source = name
    let file = try ChunkedFile(path: url.path)
    format = AudienceFormat.forPath(url.path)
    checksDuplicates = duplicates
    seen = TokenSet()
    switch format {
    case .csv:
      let reader = CSVRecordReader(file: file, delimiter: Self.sniffDelimiter(file.lookahead()))
      let first = reader.next()
      if case .malformed(let line, let column, let reason)? = first {
        throw .header(path: name, line: line, reason: "column \(column): \(reason)")
      }
      guard case .fields(let columns, let line)? = first else {
        throw .header(path: name, line: 1, reason: "the file is empty (expected a header row)")
      }
      header = try AudienceHeader(columns: columns, source: name, line: line)
      csv = reader
      lines = nil
    case .jsonLines:
      let reader = JSONLinesRecordReader(file: file, source: name)
      let columns = try reader.readHeader()
      header = try AudienceHeader(columns: columns, source: name, line: reader.firstLine)
      csv = nil
      lines = reader
    }
  }

  /// The next row or issue; nil at the end of the file.
  public func next() -> Item? {
    if let csv {
      switch csv.next() {
      case nil: return nil
      case .malformed(let line, let column, let reason)?:
        rowNumber += 1
        return .issue(issue(line: line, column: column, reason))
      case .fields(let cells, let line)?:
        rowNumber += 1
        let positions = csv.positions
        if cells.count > header.columns.count {
          let extra = positions[header.columns.count]
          return .issue(
            issue(
              line: extra.line, column: extra.column,
              "\(cells.count) cells, but the header has \(header.columns.count) "
                + "(quote cells that contain the delimiter)"))
        }
        let at = header.recipientColumn < positions.count ? positions[header.recipientColumn] : nil
        return row(cells: cells, line: line, tokenAt: at.map { ($0.line, $0.column) })
      }
    }
    guard let lines else { return nil }
    switch lines.next() {
    case nil: return nil
    case .malformed(let line, let column, let reason)?:
      rowNumber += 1
      return .issue(issue(line: line, column: column, reason))
    case .object(let object, let line)?:
      rowNumber += 1
      let cells = header.columns.map { object[$0].map(JSONLinesRecordReader.cellText) ?? "" }
      if let token = object[header.columns[header.recipientColumn]], token.stringValue == nil {
        return .issue(
          issue(
            line: line, column: nil,
            "\"\(header.columns[header.recipientColumn])\" "
              + "must be a string, found \(token.kindName)"))
      }
      return row(cells: cells, line: line, tokenAt: nil)
    }
  }

  private func row(cells: [String], line: Int, tokenAt: (Int, Int)?) -> Item {
    var cells = cells
    if cells.count < header.columns.count {
      cells.append(contentsOf: repeatElement("", count: header.columns.count - cells.count))
    }
    let token = cells[header.recipientColumn].trimmingSpacesFast
    let name = header.columns[header.recipientColumn]
    if token.isEmpty {
      return .issue(
        issue(
          line: tokenAt?.0 ?? line, column: tokenAt?.1, "no \(name) (the \(name) cell is empty)"))
    }
    if let problem = RegistrationToken.problem(in: token) {
      return .issue(
        issue(line: tokenAt?.0 ?? line, column: tokenAt?.1, "not a registration token: \(problem)"))
    }
    if checksDuplicates, !seen.insert(token) {
      return .issue(
        issue(
          line: tokenAt?.0 ?? line, column: tokenAt?.1,
          "duplicate \(name): an earlier row has the same one (it is sent once)"))
    }
    return .row(AudienceRow(number: rowNumber, line: line, token: token, cells: cells))
  }

  private func issue(line: Int, column: Int?, _ reason: String) -> AudienceIssue {
    AudienceIssue(source: source, row: rowNumber, line: line, column: column, reason: reason)
  }

  /// Tab when the first line has more tabs than commas outside quotes, else comma.
  static func sniffDelimiter(_ bytes: ArraySlice<UInt8>) -> UInt8 {
    var commas = 0
    var tabs = 0
    var quoted = false
    for byte in bytes {
      if byte == UInt8(ascii: "\"") { quoted.toggle() }
      if quoted { continue }
      if byte == UInt8(ascii: "\n") { break }
      if byte == UInt8(ascii: ",") { commas += 1 }
      if byte == 0x09 { tabs += 1 }
    }
    return tabs > commas ? 0x09 : UInt8(ascii: ",")
  }

  /// Counts the rows (recipients and bad rows alike) without keeping them: the total a
  /// progress bar shows before a campaign starts.
  public static func countRows(url: URL) throws(AudienceError) -> Int {
    let reader = try AudienceReader(url: url, duplicates: false)
    var count = 0
    if let csv = reader.csv {
      // Every record is one row or one issue: count them without decoding a cell.
      csv.decodes = false
      while csv.next() != nil { count += 1 }
      return count
    }
    while reader.next() != nil { count += 1 }
    return count
  }
}
