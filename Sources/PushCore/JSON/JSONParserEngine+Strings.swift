extension JSONParserEngine {
  /// Reads a string whose opening quote is at `pos`, leaving `pos` after the closing quote.
  mutating func readString() throws(JSONSyntaxError) -> String {
    let opening = pos
    pos += 1
    let start = pos
    // Fast path: no escapes, so the string is a slice of the input.
    while pos < bytes.count {
      let b = bytes[pos]
      if b == JSONByte.quote {
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
        pos += 1
        return text
      }
      if b == JSONByte.backslash {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<pos]))
        return try readEscapedString(opening: opening)
      }
      if b < 0x20 { throw controlCharacter(b) }
      if b < 0x80 {
        pos += 1
      } else {
        try skipUTF8Sequence()
      }
    }
    throw unterminatedString(opening: opening)
  }

  /// Continues a string from its first backslash at `pos`, collecting bytes in `scratch`.
  private mutating func readEscapedString(opening: Int) throws(JSONSyntaxError) -> String {
    while pos < bytes.count {
      let b = bytes[pos]
      if b == JSONByte.quote {
        pos += 1
        return String(decoding: scratch, as: UTF8.self)
      }
      if b == JSONByte.backslash {
        try readEscape(opening: opening)
      } else if b < 0x20 {
        throw controlCharacter(b)
      } else if b < 0x80 {
        scratch.append(b)
        pos += 1
      } else {
        let sequenceStart = pos
        try skipUTF8Sequence()
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[sequenceStart..<pos]))
      }
    }
    throw unterminatedString(opening: opening)
  }

  /// Decodes one escape at `pos` (a backslash) into `scratch`.
  private mutating func readEscape(opening: Int) throws(JSONSyntaxError) {
    let escape = pos
    guard pos + 1 < bytes.count else { throw unterminatedString(opening: opening) }
    let c = bytes[pos + 1]
    pos += 2
    switch c {
    case JSONByte.quote, JSONByte.backslash, JSONByte.slash: scratch.append(c)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try readHex4(escape: escape, opening: opening)
      var scalar = unit
      if unit >= 0xD800, unit <= 0xDBFF {
        let second = pos
        guard pos + 1 < bytes.count, bytes[pos] == JSONByte.backslash,
          bytes[pos + 1] == UInt8(ascii: "u")
        else { throw loneSurrogate(unit, at: escape) }
        pos += 2
        let low = try readHex4(escape: second, opening: opening)
        guard low >= 0xDC00, low <= 0xDFFF else { throw loneSurrogate(unit, at: escape) }
        scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      } else if unit >= 0xDC00, unit <= 0xDFFF {
        throw loneSurrogate(unit, at: escape)
      }
      appendUTF8(scalar)
    default:
      pos = escape
      throw invalidEscape(at: escape)
    }
  }

  /// Reads the 4 hex digits after `\u` at `pos`.
  private mutating func readHex4(escape: Int, opening: Int) throws(JSONSyntaxError) -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard pos < bytes.count else { throw unterminatedString(opening: opening) }
      let b = bytes[pos]
      let digit: UInt8
      switch b {
      case JSONByte.zero...JSONByte.nine: digit = b - JSONByte.zero
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
      default: throw invalidUnicodeEscape(at: escape)
      }
      unit = unit << 4 | UInt32(digit)
      pos += 1
    }
    return unit
  }

  private mutating func appendUTF8(_ scalar: UInt32) {
    switch scalar {
    case 0..<0x80:
      scratch.append(UInt8(scalar))
    case 0x80..<0x800:
      scratch.append(UInt8(0xC0 | scalar >> 6))
      scratch.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
      scratch.append(UInt8(0xE0 | scalar >> 12))
      scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | scalar & 0x3F))
    default:
      scratch.append(UInt8(0xF0 | scalar >> 18))
      scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | scalar & 0x3F))
    }
  }

  /// Moves `pos` past one well-formed multi-byte UTF-8 sequence, or throws naming its offset.
  mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
    guard let length = utf8SequenceLength(at: pos) else { throw invalidUTF8(at: pos) }
    pos += length
  }

  /// The length of the well-formed UTF-8 sequence at `offset` (RFC 3629: no overlong forms,
  /// no encoded surrogates, nothing above U+10FFFF), or nil.
  func utf8SequenceLength(at offset: Int) -> Int? {
    let lead = bytes[offset]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0x00..<0x80: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xED:
      length = 3
      high = 0x9F
    case 0xE1...0xEF: length = 3
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return nil
    }
    guard offset + length <= bytes.count else { return nil }
    let second = bytes[offset + 1]
    guard second >= low, second <= high else { return nil }
    for i in 2..<length where bytes[offset + i] & 0xC0 != 0x80 { return nil }
    return length
  }

  /// The scalar encoded at `offset`, if the bytes there are well-formed UTF-8.
  func scalar(at offset: Int) -> Unicode.Scalar? {
    guard offset < bytes.count, let length = utf8SequenceLength(at: offset) else { return nil }
    var value = UInt32(bytes[offset])
    if length > 1 {
      value &= 0xFF >> (length + 1)
      for i in 1..<length { value = value << 6 | UInt32(bytes[offset + i] & 0x3F) }
    }
    return Unicode.Scalar(value)
  }
}
