/// The scanner behind `Template(parsing:)`: literal text, `{{{{` / `}}}}` escapes and
/// `{{name|fallback}}` placeholders, over Unicode scalars so columns count characters.
enum TemplateParser {
  typealias Segment = Template.Segment

  static func parse(_ s: [Unicode.Scalar]) throws(Template.SyntaxError) -> [Segment] {
    var segments: [Segment] = []
    var literal = String.UnicodeScalarView()
    var i = 0
    func flush() {
      if !literal.isEmpty { segments.append(.literal(String(literal))) }
      literal = String.UnicodeScalarView()
    }
    while i < s.count {
      if starts(s, at: i, with: "{{{{") {
        literal.append(contentsOf: "{{".unicodeScalars)
        i += 4
      } else if starts(s, at: i, with: "}}}}") {
        literal.append(contentsOf: "}}".unicodeScalars)
        i += 4
      } else if starts(s, at: i, with: "{{") {
        let (segment, end) = try placeholder(s, openedAt: i)
        flush()
        segments.append(segment)
        i = end
      } else {
        literal.append(s[i])
        i += 1
      }
    }
    flush()
    return segments
  }

  /// The placeholder opened by `{{` at `open`, and the index after its `}}`.
  private static func placeholder(_ s: [Unicode.Scalar], openedAt open: Int)
    throws(Template.SyntaxError) -> (Segment, Int)
  {
    var j = open + 2
    while j + 1 < s.count, !(s[j] == "}" && s[j + 1] == "}") {
      if s[j] == "{" && s[j + 1] == "{" { break }
      j += 1
    }
    guard j + 1 < s.count, s[j] == "}", s[j + 1] == "}" else {
      throw Template.SyntaxError(
        column: open + 1,
        message: "\"{{\" is not closed with \"}}\" (write {{{{ for a literal {{)")
    }
    let inside = s[(open + 2)..<j]
    let bar = inside.firstIndex(of: "|")
    let rawName = String(String.UnicodeScalarView(inside[inside.startIndex..<(bar ?? j)]))
    let name = rawName.trimmingSpaces
    let fallback = bar.map { String(String.UnicodeScalarView(inside[($0 + 1)..<j])) }
    guard !name.isEmpty else {
      throw Template.SyntaxError(column: open + 1, message: "empty placeholder: write {{name}}")
    }
    guard isName(name) else {
      throw Template.SyntaxError(
        column: open + 1,
        message: "\"\(name)\" is not a variable name (letters, digits, _ - and .)")
    }
    return (.variable(name: name, fallback: fallback), j + 2)
  }

  static func isName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || isLetter(first) else {
      return false
    }
    return name.unicodeScalars.allSatisfy { s in
      isLetter(s) || ("0"..."9").contains(s) || s == "_" || s == "-" || s == "."
    }
  }

  private static func isLetter(_ s: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(s) || ("A"..."Z").contains(s)
  }

  private static func starts(_ s: [Unicode.Scalar], at i: Int, with prefix: String) -> Bool {
    var k = i
    for p in prefix.unicodeScalars {
      guard k < s.count, s[k] == p else { return false }
      k += 1
    }
    return true
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
      let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
    else { return "" }
    return String(scalars[first...last])
  }

  /// `trimmingSpaces`, without copying a string that has nothing to trim (a token per row).
  var trimmingSpacesFast: String {
    let bytes = utf8
    guard let first = bytes.first, let last = bytes.last else { return self }
    let isSpace = { (b: UInt8) in b == UInt8(ascii: " ") || b == 0x09 }
    return isSpace(first) || isSpace(last) ? trimmingSpaces : self
  }
}
