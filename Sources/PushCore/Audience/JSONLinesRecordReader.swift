import Foundation

/// JSON Lines records: one JSON object per line; blank lines are skipped. The first object's
/// keys are the columns.
final class JSONLinesRecordReader {
  enum Record {
    case object(JSONObject, line: Int)
    case malformed(line: Int, column: Int?, reason: String)
  }

  private let file: ChunkedFile
  private let source: String
  private var line = 0
  private var pending: Record?
  private var bytes: [UInt8] = []
  /// The line of the first object.
  private(set) var firstLine = 1

  init(file: ChunkedFile, source: String) {
    self.file = file
    self.source = source
  }

  /// Reads the first object and returns its keys; the object stays the first record.
  func readHeader() throws(AudienceError) -> [String] {
    switch next() {
    case nil:
      throw .header(path: source, line: 1, reason: "the file is empty (expected JSON objects)")
    case .malformed(let line, let column, let reason)?:
      let at = column.map { "column \($0): " } ?? ""
      throw .header(path: source, line: line, reason: at + reason)
    case .object(let object, let line)?:
      firstLine = line
      pending = .object(object, line: line)
      return object.keys
    }
  }

  func next() -> Record? {
    if let pending {
      self.pending = nil
      return pending
    }
    while let text = nextLine() {
      if text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { continue }
      do {
        let value = try JSONParser.parse(text)
        guard let object = value.objectValue else {
          return .malformed(
            line: line, column: 1, reason: "expected a JSON object, found \(value.kindName)")
        }
        return .object(object, line: line)
      } catch {
        return .malformed(line: line, column: error.column, reason: error.message)
      }
    }
    return nil
  }

  private func nextLine() -> String? {
    bytes.removeAll(keepingCapacity: true)
    guard file.available() else { return nil }
    line += 1
    // The line's bytes, a chunk's run at a time (past the limit they are dropped).
    while file.available() {
      let start = file.base + file.start
      let count = file.end - file.start
      let newline = memchr(start, Int32(UInt8(ascii: "\n")), count)
      let run = newline.map { UnsafeRawPointer($0) - UnsafeRawPointer(start) } ?? count
      let room = max(0, CSVRecordReader.maximumRecordBytes - bytes.count)
      bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: min(run, room)))
      if newline != nil {
        file.start += run + 1
        break
      }
      file.start = file.end
    }
    var slice = bytes[...]
    if line == 1, slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
    return String(decoding: slice, as: UTF8.self)
  }

  /// A JSON value as a cell: strings as they are, numbers and booleans as written, null as
  /// empty, objects and arrays as compact JSON.
  static func cellText(_ value: JSONValue) -> String {
    switch value {
    case .string(let s): s
    case .number(let n): n.text
    case .bool(let b): b ? "true" : "false"
    case .null: ""
    case .array, .object: JSONWriter.string(value, style: .compact)
    }
  }
}
