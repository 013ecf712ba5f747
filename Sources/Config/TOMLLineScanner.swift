/// Reads the tokens of one line of the TOML subset: keys, strings, integers and booleans.
///
/// Every method either consumes at least one character or throws, so a parse always ends.
struct TOMLLineScanner {
  private let characters: [Character]
  private var index = 0
  let line: Int

  init(_ text: Substring, line: Int) {
    self.characters = Array(text)
    self.line = line
  }

  /// The current character, or `nil` at the end of the line.
  var current: Character? { index < characters.count ? characters[index] : nil }

  /// The 1-based column of the current character.
  var position: SourcePosition { SourcePosition(line: line, column: index + 1) }

  /// True at the end of the line or at a `#` comment.
  var atEndOrComment: Bool { current == nil || current == "#" }

  mutating func advance() { index += 1 }

  mutating func skipSpaces() {
    while current == " " || current == "\t" { index += 1 }
  }

  /// True if the characters from the current one on start with `text`.
  func lookingAt(_ text: String) -> Bool {
    var probe = index
    for character in text {
      guard probe < characters.count, characters[probe] == character else { return false }
      probe += 1
    }
    return true
  }

  func fail(_ reason: String) -> TOMLSyntaxError {
    TOMLSyntaxError(line: position.line, column: position.column, reason: reason)
  }

  /// Consumes `character` or throws `reason`.
  mutating func expect(_ character: Character, _ reason: String) throws(TOMLSyntaxError) {
    guard current == character else { throw fail(reason) }
    index += 1
  }

  /// Throws unless only spaces and a comment remain.
  mutating func expectEndOfLine(after what: String) throws(TOMLSyntaxError) {
    skipSpaces()
    guard atEndOrComment else { throw fail("unexpected text after \(what)") }
  }

  static func isBareKeyCharacter(_ character: Character) -> Bool {
    guard character.isASCII else { return false }
    return character.isLetter || character.isNumber || character == "_" || character == "-"
      || character == "."
  }

  /// A bare key (letters, digits, `_`, `-`, and `.` for dotted roles) or a quoted key.
  mutating func key(what: String) throws(TOMLSyntaxError) -> String {
    if current == "\"" || current == "'" { return try string().text }
    let start = index
    while let character = current, Self.isBareKeyCharacter(character) { index += 1 }
    guard index > start else {
      if let character = current {
        throw fail("expected \(what), found \(Self.describe(character))")
      }
      throw fail("expected \(what)")
    }
    return String(characters[start..<index])
  }

  /// A basic `"…"` or literal `'…'` string, with the source column of each decoded character.
  mutating func string() throws(TOMLSyntaxError) -> (text: String, columns: [Int]) {
    if lookingAt("\"\"\"") || lookingAt("'''") {
      throw fail("multi-line strings are not supported")
    }
    let opening = position
    let quote = current
    let literal = quote == "'"
    index += 1
    var text = ""
    var columns: [Int] = []
    while true {
      guard let character = current else {
        throw TOMLSyntaxError(
          line: opening.line, column: opening.column, reason: "unterminated string")
      }
      if character == quote {
        index += 1
        return (text, columns)
      }
      if Self.isControl(character) && character != "\t" {
        throw fail("control character in string")
      }
      let column = index + 1
      if character == "\\" && !literal {
        text.append(try escape())
      } else {
        text.append(character)
        index += 1
      }
      columns.append(column)
    }
  }

  private mutating func escape() throws(TOMLSyntaxError) -> Character {
    let start = position
    index += 1
    guard let code = current else { throw fail("unterminated string") }
    index += 1
    switch code {
    case "\"": return "\""
    case "\\": return "\\"
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "b": return "\u{8}"
    case "f": return "\u{C}"
    case "u", "U":
      let digits = code == "u" ? 4 : 8
      var value: UInt32 = 0
      for _ in 0..<digits {
        guard let character = current, let digit = character.hexDigitValue else {
          throw fail("expected \(digits) hex digits after \\\(code)")
        }
        value = value &* 16 &+ UInt32(digit)
        index += 1
      }
      guard let scalar = Unicode.Scalar(value) else {
        throw TOMLSyntaxError(
          line: start.line, column: start.column, reason: "invalid Unicode scalar in escape")
      }
      return Character(scalar)
    default:
      throw TOMLSyntaxError(
        line: start.line, column: start.column,
        reason: "invalid escape \\\(Self.printable(code)) in string")
    }
  }

  /// A decimal integer with optional sign and `_` separators between digits.
  mutating func integer() throws(TOMLSyntaxError) -> Int {
    let start = position
    var negative = false
    if current == "+" || current == "-" {
      negative = current == "-"
      index += 1
    }
    var value = 0
    var sawDigit = false
    while let character = current {
      if character == "_", sawDigit, index + 1 < characters.count,
        characters[index + 1].isASCII, characters[index + 1].isNumber
      {
        index += 1
        continue
      }
      guard character.isASCII, let digit = character.wholeNumberValue else { break }
      let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(negative ? -digit : digit)
      guard !overflow1, !overflow2 else {
        throw TOMLSyntaxError(
          line: start.line, column: start.column, reason: "integer is too large")
      }
      value = sum
      sawDigit = true
      index += 1
    }
    guard sawDigit else { throw fail("expected digits") }
    if current == "." || current == "e" || current == "E" {
      throw fail("floating-point numbers are not supported")
    }
    return value
  }

  /// `true` or `false`.
  mutating func boolean() throws(TOMLSyntaxError) -> Bool {
    if lookingAt("true") {
      index += 4
      return true
    }
    if lookingAt("false") {
      index += 5
      return false
    }
    throw fail("expected a value: a quoted string, an integer, true or false")
  }

  static func isControl(_ character: Character) -> Bool {
    character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }

  /// A character quoted for a message, with control characters spelled out.
  static func describe(_ character: Character) -> String {
    "\"\(printable(character))\""
  }

  static func printable(_ character: Character) -> String {
    guard isControl(character) else { return String(character) }
    return character.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined()
  }
}
