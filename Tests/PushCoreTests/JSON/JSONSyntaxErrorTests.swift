import Foundation
import PushCore
import Testing

/// The messages and positions users see for common mistakes.
@Suite struct JSONSyntaxErrorTests {
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var text: String
    var line: Int
    var column: Int
    var kind: JSONSyntaxError.Kind
    var message: String
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "missing colon", text: "{\n  \"message\": {\n    \"notification\" {\n", line: 3,
      column: 20, kind: .missingColon,
      message: #"expected ':' after object key "notification", found '{'"#),
    Case(
      name: "missing comma between members", text: "{\n  \"title\": \"a\"\n  \"body\": \"b\"\n}",
      line: 3, column: 3, kind: .missingComma,
      message: #"missing ',' after object member "title": expected ',' or '}', found '"'"#),
    Case(
      name: "missing comma between elements", text: "[1 2]", line: 1, column: 4,
      kind: .missingComma, message: "missing ',' after array element: expected ',' or ']', found '2'"),
    Case(
      name: "trailing comma in object", text: "{\"a\": 1,\n}", line: 1, column: 8,
      kind: .trailingComma,
      message: "trailing comma before '}' (JSON does not allow trailing commas)"),
    Case(
      name: "trailing comma in array", text: "[1, 2, ]", line: 1, column: 6, kind: .trailingComma,
      message: "trailing comma before ']' (JSON does not allow trailing commas)"),
    Case(
      name: "single quotes", text: "{'title': 'x'}", line: 1, column: 2, kind: .singleQuotes,
      message: #"single quotes are not allowed: JSON strings and keys use double quotes (")"#),
    Case(
      name: "single-quoted value", text: "{\"title\": 'x'}", line: 1, column: 11,
      kind: .singleQuotes,
      message: #"single quotes are not allowed: JSON strings and keys use double quotes (")"#),
    Case(
      name: "unquoted key", text: "{\n  title: \"x\"\n}", line: 2, column: 3, kind: .unquotedKey,
      message: #"object keys must be in double quotes: found unquoted key 'title' (write "title")"#),
    Case(
      name: "line comment", text: "{\n  // greeting\n  \"a\": 1\n}", line: 2, column: 3,
      kind: .comment, message: "comments are not allowed in JSON (found '//')"),
    Case(
      name: "block comment after value", text: "{\"a\": 1 /* one */}", line: 1, column: 9,
      kind: .comment, message: "comments are not allowed in JSON (found '/*')"),
    Case(
      name: "missing closing braces",
      text: "{\n  \"message\": {\n    \"notification\": {\n      \"title\": \"x\"\n\n", line: 4,
      column: 19, kind: .unexpectedEndOfInput,
      message: "unexpected end of input: 3 objects still open (innermost opened at 3:21)"),
    Case(
      name: "missing closing bracket and brace", text: "{\"a\": [1, 2", line: 1, column: 12,
      kind: .unexpectedEndOfInput,
      message: "unexpected end of input: 1 object and 1 array still open (innermost opened at 1:7)"),
    Case(
      name: "curly quotes", text: "{\"title\": “Hello”}", line: 1, column: 11, kind: .curlyQuotes,
      message: #"curly quote '“' (U+201C) is not allowed: JSON needs straight double quotes (")"#),
    Case(
      name: "curly quotes after non-ASCII key", text: "{\"тема\": “x”}", line: 1, column: 10,
      kind: .curlyQuotes,
      message: #"curly quote '“' (U+201C) is not allowed: JSON needs straight double quotes (")"#),
    Case(
      name: "raw line break in string", text: "{\"body\": \"line one\nline two\"}", line: 1,
      column: 19, kind: .controlCharacterInString,
      message: #"control character U+000A in string must be escaped as \n (or is the closing '"' missing?)"#),
    Case(
      name: "raw tab in string", text: "[\"a\tb\"]", line: 1, column: 4,
      kind: .controlCharacterInString,
      message: #"control character U+0009 in string must be escaped as \t"#),
    Case(
      name: "lone high surrogate", text: #"["\uD83D"]"#, line: 1, column: 3, kind: .loneSurrogate,
      message: #"lone UTF-16 surrogate \uD83D in string: a high surrogate must be followed by a low surrogate escape (\uDC00-\uDFFF)"#),
    Case(
      name: "lone low surrogate", text: #"{"k": "a\uDE00"}"#, line: 1, column: 9, kind: .loneSurrogate,
      message: #"lone UTF-16 surrogate \uDE00 in string: a low surrogate must follow a high surrogate escape (\uD800-\uDBFF)"#),
    Case(
      name: "invalid escape", text: #""\x41""#, line: 1, column: 2, kind: .invalidEscape,
      message: #"invalid escape '\x' in string; valid escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#),
    Case(
      name: "mismatched bracket", text: "{\"a\": [1, 2}", line: 1, column: 12,
      kind: .mismatchedBracket,
      message: "mismatched '}': the array opened at 1:7 must be closed with ']' first"),
    Case(
      name: "two documents", text: "{} {}", line: 1, column: 4, kind: .trailingContent,
      message:
        "unexpected '{' after the end of the JSON value (a JSON text holds exactly one top-level value)"
    ),
    Case(
      name: "capitalised literal", text: "{\"a\": True}", line: 1, column: 7, kind: .invalidLiteral,
      message: "invalid literal 'True': JSON literals are lowercase ('true')"),
    Case(
      name: "Python None", text: "[None]", line: 1, column: 2, kind: .invalidLiteral,
      message: "'None' is not JSON; did you mean 'null'?"),
    Case(
      name: "NaN", text: "[NaN]", line: 1, column: 2, kind: .invalidNumber,
      message: "'NaN' is not a JSON number; use null or a string instead"),
    Case(
      name: "leading zeros", text: "{\"badge\": 007}", line: 1, column: 11, kind: .invalidNumber,
      message:
        "numbers cannot have leading zeros ('007'); write it without them, or as a string if the zeros matter"
    ),
    Case(
      name: "bare word", text: "{\"title\": hello}", line: 1, column: 11,
      kind: .unexpectedCharacter,
      message: #"unexpected word 'hello': strings must be in double quotes ("hello")"#),
    Case(
      name: "no-break space", text: "{\"a\":\u{A0}1}", line: 1, column: 6, kind: .invalidWhitespace,
      message:
        "U+00A0 is not allowed in JSON; whitespace is only space, tab, line feed and carriage return"
    ),
    Case(
      name: "unterminated string", text: "{\"a\": \"abc", line: 1, column: 7,
      kind: .unterminatedString,
      message:
        #"unterminated string: the input ends before the closing '"' of the string that starts here"#
    ),
    Case(
      name: "empty input", text: "  \n ", line: 1, column: 1, kind: .emptyInput,
      message: "empty input: expected a JSON value"),
    Case(
      name: "CRLF line endings", text: "{\r\n\"a\": 1,\r\n}", line: 2, column: 7,
      kind: .trailingComma, message: "trailing comma before '}' (JSON does not allow trailing commas)"),
    Case(
      name: "columns count scalars, not bytes or graphemes", text: "{\"emoji\": \"👩‍💻\", x}",
      line: 1, column: 18, kind: .unquotedKey,
      message: #"object keys must be in double quotes: found unquoted key 'x' (write "x")"#),
  ]

  @Test(arguments: cases)
  func reportsTheMistakeWhereItIs(_ c: Case) {
    let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(c.text) }
    #expect(error?.kind == c.kind)
    #expect(error?.message == c.message)
    #expect(error?.line == c.line)
    #expect(error?.column == c.column)
    #expect(error?.description == "line \(c.line), column \(c.column): \(c.message)")
  }

  @Test func offsetCountsBytes() throws {
    let error = try #require(throws: JSONSyntaxError.self) {
      try JSONParser.parse("{\"тема\": “x”}")
    }
    #expect(error.offset == 13)  // "тема" is 8 bytes
    #expect(error.column == 10)
  }

  @Test func invalidUTF8NamesTheByteAndItsOffset() throws {
    let bytes: [UInt8] = [0x7B, 0x0A, 0x22, 0x61, 0x22, 0x3A, 0x22, 0x62, 0xFF, 0x22, 0x7D]
    let error = try #require(throws: JSONSyntaxError.self) { try JSONParser.parse(Data(bytes)) }
    #expect(error.kind == .invalidUTF8)
    #expect(error.offset == 8)
    #expect(error.line == 2)
    #expect(error.column == 7)
    #expect(error.message == "invalid UTF-8 byte FF at byte offset 8 (JSON text must be UTF-8)")
  }

  @Test func byteOrderMarkIsSkippedAndNotCounted() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let ok = try JSONParser.parse(Data(bom + Array("{\"a\": 1}".utf8)))
    #expect(ok == ["a": 1])
    let error = try #require(throws: JSONSyntaxError.self) {
      try JSONParser.parse(Data(bom + Array("{,}".utf8)))
    }
    #expect(error.column == 2)
    #expect(error.offset == 4)
  }

  @Test func depthErrorPointsAtTheOpeningBracket() throws {
    let text = "{\"a\":" + String(repeating: "[", count: 600)
    let error = try #require(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    #expect(error.kind == .tooDeep)
    #expect(error.message == "nesting deeper than 512 levels")
    #expect(error.column == 6 + 511)
  }
}
