/// Byte values the parser looks at.
enum JSONByte {
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let minus = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let dot = UInt8(ascii: ".")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let apostrophe = UInt8(ascii: "'")
  static let zero = UInt8(ascii: "0")
  static let nine = UInt8(ascii: "9")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")

  static func isDigit(_ b: UInt8) -> Bool { b >= zero && b <= nine }

  static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

  /// Characters shown as part of a "word" in messages (`True`, `NaN`, `0x1F`, `apns-priority`).
  static func isWordByte(_ b: UInt8) -> Bool {
    isLetter(b) || isDigit(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b == minus
      || b == plus || b == dot
  }
}

/// The parsing state machine behind `JSONParser`: iterative, with explicit stacks.
///
/// Values of open containers wait on `values` (and object keys on `keys`) until the container
/// closes, so nesting depth costs heap, not stack.
struct JSONParserEngine {
  /// One open array or object.
  struct Frame {
    let isObject: Bool
    /// Byte offset of the opening bracket.
    let open: Int
    /// Index in `values` of the container's first element.
    let valueBase: Int
    /// Index in `keys` of the object's first key.
    let keyBase: Int

    var closer: UInt8 { isObject ? JSONByte.closeBrace : JSONByte.closeBracket }
  }

  let bytes: UnsafeBufferPointer<UInt8>
  /// Where the text starts (3 when there is a byte order mark).
  let textStart: Int
  var pos: Int
  var frames: [Frame] = []
  var values: [JSONValue] = []
  var keys: [String] = []
  var keyOffsets: [Int] = []
  var duplicates: [(offset: Int, path: JSONPath)] = []
  /// Reused buffer for strings with escapes.
  var scratch: [UInt8] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    textStart = hasBOM ? 3 : 0
    pos = textStart
  }

  var atEnd: Bool { pos >= bytes.count }

  @inline(__always)
  mutating func skipWhitespace() {
    while pos < bytes.count {
      switch bytes[pos] {
      case JSONByte.space, JSONByte.lineFeed, JSONByte.carriageReturn, JSONByte.tab: pos += 1
      default: return
      }
    }
  }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONDocument {
    skipWhitespace()
    if atEnd {
      throw failure(.emptyInput, "empty input: expected a JSON value", at: textStart)
    }
    var value: JSONValue
    parsing: while true {
      // `pos` is at the first byte of a value, whitespace already skipped.
      guard pos < bytes.count else { throw endOfInput() }
      switch bytes[pos] {
      case JSONByte.openBrace, JSONByte.openBracket:
        let isObject = bytes[pos] == JSONByte.openBrace
        if frames.count >= JSONParser.maximumDepth {
          throw failure(
            .tooDeep, "nesting deeper than \(JSONParser.maximumDepth) levels", at: pos)
        }
        let open = pos
        pos += 1
        skipWhitespace()
        let closer = isObject ? JSONByte.closeBrace : JSONByte.closeBracket
        if pos < bytes.count, bytes[pos] == closer {
          pos += 1
          value = isObject ? .object(JSONObject()) : .array([])
        } else {
          frames.append(
            Frame(isObject: isObject, open: open, valueBase: values.count, keyBase: keys.count))
          if isObject { try readKeyAndColon() }
          continue parsing
        }
      case JSONByte.quote:
        value = .string(try readString())
      case JSONByte.minus, JSONByte.zero...JSONByte.nine:
        value = .number(try readNumber())
      case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
        value = try readLiteral()
      default:
        throw unexpectedValue()
      }
      // A value is complete: hand it to the enclosing containers, closing those that end.
      while let frame = frames.last {
        values.append(value)
        skipWhitespace()
        guard pos < bytes.count else { throw endOfInput() }
        let b = bytes[pos]
        if b == JSONByte.comma {
          let comma = pos
          pos += 1
          skipWhitespace()
          if pos < bytes.count, bytes[pos] == frame.closer {
            throw trailingComma(at: comma, closer: frame.closer)
          }
          if frame.isObject { try readKeyAndColon() }
          continue parsing
        }
        guard b == frame.closer else { throw expectedCommaOrClose(frame) }
        pos += 1
        value = closeInnermost()
      }
      skipWhitespace()
      if pos < bytes.count { throw trailingContent() }
      let ordered = duplicates.sorted { $0.offset < $1.offset }.map(\.path)
      return JSONDocument(value: value, duplicateKeys: ordered)
    }
  }

