/// Serialises `JSONValue`s: pretty (2-space indent, one member per line) or compact.
///
/// Output is UTF-8 with only the escapes JSON requires (quote, backslash, control characters);
/// non-ASCII text and `/` are written as is. Member order is the value's own order, so output
/// is stable.
public enum JSONWriter {
  /// Output layout.
  public enum Style: Sendable {
    /// Two-space indent, one member or element per line.
    case pretty
    /// No whitespace at all.
    case compact
  }

  /// The value as JSON text (no trailing newline).
  public static func string(_ value: JSONValue, style: Style = .pretty) -> String {
    switch style {
    case .compact:
      var out = ""
      writeCompact(value, into: &out)
      return out
    case .pretty:
      return lines(value).map(\.text).joined(separator: "\n")
    }
  }

  /// UTF-8 byte count of the compact form: what payload-size limits measure.
  public static func compactByteCount(_ value: JSONValue) -> Int {
    string(value, style: .compact).utf8.count
  }

  /// Pretty-printed lines with tokens and paths, for highlighting.
  public static func lines(_ value: JSONValue, indentWidth: Int = 2) -> [JSONLine] {
    var builder = LineBuilder(indentWidth: indentWidth)
    builder.write(value, path: .root, depth: 0, key: nil, comma: false)
    return builder.lines
  }

  /// Lines `range` of `lines(value)`, building only those (a viewport of a long document).
  /// Without `paths`, every line's path is the root: a viewport that only draws text is spared
  /// building a path per line.
  public static func lines(
    _ value: JSONValue, in range: Range<Int>, indentWidth: Int = 2, paths: Bool = true
  ) -> [JSONLine] {
    var builder = LineBuilder(indentWidth: indentWidth, window: range, paths: paths)
    builder.write(value, path: .root, depth: 0, key: nil, comma: false)
    return builder.lines
  }

  /// How many lines `lines(value)` has, without building them.
  public static func lineCount(_ value: JSONValue) -> Int {
    switch value {
    case .array(let items) where !items.isEmpty:
      var count = 2
      for item in items { count += item.isContainer ? lineCount(item) : 1 }
      return count
    case .object(let object) where !object.isEmpty:
      var count = 2
      for member in object.members {
        count += member.value.isContainer ? lineCount(member.value) : 1
      }
      return count
    default:
      return 1
    }
  }

  /// `lineCount(value)` when it is at most `limit`, else a number above `limit` (the count
  /// stops there: a viewport need not count the hundred members below it).
  static func lineCount(_ value: JSONValue, atMost limit: Int) -> Int {
    switch value {
    case .array(let items) where !items.isEmpty:
      var count = 2
      for item in items where count <= limit {
        count += item.isContainer ? lineCount(item, atMost: limit - count) : 1
      }
      return count
    case .object(let object) where !object.isEmpty:
      var count = 2
      for member in object.members where count <= limit {
        count += member.value.isContainer ? lineCount(member.value, atMost: limit - count) : 1
      }
      return count
    default:
      return 1
    }
  }

  /// Whether `byte` must be escaped in a JSON string: a control character, `"` or a backslash.
  private static func escapes(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// A JSON string literal for `s`, with minimal escaping.
  public static func quoted(_ s: String) -> String {
    // Most strings need no escape at all: one scan of the bytes, then one copy between quotes
    // (inline up to 15 bytes, else one allocation).
    var contiguous = s
    let plain: String? = contiguous.withUTF8 { bytes in
      guard !bytes.contains(where: escapes) else { return nil }
      return String(unsafeUninitializedCapacity: bytes.count + 2) { out in
        out[0] = UInt8(ascii: "\"")
        for (i, byte) in bytes.enumerated() { out[i + 1] = byte }
        out[bytes.count + 1] = UInt8(ascii: "\"")
        return bytes.count + 2
      }
    }
    if let plain { return plain }
    var out = "\""
    out.reserveCapacity(s.utf8.count + 2)
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
    return out
  }

  private static func writeCompact(_ value: JSONValue, into out: inout String) {
    switch value {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += n.text
    case .string(let s): out += quoted(s)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        writeCompact(item, into: &out)
      }
      out += "]"
    case .object(let object):
      out += "{"
      for (i, member) in object.enumerated() {
        if i > 0 { out += "," }
        out += quoted(member.key)
        out += ":"
        writeCompact(member.value, into: &out)
      }
      out += "}"
    }
  }

