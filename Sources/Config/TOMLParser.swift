/// Parses the small TOML subset theme and configuration files use: `#` comments, `[section]` headers, and
/// `key = value` lines where keys are bare (dots allowed) or quoted and values are strings,
/// integers or booleans. Dotted section names (`[profiles.staging]`) are kept whole.
///
/// Anything else (arrays, inline tables, multi-line strings, floats, dates) is an error with
/// the line and column where it starts. Parsing is a single pass over each line and never
/// recurses, so no input can make it crash or hang.
public enum TOMLParser {
  /// Parses `text`, or throws the first error.
  public static func parse(_ text: String) throws(TOMLSyntaxError) -> TOMLDocument {
    var document = TOMLDocument()
    var section: String?
    var seenKeys: [String: Int] = [:]
    var seenSections: [String: Int] = [:]
    let lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    for (offset, lineText) in lines.enumerated() {
      var scanner = TOMLLineScanner(lineText, line: offset + 1)
      scanner.skipSpaces()
      if scanner.atEndOrComment { continue }
      if scanner.current == "[" {
        let header = try parseHeader(&scanner)
        if let first = seenSections[header.name] {
          throw TOMLSyntaxError(
            line: header.position.line, column: header.position.column,
            reason: "section [\(header.name)] appears twice (first on line \(first))")
        }
        seenSections[header.name] = header.position.line
        document.sections.append(header)
        section = header.name
        continue
      }
      let entry = try parseEntry(&scanner, section: section)
      let qualified = (section.map { $0 + "\u{0}" } ?? "") + entry.key
      if let first = seenKeys[qualified] {
        throw TOMLSyntaxError(
          line: entry.keyPosition.line, column: entry.keyPosition.column,
          reason: "duplicate key \"\(entry.key)\" (first set on line \(first))")
      }
      seenKeys[qualified] = entry.keyPosition.line
      document.entries.append(entry)
    }
    return document
  }

  private static func parseHeader(_ scanner: inout TOMLLineScanner) throws(TOMLSyntaxError)
    -> TOMLSection
  {
    scanner.advance()
    if scanner.current == "[" { throw scanner.fail("arrays of tables are not supported") }
    scanner.skipSpaces()
    let position = scanner.position
    let name = try scanner.key(what: "a section name")
    scanner.skipSpaces()
    try scanner.expect("]", "expected \"]\" to close the section header")
    try scanner.expectEndOfLine(after: "section header")
    return TOMLSection(name: name, position: position)
  }

  private static func parseEntry(_ scanner: inout TOMLLineScanner, section: String?)
    throws(TOMLSyntaxError) -> TOMLEntry
  {
    let keyPosition = scanner.position
    let key = try scanner.key(what: "a key")
    scanner.skipSpaces()
    try scanner.expect("=", "expected \"=\" after key \"\(key)\"")
    scanner.skipSpaces()
    let valuePosition = scanner.position
    var columns: [Int] = []
    let value: TOMLValue
    switch scanner.current {
    case "\"", "'":
      let string = try scanner.string()
      value = .string(string.text)
      columns = string.columns
    case "t", "f":
      value = .boolean(try scanner.boolean())
    case .some(let character) where character == "+" || character == "-" || character.isNumber:
      value = .integer(try scanner.integer())
    case "[":
      throw scanner.fail("arrays are not supported; use a quoted string")
    case "{":
      throw scanner.fail("inline tables are not supported; use a quoted string")
    case nil, "#":
      throw scanner.fail("expected a value after \"=\"")
    default:
      throw scanner.fail("expected a value: a quoted string, an integer, true or false")
    }
    try scanner.expectEndOfLine(after: "value")
    return TOMLEntry(
      section: section, key: key, keyPosition: keyPosition, value: value,
      valuePosition: valuePosition, characterColumns: columns)
  }
}