  /// Reads `"key"` and `:` at `pos`, leaving `pos` at the member's value.
  mutating func readKeyAndColon() throws(JSONSyntaxError) {
    guard pos < bytes.count else { throw endOfInput() }
    guard bytes[pos] == JSONByte.quote else { throw unexpectedKey() }
    let keyOffset = pos
    let key = try readString()
    keys.append(key)
    keyOffsets.append(keyOffset)
    skipWhitespace()
    guard pos < bytes.count else { throw endOfInput() }
    guard bytes[pos] == JSONByte.colon else { throw missingColon(after: key) }
    pos += 1
    skipWhitespace()
  }

  /// Pops the innermost container and builds its value.
  mutating func closeInnermost() -> JSONValue {
    let frame = frames.removeLast()
    guard frame.isObject else {
      let items = Array(values[frame.valueBase...])
      values.removeSubrange(frame.valueBase...)
      return .array(items)
    }
    let count = values.count - frame.valueBase
    var members: [JSONObject.Member] = []
    members.reserveCapacity(count)
    var repeats: [(offset: Int, key: String)] = []
    // For each key, where it first occurred: linear scans for small objects, a hash table
    // once an object gets large.
    let first =
      count > 12 ? Self.firstOccurrences(keys[frame.keyBase..<(frame.keyBase + count)]) : nil
    var memberIndex: [Int] = []
    memberIndex.reserveCapacity(count)
    for i in 0..<count {
      let key = keys[frame.keyBase + i]
      let value = values[frame.valueBase + i]
      let existing: Int?
      if let first {
        existing = first[i] == i ? nil : memberIndex[first[i]]
      } else {
        existing = members.firstIndex { JSONObject.sameKey($0.key, key) }
      }
      if let existing {
        members[existing].value = value
        repeats.append((keyOffsets[frame.keyBase + i], key))
      } else {
        members.append(JSONObject.Member(key: key, value: value))
      }
      memberIndex.append(existing ?? members.count - 1)
    }
    values.removeSubrange(frame.valueBase...)
    keys.removeSubrange(frame.keyBase...)
    keyOffsets.removeSubrange(frame.keyBase...)
    if !repeats.isEmpty {
      let path = currentPath()
      for r in repeats { duplicates.append((r.offset, path.appending(r.key))) }
    }
    return .object(JSONObject(uncheckedMembers: members))
  }

  /// For each key, the position of its first occurrence among `keys`.
  ///
  /// An open-addressing table over `Hasher` fed the key's UTF-8 bytes: SipHash with the
  /// per-process random seed, so no input can be crafted to make its keys collide (an unseeded
  /// hash lets a few thousand chosen keys turn the table into a quadratic scan), and cheaper
  /// than `Dictionary<String, Int>`, whose `String` hashing normalizes every key first.
  static func firstOccurrences(_ keys: ArraySlice<String>) -> [Int] {
    let count = keys.count
    var capacity = 16
    while capacity < count * 2 { capacity <<= 1 }
    let mask = capacity - 1
    var table = [Int](repeating: -1, count: capacity)
    var result = [Int](repeating: 0, count: count)
    let base = keys.startIndex
    for i in 0..<count {
      let key = keys[base + i]
      var slot = keyHash(key) & mask
      while true {
        let j = table[slot]
        if j < 0 {
          table[slot] = i
          result[i] = i
          break
        }
        if JSONObject.sameKey(keys[base + j], key) {
          result[i] = j
          break
        }
        slot = (slot + 1) & mask
      }
    }
    return result
  }

  /// The seeded hash of a key's code units (equal exactly when `JSONObject.sameKey` holds).
  static func keyHash(_ key: String) -> Int {
    var hasher = Hasher()
    var key = key
    key.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    return hasher.finalize()
  }

  /// The path of the value being parsed inside the innermost open container.
  func currentPath() -> JSONPath {
    var components: [JSONPath.Component] = []
    components.reserveCapacity(frames.count)
    for (i, frame) in frames.enumerated() {
      let next = i + 1 < frames.count ? frames[i + 1] : nil
      if frame.isObject {
        let keyIndex = (next?.keyBase ?? keys.count) - 1
        if keys.indices.contains(keyIndex) { components.append(.key(keys[keyIndex])) }
      } else {
        components.append(.index((next?.valueBase ?? values.count) - frame.valueBase))
      }
    }
    return JSONPath(components)
  }
}
