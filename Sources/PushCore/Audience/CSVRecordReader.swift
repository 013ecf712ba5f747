/// RFC 4180 records from a byte stream: fields separated by `delimiter`, records by LF or
/// CRLF, fields optionally in double quotes (which may hold delimiters, quotes written `""`
/// and line breaks). Blank lines are skipped. A UTF-8 BOM at the start is ignored.
final class CSVRecordReader {
  /// One record, or a record that breaks the quoting rules (the reader resumes at the next
  /// line).
  enum Record {
    /// The cells, the line the record starts on, and each cell's line and column.
    case fields([String], line: Int, positions: [CellPosition])
    case malformed(line: Int, column: Int, reason: String)
  }

  /// Where a cell starts.
  struct CellPosition {
    var line: Int
    var column: Int
  }

  /// Longest record accepted.
  static let maximumRecordBytes = 1 << 20

  private let file: ChunkedFile
  var delimiter: UInt8
  @exclusivity(unchecked) private var line = 1
  @exclusivity(unchecked) private var column = 0
  @exclusivity(unchecked) private var field: [UInt8] = []
  private var started = false

  init(file: ChunkedFile, delimiter: UInt8) {
    self.file = file
    self.delimiter = delimiter
  }

  /// The next record; nil at the end.
  func next() -> Record? {
    if !started {
      started = true
      if file.peek() == 0xEF {
        _ = file.next()
        if file.next() != 0xBB || file.next() != 0xBF {
          return .malformed(
            line: 1, column: 1, reason: "the file starts with bytes that are not UTF-8")
        }
      }
    }
    while true {
      guard let record = readRecord() else { return nil }
      if case .fields(let fields, _, _) = record, fields.count == 1, fields[0].isEmpty { continue }
      return record
    }
  }

  private func advance() -> UInt8? {
    guard let byte = file.next() else { return nil }
    if byte & 0xC0 != 0x80 { column += 1 }
    return byte
  }

  private func newLine() {
    line += 1
    column = 0
  }

  private func readRecord() -> Record? {
    var fields: [String] = []
    var positions: [CellPosition] = []
    let recordLine = line
    var bytes = 0
    field.removeAll(keepingCapacity: true)
    guard file.peek() != nil else { return nil }
    while true {
      // At the start of a field.
      positions.append(CellPosition(line: line, column: column + 1))
      if file.peek() == UInt8(ascii: "\"") {
        let openLine = line
        _ = advance()
        let openColumn = column
        quoted: while true {
          guard let byte = advance() else {
            return .malformed(
              line: openLine, column: openColumn,
              reason: "the quote opened here is never closed")
          }
          bytes += 1
          if bytes > Self.maximumRecordBytes { return tooLong(recordLine) }
          if byte == UInt8(ascii: "\"") {
            if file.peek() == UInt8(ascii: "\"") {
              _ = advance()
              field.append(byte)
              continue
            }
            break quoted
          }
          if byte == UInt8(ascii: "\n") { newLine() }
          field.append(byte)
        }
        switch file.peek() {
        case nil, UInt8(ascii: "\n"), UInt8(ascii: "\r"), delimiter: break
        default:
          let at = column + 1
          let badLine = line
          skipLine()
          return .malformed(
            line: badLine, column: at,
            reason: "text after a closing quote (a quote inside a quoted cell is written \"\")")
        }
      } else {
        while let byte = file.peek(), byte != delimiter, byte != UInt8(ascii: "\n") {
          _ = advance()
          if byte == UInt8(ascii: "\r"), file.peek() == UInt8(ascii: "\n") || file.peek() == nil {
            break
          }
          if byte == UInt8(ascii: "\"") {
            let at = column
            let badLine = line
            skipLine()
            return .malformed(
              line: badLine, column: at,
              reason: "a quote inside an unquoted cell (quote the whole cell and write \"\")")
          }
          bytes += 1
          if bytes > Self.maximumRecordBytes { return tooLong(recordLine) }
          field.append(byte)
        }
      }
      fields.append(String(decoding: field, as: UTF8.self))
      field.removeAll(keepingCapacity: true)
      switch advance() {
      case delimiter?:
        continue
      case UInt8(ascii: "\r")?:
        if file.peek() == UInt8(ascii: "\n") { _ = advance() }
        newLine()
        return .fields(fields, line: recordLine, positions: positions)
      case UInt8(ascii: "\n")?:
        newLine()
        return .fields(fields, line: recordLine, positions: positions)
      default:
        return .fields(fields, line: recordLine, positions: positions)
      }
    }
  }

  private func tooLong(_ recordLine: Int) -> Record {
    skipLine()
    return .malformed(line: recordLine, column: 1, reason: "a row longer than 1 MiB")
  }

  private func skipLine() {
    while let byte = advance() {
      if byte == UInt8(ascii: "\n") {
        newLine()
        return
      }
    }
  }
}
