import Testing

@testable import Config

@Suite struct TOMLParserTests {
  func parseError(_ text: String) -> TOMLSyntaxError? {
    do {
      _ = try TOMLParser.parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsSectionsKeysAndValues() throws {
    let document = try TOMLParser.parse(
      """
      # comment
      name = "Harbor"   # trailing comment
      count = -1_024
      enabled = true

      [styles]
      "ui.field.input.focus" = 'literal \\n stays'
      json.key = "sky\\tbold \\u00e9"
      """)
    #expect(document.sections.map(\.name) == ["styles"])
    #expect(document.sections.first?.position == SourcePosition(line: 6, column: 2))
    let values = document.entries.map { "\($0.section ?? "-") \($0.key) \($0.value)" }
    #expect(
      values == [
        "- name string(\"Harbor\")", "- count integer(-1024)", "- enabled boolean(true)",
        "styles ui.field.input.focus string(\"literal \\\\n stays\")",
        "styles json.key string(\"sky\\tbold é\")",
      ])
    let key = try #require(document.entries.last)
    #expect(key.keyPosition == SourcePosition(line: 8, column: 1))
    #expect(key.valuePosition == SourcePosition(line: 8, column: 12))
    // "sky\tbold": the "b" comes after a two-character escape, at column 18.
    #expect(key.position(ofCharacterAt: 4) == SourcePosition(line: 8, column: 18))
  }

  @Test func acceptsWindowsLineEndings() throws {
    let document = try TOMLParser.parse("a = \"1\"\r\n[mono]\r\nb = 2\r\n")
    #expect(document.entries.count == 2)
    #expect(document.entries.last?.keyPosition == SourcePosition(line: 3, column: 1))
  }

  @Test(
    arguments: [
      ("name = \"Harbor", 1, 8, "unterminated string"),
      ("\n\nkey \"x\"", 3, 5, "expected \"=\" after key \"key\""),
      ("a = ", 1, 5, "expected a value after \"=\""),
      ("a = [1, 2]", 1, 5, "arrays are not supported; use a quoted string"),
      ("a = { fg = 1 }", 1, 5, "inline tables are not supported; use a quoted string"),
      ("a = \"\"\"x\"\"\"", 1, 5, "multi-line strings are not supported"),
      ("a = 1.5", 1, 6, "floating-point numbers are not supported"),
      ("a = 99999999999999999999", 1, 5, "integer is too large"),
      ("a = \"x\" b", 1, 9, "unexpected text after value"),
      ("a = \"\\q\"", 1, 6, "invalid escape \\q in string"),
      ("a = yes", 1, 5, "expected a value: a quoted string, an integer, true or false"),
      ("[styles", 1, 8, "expected \"]\" to close the section header"),
      ("[[styles]]", 1, 2, "arrays of tables are not supported"),
      ("[]", 1, 2, "expected a section name, found \"]\""),
      ("= 1", 1, 1, "expected a key, found \"=\""),
      ("a = 1\n  a = 2", 2, 3, "duplicate key \"a\" (first set on line 1)"),
      ("[mono]\n[mono]", 2, 2, "section [mono] appears twice (first on line 1)"),
      ("a = \"tab\u{1}\"", 1, 9, "control character in string"),
    ])
  func reportsErrorsWithLineAndColumn(text: String, line: Int, column: Int, reason: String) {
    #expect(parseError(text) == TOMLSyntaxError(line: line, column: column, reason: reason))
  }

  @Test func sameKeyInDifferentSectionsIsFine() throws {
    let document = try TOMLParser.parse("[styles]\n\"ui\" = \"\"\n[mono]\n\"ui\" = \"\"")
    #expect(document.entries.map(\.section) == ["styles", "mono"])
  }
}