  static func scalarToken(_ value: JSONValue) -> JSONToken? {
    switch value {
    case .null: JSONToken(.null, "null")
    case .bool(let b): JSONToken(.boolean, b ? "true" : "false")
    case .number(let n): JSONToken(.number, n.text)
    case .string(let s): JSONToken(.string, quoted(s))
    case .array(let a) where a.isEmpty: JSONToken(.punctuation, "[]")
    case .object(let o) where o.isEmpty: JSONToken(.punctuation, "{}")
    default: nil
    }
  }
}

/// Accumulates pretty-printed lines (`JSONWindow` builds the parts that changed with it).
struct LineBuilder {
  let indentWidth: Int
  /// Only lines with these numbers are built (all when nil).
  var window: Range<Int>?
  var lines: [JSONLine] = []
  /// The number of the next line.
  var cursor = 0

  /// Whether lines carry their paths (else every path is the root).
  let paths: Bool

  init(indentWidth: Int, window: Range<Int>? = nil, paths: Bool = true) {
    self.indentWidth = indentWidth
    self.window = window
    self.paths = paths
  }

  /// Skips `value` when none of its lines is in the window.
  mutating func skips(_ value: JSONValue) -> Bool {
    guard let window else { return false }
    if cursor >= window.upperBound { return true }
    let count = JSONWriter.lineCount(value)
    guard cursor + count <= window.lowerBound else { return false }
    cursor += count
    return true
  }

  mutating func append(_ line: @autoclosure () -> JSONLine) {
    if window?.contains(cursor) ?? true { lines.append(line()) }
    cursor += 1
  }

  /// Writes `value` at `depth`: after `"key": ` when it is a member, before `,` when more
  /// follow. Tokens are only made for lines in the window.
  /// One line at `indent`: `"key": ` (when given), the token, a comma (when `comma`).
  static func line(
    _ token: JSONToken, indent: Int, key: String?, comma: Bool, path: JSONPath
  ) -> JSONLine {
    var tokens: [JSONToken] = []
    tokens.reserveCapacity(5)
    if let key {
      tokens.append(JSONToken(.key, JSONWriter.quoted(key)))
      tokens.append(JSONToken(.punctuation, ":"))
      tokens.append(JSONToken(.whitespace, " "))
    }
    tokens.append(token)
    if comma { tokens.append(JSONToken(.punctuation, ",")) }
    return JSONLine(indent: indent, tokens: tokens, path: path)
  }

  mutating func write(_ value: JSONValue, path: JSONPath, depth: Int, key: String?, comma: Bool) {
    let indent = depth * indentWidth
    func line(_ token: JSONToken, opening: Bool, closing: Bool) -> JSONLine {
      Self.line(
        token, indent: indent, key: opening ? key : nil, comma: closing && comma, path: path)
    }
    if let token = JSONWriter.scalarToken(value) {
      append(line(token, opening: true, closing: true))
      return
    }
    switch value {
    case .array(let items):
      append(line(JSONToken(.punctuation, "["), opening: true, closing: false))
      for (i, item) in items.enumerated() where !skips(item) {
        write(
          item, path: paths ? path.appending(index: i) : path, depth: depth + 1, key: nil,
          comma: i < items.count - 1)
      }
      append(line(JSONToken(.punctuation, "]"), opening: false, closing: true))
    case .object(let object):
      append(line(JSONToken(.punctuation, "{"), opening: true, closing: false))
      for (i, member) in object.enumerated() where !skips(member.value) {
        write(
          member.value, path: paths ? path.appending(member.key) : path, depth: depth + 1,
          key: member.key,
          comma: i < object.count - 1)
      }
      append(line(JSONToken(.punctuation, "}"), opening: false, closing: true))
    default:
      break
    }
  }
}

extension JSONValue {
  /// Whether this is an array or an object (the values whose lines are counted one by one).
  fileprivate var isContainer: Bool {
    switch self {
    case .array, .object: true
    default: false
    }
  }
}
