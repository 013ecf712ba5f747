import Foundation

/// Where each value of a JSON text starts, by JSON path: an object member at its key, an array
/// element at its first character. Lines and columns are 1-based, columns counted in Unicode
/// scalars (as `JSONSyntaxError` counts them), so a finding at `message.android.ttl` can be
/// shown on the line a person edits (`--format github`, SARIF).
public struct JSONSourceMap: Sendable {
  /// A place in the text.
  public struct Location: Sendable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  private var locations: [JSONPath: Location] = [:]

  /// Maps `data`; text that is not valid JSON maps as far as it can be read.
  public init(_ data: Data) {
    var scanner = Scanner(bytes: Array(data))
    scanner.skipBOM()
    scanner.value(at: .root, into: &locations)
  }

  /// The location of `path`, or of its nearest ancestor present in the text (a missing field is
  /// shown where it belongs), or line 1 column 1.
  public func location(of path: JSONPath) -> Location {
    var path = path
    while true {
      if let found = locations[path] { return found }
      if path.components.isEmpty { return Location(line: 1, column: 1) }
      path = path.parent
    }
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var here: Location { Location(line: line, column: column) }

    mutating func skipBOM() {
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func advance() {
      guard index < bytes.count else { return }
      let byte = bytes[index]
      index += 1
      if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80, byte != 0x0D {
        column += 1
      }
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
      while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { advance() }
    }

    mutating func value(at path: JSONPath, into map: inout [JSONPath: Location]) {
      skipSpace()
      guard let c = current, depth < JSONParser.maximumDepth else { return }
      switch c {
      case UInt8(ascii: "{"):
        depth += 1
        defer { depth -= 1 }
        advance()
        while true {
          skipSpace()
          guard let next = current else { return }
          if next == UInt8(ascii: "}") {
            advance()
            return
          }
          if next == UInt8(ascii: ",") {
            advance()
            continue
          }
          guard next == UInt8(ascii: "\"") else { return }
          let start = here
          let key = string()
          let member = path.appending(key)
          if map[member] == nil { map[member] = start }
          skipSpace()
          guard current == UInt8(ascii: ":") else { return }
          advance()
          value(at: member, into: &map)
        }
      case UInt8(ascii: "["):
        depth += 1
        defer { depth -= 1 }
        advance()
        var element = 0
        while true {
          skipSpace()
          guard let next = current else { return }
          if next == UInt8(ascii: "]") {
            advance()
            return
          }
          if next == UInt8(ascii: ",") {
            advance()
            continue
          }
          let item = path.appending(index: element)
          map[item] = here
          let before = index
          value(at: item, into: &map)
          if index == before { return }
          element += 1
        }
      case UInt8(ascii: "\""):
        _ = string()
      default:
        while let c = current, !",]} \t\r\n".utf8.contains(c) { advance() }
      }
    }

    /// Reads a string token (at its opening quote) and returns its decoded text.
    mutating func string() -> String {
      advance()
      var raw: [UInt8] = [UInt8(ascii: "\"")]
      while let c = current, c != UInt8(ascii: "\"") {
        raw.append(c)
        advance()
        if c == UInt8(ascii: "\\"), let escaped = current {
          raw.append(escaped)
          advance()
        }
      }
      advance()
      raw.append(UInt8(ascii: "\""))
      let text = String(decoding: raw, as: UTF8.self)
      return (try? JSONParser.parse(text))?.stringValue ?? String(text.dropFirst().dropLast())
    }
  }
}
