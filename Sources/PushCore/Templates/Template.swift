import Foundation

/// A string value with `{{placeholders}}`, parsed once and filled in per recipient.
///
/// Syntax: `{{name}}` is the recipient's `name` column; `{{name|there}}` falls back to `there`
/// when the cell is empty or the column is missing; `{{{{` and `}}}}` are a literal `{{` and
/// `}}`. Names are letters, digits, `_`, `-` and `.`, starting with a letter or `_`; spaces
/// inside the braces are ignored. Anything else (a lone `{`, a lone `}}`) is literal text.
public struct Template: Sendable, Hashable {
  /// One piece of the text.
  public enum Segment: Sendable, Hashable {
    /// Text copied as is (escapes already resolved).
    case literal(String)
    /// A recipient's variable, with an optional fallback for an empty cell.
    case variable(name: String, fallback: String?)
  }

  /// A syntax problem, with the 1-based character column where it starts.
  public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public var column: Int
    public var message: String

    public init(column: Int, message: String) {
      self.column = column
      self.message = message
    }

    public var description: String { "column \(column): \(message)" }
  }

  /// The pieces, in order.
  public let segments: [Segment]

  /// Parses `text`. Throws for an unclosed `{{`, an empty or malformed name.
  public init(parsing text: String) throws(SyntaxError) {
    segments = try TemplateParser.parse(Array(text.unicodeScalars))
  }

  /// A template of pieces (tests, and templates built in code).
  public init(segments: [Segment]) { self.segments = segments }

  /// Whether `text` holds anything a template changes (`{{` or `}}}}`): the cheap test that
  /// spares parsing ordinary strings.
  public static func mayContainPlaceholders(_ text: String) -> Bool {
    holdsPair(UInt8(ascii: "{"), in: text) || holdsPair(UInt8(ascii: "}"), in: text)
  }

  /// Whether `text` holds `{{`, the start of a placeholder.
  public static func opensPlaceholder(_ text: String) -> Bool {
    holdsPair(UInt8(ascii: "{"), in: text)
  }

  /// Whether `byte` is twice in a row in `text`'s UTF-8, found with `memchr` (vectorised:
  /// typing scans the edited text several times a keystroke, a byte loop cost it 14
  /// instructions a character).
  private static func holdsPair(_ byte: UInt8, in text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard let start = bytes.baseAddress else { return false }
      var from = 0
      // Up to the last byte but one: a byte found has another after it.
      while from < bytes.count - 1,
        let found = memchr(start + from, Int32(byte), bytes.count - 1 - from)
      {
        let index = UnsafeRawPointer(start).distance(to: UnsafeRawPointer(found))
        if bytes[index + 1] == byte { return true }
        from = index + 1
      }
      return false
    }
  }

  /// The variable names used, in first-use order, without repeats.
  public var variables: [String] {
    var seen = Set<String>()
    var out: [String] = []
    for case .variable(let name, _) in segments where seen.insert(name).inserted {
      out.append(name)
    }
    return out
  }

  /// Whether the template has at least one variable.
  public var hasVariables: Bool {
    segments.contains {
      if case .variable = $0 { return true }
      return false
    }
  }

  /// The text for one recipient; `value` answers a variable's cell (nil: no such column).
  /// An empty or missing cell takes the fallback, else stays empty.
  public func render(_ value: (String) -> String?) -> String {
    var out = ""
    for segment in segments {
      switch segment {
      case .literal(let text): out += text
      case .variable(let name, let fallback):
        let cell = value(name) ?? ""
        out += cell.isEmpty ? (fallback ?? "") : cell
      }
    }
    return out
  }

  /// The template written back in its own syntax (`{{name|fallback}}`, braces escaped).
  public var source: String {
    segments.map { segment in
      switch segment {
      case .literal(let text):
        text.replacingOccurrences(of: "{{", with: "{{{{")
          .replacingOccurrences(of: "}}", with: "}}}}")
      case .variable(let name, let fallback?): "{{\(name)|\(fallback)}}"
      case .variable(let name, nil): "{{\(name)}}"
      }
    }.joined()
  }
}
