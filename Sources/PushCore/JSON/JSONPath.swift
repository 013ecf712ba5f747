/// A location inside a JSON document, printed the way FCM prints field violations:
/// `message.android.notification.color`, `message.data[0].value`,
/// `message.apns.headers.apns-priority`, `message.data["odd key"]`.
public struct JSONPath: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// One step: an object key or an array index.
  public enum Component: Sendable, Hashable {
    /// An object member name.
    case key(String)
    /// A 0-based array position.
    case index(Int)
  }

  /// The steps from the document root.
  public var components: [Component]

  /// A path from its steps; no steps is the root.
  public init(_ components: [Component] = []) { self.components = components }

  /// Parses the dotted form (`message.android.ttl`, `a.b[2]`, `a["x.y"]`).
  /// Returns nil for malformed text.
  public init?(parsing text: String) {
    if let keys = Self.dottedSimpleKeys(text) {
      components = keys
      return
    }
    var parser = JSONPathParser(text)
    guard let components = parser.parse() else { return nil }
    self.components = components
  }

  /// The root path (the whole document).
  public static let root = JSONPath()

  /// This path with a key appended.
  public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }

  /// This path with an array index appended.
  public func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

  /// This path with every component of `other` appended.
  public func appending(_ other: JSONPath) -> JSONPath { JSONPath(components + other.components) }

  /// The path without its last component (root stays root).
  public var parent: JSONPath { JSONPath(Array(components.dropLast())) }

  /// The last key, if the path ends in one.
  public var lastKey: String? {
    if case .key(let k) = components.last { return k }
    return nil
  }

  /// True when `self` equals `other` or lies inside it.
  public func hasPrefix(_ other: JSONPath) -> Bool {
    components.count >= other.components.count && components.starts(with: other.components)
  }

  /// The path with array indices replaced by `[]`, e.g. `message.webpush.notification.actions[]`:
  /// how schema entries name repeated elements.
  public var schemaKey: String {
    var out = ""
    for c in components {
      switch c {
      case .key(let k):
        if !out.isEmpty { out += "." }
        out += k
      case .index: out += "[]"
      }
    }
    return out
  }

  /// The printed form: dotted simple keys, `[n]` indices, `["quoted"]` other keys, `$` for
  /// the root.
  public var description: String {
    var out = ""
    for c in components {
      switch c {
      case .key(let k) where JSONPath.isSimpleKey(k):
        if !out.isEmpty { out += "." }
        out += k
      case .key(let k):
        out += "[" + JSONWriter.quoted(k) + "]"
      case .index(let i):
        out += "[\(i)]"
      }
    }
    return out.isEmpty ? "$" : out
  }

  /// Orders paths by their printed form.
  public static func < (lhs: JSONPath, rhs: JSONPath) -> Bool { lhs.description < rhs.description }

  /// `a.b_c.d-e` as keys, read straight off the bytes (the parser's result for such text); nil
  /// for anything else. Path literals in the rules are all of this kind and are built on
  /// every keystroke.
  private static func dottedSimpleKeys(_ text: String) -> [Component]? {
    var text = text
    return text.withUTF8 { bytes -> [Component]? in
      var keys: [Component] = []
      var start = 0
      for index in 0...bytes.count {
        if index == bytes.count || bytes[index] == UInt8(ascii: ".") {
          guard index > start else { return nil }
          let key = UnsafeBufferPointer(rebasing: bytes[start..<index])
          keys.append(.key(String(decoding: key, as: UTF8.self)))
          start = index + 1
        } else if !isSimpleKeyByte(bytes[index]) {
          return nil
        }
      }
      return keys
    }
  }

  static func isSimpleKey(_ key: String) -> Bool {
    !key.isEmpty && key.utf8.allSatisfy(isSimpleKeyByte)
  }

  /// ASCII letters, digits, `_` and `-`: a key printed without quotes.
  private static func isSimpleKeyByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
      || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
  }
}

extension JSONPath: ExpressibleByStringLiteral {
  /// A dotted path literal; only simple keys and `[n]` indices are allowed in literals.
  public init(stringLiteral value: String) {
    self = JSONPath(parsing: value) ?? JSONPath([.key(value)])
  }
}

/// Parses the printed form of a path.
private struct JSONPathParser {
  private let chars: [Character]
  private var i = 0

  init(_ text: String) { chars = Array(text) }

  mutating func parse() -> [JSONPath.Component]? {
    var out: [JSONPath.Component] = []
    if chars == ["$"] { return [] }
    while i < chars.count {
      if chars[i] == "[" {
        i += 1
        if i < chars.count, chars[i] == "\"" {
          guard let key = quotedKey(), i < chars.count, chars[i] == "]" else { return nil }
          out.append(.key(key))
        } else {
          let start = i
          while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
          guard i < chars.count, chars[i] == "]", let n = Int(String(chars[start..<i])) else {
            return nil
          }
          out.append(.index(n))
        }
        i += 1
      } else {
        if chars[i] == "." {
          guard !out.isEmpty else { return nil }
          i += 1
        }
        let start = i
        while i < chars.count, chars[i] != ".", chars[i] != "[" { i += 1 }
        guard i > start else { return nil }
        out.append(.key(String(chars[start..<i])))
      }
    }
    return out
  }

  /// Reads a JSON string literal at `i` (the opening quote), decoding its escapes the way
  /// `description` wrote them (`\"`, `\\`, `\n`, `\u0001`, …).
  private mutating func quotedKey() -> String? {
    var literal = "\""
    i += 1
    while i < chars.count, chars[i] != "\"" {
      if chars[i] == "\\", i + 1 < chars.count {
        literal.append(chars[i])
        i += 1
      }
      literal.append(chars[i])
      i += 1
    }
    guard i < chars.count else { return nil }
    literal.append("\"")
    i += 1
    return (try? JSONParser.parse(literal))?.stringValue
  }
}
