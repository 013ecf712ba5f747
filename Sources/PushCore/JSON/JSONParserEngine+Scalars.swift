extension JSONParserEngine {
  /// Reads a number at `pos` (a `-` or a digit), keeping its literal text.
  mutating func readNumber() throws(JSONSyntaxError) -> JSONNumber {
    let start = pos
    if bytes[pos] == JSONByte.minus {
      pos += 1
      guard pos < bytes.count, JSONByte.isDigit(bytes[pos]) else {
        if pos < bytes.count, JSONByte.isLetter(bytes[pos]) { throw badWord(at: start) }
        throw numberFailure("expected a digit after '-'", start: start)
      }
    }
    if bytes[pos] == JSONByte.zero {
      pos += 1
      if pos < bytes.count, JSONByte.isDigit(bytes[pos]) {
        throw failure(
          .invalidNumber,
          "numbers cannot have leading zeros ('\(word(at: start))'); write it without them,"
            + " or as a string if the zeros matter", at: start)
      }
    } else {
      skipDigits()
    }
    if pos < bytes.count, bytes[pos] == JSONByte.dot {
      pos += 1
      guard pos < bytes.count, JSONByte.isDigit(bytes[pos]) else {
        throw numberFailure("expected a digit after the decimal point", start: start)
      }
      skipDigits()
    }
    if pos < bytes.count, bytes[pos] | 0x20 == UInt8(ascii: "e") {
      pos += 1
      if pos < bytes.count, bytes[pos] == JSONByte.plus || bytes[pos] == JSONByte.minus {
        pos += 1
      }
      guard pos < bytes.count, JSONByte.isDigit(bytes[pos]) else {
        throw numberFailure("expected a digit in the exponent", start: start)
      }
      skipDigits()
    }
    if pos < bytes.count, JSONByte.isWordByte(bytes[pos]) {
      throw failure(.invalidNumber, "invalid number '\(word(at: start))'", at: start)
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
    return JSONNumber(uncheckedText: text)
  }

  private mutating func skipDigits() {
    while pos < bytes.count, JSONByte.isDigit(bytes[pos]) { pos += 1 }
  }

  private func numberFailure(_ expected: String, start: Int) -> JSONSyntaxError {
    if let special = specialProblem(at: pos) { return special }
    return failure(
      .invalidNumber,
      "invalid number '\(word(at: start))': \(expected), found \(describe(at: pos))", at: pos)
  }

  /// Reads `true`, `false` or `null` at `pos`.
  mutating func readLiteral() throws(JSONSyntaxError) -> JSONValue {
    let start = pos
    let (text, value): (StaticString, JSONValue) =
      switch bytes[pos] {
      case UInt8(ascii: "t"): ("true", .bool(true))
      case UInt8(ascii: "f"): ("false", .bool(false))
      default: ("null", .null)
      }
    let length = text.utf8CodeUnitCount
    guard start + length <= bytes.count else { throw badWord(at: start) }
    let matches = text.withUTF8Buffer { expected in
      (0..<length).allSatisfy { bytes[start + $0] == expected[$0] }
    }
    let end = start + length
    guard matches, end == bytes.count || !JSONByte.isWordByte(bytes[end]) else {
      throw badWord(at: start)
    }
    pos = end
    return value
  }

  /// The run of word characters at `offset`, for messages (at most 40 characters).
  func word(at offset: Int) -> String {
    var end = offset
    while end < bytes.count, end - offset < 40, JSONByte.isWordByte(bytes[end]) { end += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
  }

  /// An error for a bare word where a value belongs: `True`, `None`, `NaN`, `hello`.
  func badWord(at offset: Int) -> JSONSyntaxError {
    let text = word(at: offset)
    let lower = text.lowercased()
    for literal in ["true", "false", "null"] {
      if lower == literal {
        return failure(
          .invalidLiteral, "invalid literal '\(text)': JSON literals are lowercase ('\(literal)')",
          at: offset)
      }
      if lower.count < literal.count, literal.hasPrefix(lower), !lower.isEmpty {
        return failure(
          .invalidLiteral, "invalid literal '\(text)' (did you mean '\(literal)'?)", at: offset)
      }
    }
    switch lower {
    case "nan", "-nan", "infinity", "-infinity", "inf", "-inf", "+inf", "+infinity":
      return failure(
        .invalidNumber, "'\(text)' is not a JSON number; use null or a string instead",
        at: offset)
    case "none", "nil", "undefined":
      return failure(.invalidLiteral, "'\(text)' is not JSON; did you mean 'null'?", at: offset)
    default:
      return failure(
        .unexpectedCharacter,
        "unexpected word '\(text)': strings must be in double quotes (\"\(text)\")", at: offset)
    }
  }
}
