/// RFC 4180 records from a byte stream: fields separated by `delimiter`, records by LF or
/// CRLF, fields optionally in double quotes (which may hold delimiters, quotes written `""`
/// and line breaks). Blank lines are skipped. A UTF-8 BOM at the start is ignored.
///
/// Speed: a cell is found by one tight loop over the file's current chunk (stopping only at
/// a delimiter, a line break or a quote) and decoded straight from the buffer; bytes are
/// copied aside only when a cell spans two chunks or is quoted.
final class CSVRecordReader {
  /// One record, or a record that breaks the quoting rules (the reader resumes at the next
  /// line).
  enum Record {
    /// The cells and the line the record starts on (`positions` says where each cell starts).
    case fields([String], line: Int)
    case malformed(line: Int, column: Int, reason: String)
  }

  /// Where a cell starts.
  struct CellPosition {
    var line: Int
    var column: Int
  }

  /// Longest record accepted.
  static let maximumRecordBytes = 1 << 20

  private static let quote = UInt8(ascii: "\"")
  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  private let file: ChunkedFile
  var delimiter: UInt8
  /// False to only count records: cells are then "" or "x" (empty or not), never decoded.
  var decodes = true
  @exclusivity(unchecked) private var line = 1
  /// Characters (UTF-8 lead bytes) consumed on the current line.
  @exclusivity(unchecked) private var column = 0
  /// A cell's bytes when they cannot be decoded in place (quoted, or across chunks).
  @exclusivity(unchecked) private var field: [UInt8] = []
  private var started = false
  /// Where each cell of the last record starts.
  @exclusivity(unchecked) private(set) var positions: [CellPosition] = []
  private var lastFieldCount = 4

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
      if case .fields(let fields, _) = record, fields.count == 1, fields[0].isEmpty { continue }
      return record
    }
  }

  /// What reading one cell gave.
  private enum Cell {
    case text(String)
    case bad(Record)
  }

  private func readRecord() -> Record? {
    guard file.available() else { return nil }
    var fields: [String] = []
    fields.reserveCapacity(lastFieldCount)
    positions.removeAll(keepingCapacity: true)
    let recordLine = line
    var bytes = 0
    while true {
      positions.append(CellPosition(line: line, column: column + 1))
      let cell =
        file.peek() == Self.quote
        ? quoted(&bytes, recordLine: recordLine) : unquoted(&bytes, recordLine: recordLine)
      switch cell {
      case .bad(let record): return record
      case .text(let text): fields.append(text)
      }
      switch advance() {
      case delimiter?:
        continue
      case Self.carriageReturn?:
        if file.peek() == Self.lineFeed { _ = advance() }
        newLine()
      case Self.lineFeed?:
        newLine()
      default:
        break
      }
      lastFieldCount = fields.count
      return .fields(fields, line: recordLine)
    }
  }

  /// An unquoted cell, up to (not including) the delimiter or line break. A CR ends the cell
  /// only before LF or the end of the file.
  private func unquoted(_ bytes: inout Int, recordLine: Int) -> Cell {
    var spilled = false
    var counted = false  // without decoding: whether the cell has bytes so far
    let delimiter = self.delimiter
    let decodes = self.decodes
    while file.available() {
      let base = file.base
      let end = file.end
      let runStart = file.start
      // At most one byte past the limit: that byte makes the row too long.
      let stop = min(end, runStart + (Self.maximumRecordBytes - bytes) + 1)
      let i = Self.scanUnquoted(base, from: runStart, to: stop, delimiter: delimiter)
      let run = i - runStart
      column += Self.characters(base + runStart, run)
      bytes += run
      file.start = i
      if bytes > Self.maximumRecordBytes { return .bad(tooLong(recordLine)) }
      if i == end {
        // The chunk ends inside the cell: keep what it holds and read on.
        if decodes { spill(base + runStart, run, spilled: &spilled) }
        counted = counted || run > 0
        continue
      }
      switch base[i] {
      case Self.quote:
        file.start = i + 1
        column += 1
        return .bad(
          malformed(
            at: column,
            "a quote inside an unquoted cell (quote the whole cell and write \"\")"))
      case Self.carriageReturn:
        if decodes { spill(base + runStart, run, spilled: &spilled) }
        counted = counted || run > 0
        file.start = i + 1
        column += 1
        let following = file.peek()
        if following == Self.lineFeed || following == nil {
          return .text(decodes ? spilledText() : counted ? "x" : "")
        }
        bytes += 1
        if bytes > Self.maximumRecordBytes { return .bad(tooLong(recordLine)) }
        if decodes { field.append(Self.carriageReturn) }
        counted = true
      default:
        // A delimiter or LF: the cell is complete (and still in the buffer when not spilled).
        if !decodes { return .text(counted || run > 0 ? "x" : "") }
        if spilled {
          spill(base + runStart, run, spilled: &spilled)
          return .text(spilledText())
        }
        let cell = UnsafeBufferPointer(start: base + runStart, count: run)
        return .text(String(decoding: cell, as: UTF8.self))
      }
    }
    if !decodes { return .text(counted ? "x" : "") }
    return .text(spilled ? spilledText() : "")
  }

  /// A quoted cell, from its opening quote to its closing one; `""` is a quote.
  private func quoted(_ bytes: inout Int, recordLine: Int) -> Cell {
    let openLine = line
    _ = advance()
    let openColumn = column
    field.removeAll(keepingCapacity: true)
    while true {
      guard file.available() else {
        return .bad(
          .malformed(
            line: openLine, column: openColumn, reason: "the quote opened here is never closed"))
      }
      let base = file.base
      let end = file.end
      let runStart = file.start
      let stop = min(end, runStart + (Self.maximumRecordBytes - bytes) + 1)
      var i = runStart
      var col = column
      var lines = line
      while i < stop {
        let b = base[i]
        if b == Self.quote { break }
        if b == Self.lineFeed {
          lines += 1
          col = 0
        } else if b & 0xC0 != 0x80 {
          col += 1
        }
        i += 1
      }
      let run = i - runStart
      field.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: run))
      line = lines
      column = col
      bytes += run
      file.start = i
      if bytes > Self.maximumRecordBytes { return .bad(tooLong(recordLine)) }
      guard i < end else { continue }
      // The quote: closing, or the first of `""`.
      file.start = i + 1
      column += 1
      bytes += 1
      if bytes > Self.maximumRecordBytes { return .bad(tooLong(recordLine)) }
      if file.peek() == Self.quote {
        _ = advance()
        field.append(Self.quote)
        continue
      }
      break
    }
    switch file.peek() {
    case nil, Self.lineFeed?, Self.carriageReturn?, delimiter?:
      if !decodes { return .text(field.isEmpty ? "" : "x") }
      return .text(String(decoding: field, as: UTF8.self))
    default:
      return .bad(
        malformed(
          at: column + 1,
          "text after a closing quote (a quote inside a quoted cell is written \"\")"))
    }
  }

  /// The index of the first delimiter, LF, CR or quote in `base[from..<to]` (`to` if none):
  /// eight bytes at a time (a word has byte `c` when `(w ^ c·0x01…01) - 0x01…01` borrows into
  /// a byte whose top bit was clear), then byte by byte.
  @inline(__always)
  private static func scanUnquoted(
    _ base: UnsafeMutablePointer<UInt8>, from: Int, to: Int, delimiter: UInt8
  ) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let patterns = (
      ones &* UInt64(delimiter), ones &* UInt64(lineFeed), ones &* UInt64(carriageReturn),
      ones &* UInt64(quote)
    )
    @inline(__always) func has(_ w: UInt64, _ p: UInt64) -> Bool {
      let x = w ^ p
      return (x &- ones) & ~x & highs != 0
    }
    var i = from
    let raw = UnsafeRawPointer(base)
    while i + 8 <= to {
      let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      if has(w, patterns.0) || has(w, patterns.1) || has(w, patterns.2) || has(w, patterns.3) {
        break
      }
      i += 8
    }
    while i < to {
      let b = base[i]
      if b == delimiter || b == lineFeed || b == carriageReturn || b == quote { break }
      i += 1
    }
    return i
  }

  /// Characters (UTF-8 lead bytes) in `count` bytes at `start`.
  @inline(__always)
  private static func characters(_ start: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    var leads = 0
    var i = 0
    let raw = UnsafeRawPointer(start)
    while i + 8 <= count {
      if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
        leads += 8
      } else {
        for j in i..<(i + 8) where start[j] & 0xC0 != 0x80 { leads += 1 }
      }
      i += 8
    }
    while i < count {
      if start[i] & 0xC0 != 0x80 { leads += 1 }
      i += 1
    }
    return leads
  }

  private func spill(_ start: UnsafeMutablePointer<UInt8>, _ count: Int, spilled: inout Bool) {
    if !spilled {
      field.removeAll(keepingCapacity: true)
      spilled = true
    }
    field.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
  }

  private func spilledText() -> String { String(decoding: field, as: UTF8.self) }

  private func advance() -> UInt8? {
    guard let byte = file.next() else { return nil }
    if byte & 0xC0 != 0x80 { column += 1 }
    return byte
  }

  private func newLine() {
    line += 1
    column = 0
  }

  /// A malformed row found at `column` of the current line; reading goes on at the next line.
  private func malformed(at column: Int, _ reason: String) -> Record {
    let badLine = line
    skipLine()
    return .malformed(line: badLine, column: column, reason: reason)
  }

  private func tooLong(_ recordLine: Int) -> Record {
    skipLine()
    return .malformed(line: recordLine, column: 1, reason: "a row longer than 1 MiB")
  }

  /// Skips past the next line feed (or to the end of the file).
  private func skipLine() {
    while file.available() {
      let base = file.base
      let end = file.end
      var i = file.start
      while i < end, base[i] != Self.lineFeed { i += 1 }
      if i < end {
        file.start = i + 1
        newLine()
        return
      }
      file.start = end
    }
  }
}
