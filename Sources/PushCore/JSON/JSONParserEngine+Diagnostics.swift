/// Error construction: locations and the friendly messages for common mistakes.
extension JSONParserEngine {
  /// An error of `kind` at byte `offset`, with line and column computed from the text.
  func failure(_ kind: JSONSyntaxError.Kind, _ message: String, at offset: Int)
    -> JSONSyntaxError
  {
    let (line, column) = location(of: offset)
    return JSONSyntaxError(
      kind: kind, line: line, column: column, offset: offset, message: message)
  }

  /// 1-based line and column (in Unicode scalars) of byte `offset`.
  func location(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    var i = textStart
    let end = min(offset, bytes.count)
    while i < end {
      let b = bytes[i]
      if b == JSONByte.lineFeed || b == JSONByte.carriageReturn {
        let crlf = b == JSONByte.carriageReturn && i + 1 < end && bytes[i + 1] == JSONByte.lineFeed
        i += crlf ? 2 : 1
        line += 1
        column = 1
        continue
      }
      if b & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    return (line, column)
  }

  /// `"1:5"` for byte `offset`.
  func lineColumn(_ offset: Int) -> String {
    let (line, column) = location(of: offset)
    return "\(line):\(column)"
  }

  /// How the character at `offset` reads in a message: `'{'`, `end of input`, `U+000C`,
  /// `'“' (U+201C)`.
  func describe(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of input" }
    let b = bytes[offset]
    if b == JSONByte.apostrophe { return "\"'\"" }
    if b > 0x20, b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
    if b == JSONByte.space { return "' '" }
    guard let scalar = scalar(at: offset) else {
      return "invalid UTF-8 byte \(hex(UInt32(b), digits: 2))"
    }
    let code = "U+" + hex(scalar.value, digits: 4)
    if b < 0x80 || scalar.properties.generalCategory == .spaceSeparator
      || scalar.properties.generalCategory == .format
      || scalar.properties.generalCategory == .control
    {
      return code
    }
    return "'\(Character(scalar))' (\(code))"
  }

  func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  /// Mistakes recognisable from the character alone, whatever was expected: comments,
  /// quotes of the wrong kind, look-alike whitespace, invalid UTF-8.
  func specialProblem(at offset: Int) -> JSONSyntaxError? {
    guard offset < bytes.count else { return nil }
    let b = bytes[offset]
    switch b {
    case JSONByte.slash:
      let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
      guard next == JSONByte.slash || next == JSONByte.star else { return nil }
      let marker = next == JSONByte.slash ? "//" : "/*"
      return failure(.comment, "comments are not allowed in JSON (found '\(marker)')", at: offset)
    case JSONByte.apostrophe:
      return failure(
        .singleQuotes,
        "single quotes are not allowed: JSON strings and keys use double quotes (\")", at: offset)
    case 0x0B, 0x0C:
      return failure(
        .invalidWhitespace,
        "\(describe(at: offset)) is not allowed in JSON; whitespace is only space, tab,"
          + " line feed and carriage return", at: offset)
    case 0x80...:
      guard let scalar = scalar(at: offset) else { return invalidUTF8(at: offset) }
      switch scalar.value {
      case 0x201C, 0x201D, 0x2018, 0x2019, 0x201E, 0x00AB, 0x00BB:
        return failure(
          .curlyQuotes,
          "curly quote \(describe(at: offset)) is not allowed: JSON needs straight double"
            + " quotes (\")", at: offset)
      case 0x00A0, 0xFEFF, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x2060, 0x3000:
        return failure(
          .invalidWhitespace,
          "\(describe(at: offset)) is not allowed in JSON; whitespace is only space, tab,"
            + " line feed and carriage return", at: offset)
      default:
        return nil
      }
    default:
      return nil
    }
  }

  func invalidUTF8(at offset: Int) -> JSONSyntaxError {
    failure(
      .invalidUTF8,
      "invalid UTF-8 byte \(hex(UInt32(bytes[offset]), digits: 2)) at byte offset \(offset)"
        + " (JSON text must be UTF-8)", at: offset)
  }

  /// The input ended inside an open container.
  func endOfInput() -> JSONSyntaxError {
    // Point just after the last meaningful character, where the missing text belongs.
    var end = bytes.count
    while end > textStart,
      [JSONByte.space, JSONByte.tab, JSONByte.lineFeed, JSONByte.carriageReturn].contains(
        bytes[end - 1])
    {
      end -= 1
    }
    guard let innermost = frames.last else {
      return failure(.unexpectedEndOfInput, "unexpected end of input: expected a value", at: end)
    }
    let objects = frames.count { $0.isObject }
    let arrays = frames.count - objects
    var open: [String] = []
    if objects > 0 { open.append(objects == 1 ? "1 object" : "\(objects) objects") }
    if arrays > 0 { open.append(arrays == 1 ? "1 array" : "\(arrays) arrays") }
    return failure(
      .unexpectedEndOfInput,
      "unexpected end of input: \(open.joined(separator: " and ")) still open"
        + " (innermost opened at \(lineColumn(innermost.open)))", at: end)
  }

  /// Something other than a value where a value belongs.
  func unexpectedValue() -> JSONSyntaxError {
    if let special = specialProblem(at: pos) { return special }
    let b = bytes[pos]
    if JSONByte.isLetter(b) { return badWord(at: pos) }
    if b == JSONByte.plus || b == JSONByte.dot {
      let text = word(at: pos)
      let hint = b == JSONByte.plus ? "cannot start with '+'" : "must start with a digit"
      return failure(.invalidNumber, "invalid number '\(text)': numbers \(hint)", at: pos)
    }
    let context: String
    if let frame = frames.last {
      context =
        frame.isObject
        ? "expected a value for object key \(JSONWriter.quoted(keys.last ?? ""))"
        : "expected an array element"
    } else {
      context = "expected a JSON value"
    }
    if let frame = frames.last, b == JSONByte.closeBrace || b == JSONByte.closeBracket,
      b != frame.closer
    {
      return mismatched(frame)
    }
    return failure(.unexpectedCharacter, "\(context), found \(describe(at: pos))", at: pos)
  }

  /// Something other than a `"` where an object key belongs.
  func unexpectedKey() -> JSONSyntaxError {
    if let special = specialProblem(at: pos) { return special }
    let b = bytes[pos]
    if JSONByte.isLetter(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") {
      let name = word(at: pos)
      return failure(
        .unquotedKey,
        "object keys must be in double quotes: found unquoted key '\(name)' (write \"\(name)\")",
        at: pos)
    }
    if let frame = frames.last, b == JSONByte.closeBracket { return mismatched(frame) }
    return failure(
      .unexpectedCharacter, "expected a double-quoted object key, found \(describe(at: pos))",
      at: pos)
  }

  func missingColon(after key: String) -> JSONSyntaxError {
    if let special = specialProblem(at: pos) { return special }
    return failure(
      .missingColon,
      "expected ':' after object key \(JSONWriter.quoted(key)), found \(describe(at: pos))",
      at: pos)
  }

  func trailingComma(at comma: Int, closer: UInt8) -> JSONSyntaxError {
    let closerText = Character(Unicode.Scalar(closer))
    return failure(
      .trailingComma,
      "trailing comma before '\(closerText)' (JSON does not allow trailing commas)", at: comma)
  }

  /// After an element or member: neither `,` nor the right closing bracket.
  func expectedCommaOrClose(_ frame: Frame) -> JSONSyntaxError {
    if let special = specialProblem(at: pos) { return special }
    let b = bytes[pos]
    let closer = Character(Unicode.Scalar(frame.closer))
    if b == JSONByte.closeBrace || b == JSONByte.closeBracket { return mismatched(frame) }
    let what =
      frame.isObject
      ? "object member \(JSONWriter.quoted(keys.last ?? ""))" : "array element"
    let startsValue =
      b == JSONByte.quote || b == JSONByte.openBrace || b == JSONByte.openBracket
      || b == JSONByte.minus || JSONByte.isDigit(b) || JSONByte.isLetter(b)
    if startsValue {
      return failure(
        .missingComma,
        "missing ',' after \(what): expected ',' or '\(closer)', found \(describe(at: pos))",
        at: pos)
    }
    return failure(
      .unexpectedCharacter,
      "expected ',' or '\(closer)' after \(what), found \(describe(at: pos))", at: pos)
  }

  func mismatched(_ frame: Frame) -> JSONSyntaxError {
    let found = Character(Unicode.Scalar(bytes[pos]))
    let closer = Character(Unicode.Scalar(frame.closer))
    let kind = frame.isObject ? "object" : "array"
    return failure(
      .mismatchedBracket,
      "mismatched '\(found)': the \(kind) opened at \(lineColumn(frame.open)) must be closed"
        + " with '\(closer)' first", at: pos)
  }

  func trailingContent() -> JSONSyntaxError {
    if let special = specialProblem(at: pos) { return special }
    let b = bytes[pos]
    let hint =
      b == JSONByte.closeBrace || b == JSONByte.closeBracket
      ? "more closing brackets than opening ones"
      : "a JSON text holds exactly one top-level value"
    return failure(
      .trailingContent,
      "unexpected \(describe(at: pos)) after the end of the JSON value (\(hint))", at: pos)
  }

  func controlCharacter(_ b: UInt8) -> JSONSyntaxError {
    let escape: String
    switch b {
    case 0x08: escape = "\\b"
    case 0x09: escape = "\\t"
    case 0x0A: escape = "\\n"
    case 0x0C: escape = "\\f"
    case 0x0D: escape = "\\r"
    default: escape = "\\u" + hex(UInt32(b), digits: 4)
    }
    let hint = b == 0x0A || b == 0x0D ? " (or is the closing '\"' missing?)" : ""
    return failure(
      .controlCharacterInString,
      "control character U+\(hex(UInt32(b), digits: 4)) in string must be escaped as"
        + " \(escape)\(hint)", at: pos)
  }

  func unterminatedString(opening: Int) -> JSONSyntaxError {
    failure(
      .unterminatedString,
      "unterminated string: the input ends before the closing '\"' of the string that starts"
        + " here", at: opening)
  }

  func loneSurrogate(_ unit: UInt32, at escape: Int) -> JSONSyntaxError {
    let text = "\\u" + hex(unit, digits: 4)
    let rule =
      unit <= 0xDBFF
      ? "a high surrogate must be followed by a low surrogate escape (\\uDC00-\\uDFFF)"
      : "a low surrogate must follow a high surrogate escape (\\uD800-\\uDBFF)"
    return failure(
      .loneSurrogate, "lone UTF-16 surrogate \(text) in string: \(rule)", at: escape)
  }

  func invalidEscape(at escape: Int) -> JSONSyntaxError {
    let shown: String
    if let scalar = scalar(at: escape + 1), scalar.value >= 0x20 {
      shown = "'\\\(Character(scalar))'"
    } else {
      shown = "'\\' followed by \(describe(at: escape + 1))"
    }
    return failure(
      .invalidEscape,
      "invalid escape \(shown) in string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t"
        + " and \\uXXXX", at: escape)
  }

  func invalidUnicodeEscape(at escape: Int) -> JSONSyntaxError {
    failure(
      .invalidEscape,
      "invalid \\u escape: expected 4 hex digits after \\u, found \(describe(at: pos))",
      at: escape)
  }
}
