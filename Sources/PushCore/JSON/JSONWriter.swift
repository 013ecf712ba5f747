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
    builder.write(value, path: .root, depth: 0, prefix: [], suffix: [])
    return builder.lines
  }

  /// Lines `range` of `lines(value)`, building only those (a viewport of a long document).
  public static func lines(_ value: JSONValue, in range: Range<Int>, indentWidth: Int = 2)
    -> [JSONLine]
  {
    var builder = LineBuilder(indentWidth: indentWidth, window: range)
    builder.write(value, path: .root, depth: 0, prefix: [], suffix: [])
    return builder.lines
  }

  /// How many lines `lines(value)` has, without building them.
  public static func lineCount(_ value: JSONValue) -> Int {
    switch value {
    case .array(let items) where !items.isEmpty:
      return items.reduce(2) { $0 + lineCount($1) }
    case .object(let object) where !object.isEmpty:
      return object.reduce(2) { $0 + lineCount($1.value) }
    default:
      return 1
    }
  }

  /// A JSON string literal for `s`, with minimal escaping.
  public static func quoted(_ s: String) -> String {
    // Most strings need no escape at all: copy them whole.
    if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    ) {
      return "\"" + s + "\""
    }
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

/// Accumulates pretty-printed lines.
private struct LineBuilder {
  let indentWidth: Int
  /// Only lines with these numbers are built (all when nil).
  var window: Range<Int>?
  var lines: [JSONLine] = []
  /// The number of the next line.
  var cursor = 0

  init(indentWidth: Int, window: Range<Int>? = nil) {
    self.indentWidth = indentWidth
    self.window = window
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

  mutating func write(
    _ value: JSONValue, path: JSONPath, depth: Int, prefix: [JSONToken], suffix: [JSONToken]
  ) {
    let indent = depth * indentWidth
    if let token = JSONWriter.scalarToken(value) {
      append(JSONLine(indent: indent, tokens: prefix + [token] + suffix, path: path))
      return
    }
    switch value {
    case .array(let items):
      append(
        JSONLine(indent: indent, tokens: prefix + [JSONToken(.punctuation, "[")], path: path))
      for (i, item) in items.enumerated() where !skips(item) {
        let comma = i < items.count - 1 ? [JSONToken(.punctuation, ",")] : []
        write(item, path: path.appending(index: i), depth: depth + 1, prefix: [], suffix: comma)
      }
      append(
        JSONLine(indent: indent, tokens: [JSONToken(.punctuation, "]")] + suffix, path: path))
    case .object(let object):
      append(
        JSONLine(indent: indent, tokens: prefix + [JSONToken(.punctuation, "{")], path: path))
      for (i, member) in object.enumerated() where !skips(member.value) {
        let comma = i < object.count - 1 ? [JSONToken(.punctuation, ",")] : []
        let keyTokens = [
          JSONToken(.key, JSONWriter.quoted(member.key)), JSONToken(.punctuation, ":"),
          JSONToken(.whitespace, " "),
        ]
        write(
          member.value, path: path.appending(member.key), depth: depth + 1, prefix: keyTokens,
          suffix: comma)
      }
      append(
        JSONLine(indent: indent, tokens: [JSONToken(.punctuation, "}")] + suffix, path: path))
    default:
      break
    }
  }
}
