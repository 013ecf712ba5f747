/// Byte counts of compact JSON without building the text: the payload gauge and the size rules
/// run on every keystroke, and serialising three payloads just to count them dominated
/// validation time.
public enum PayloadSize {
  /// UTF-8 bytes of `JSONWriter.string(value, style: .compact)`, computed directly.
  public static func compactBytes(_ value: JSONValue) -> Int {
    switch value {
    case .null: return 4
    case .bool(let b): return b ? 4 : 5
    case .number(let n): return n.text.utf8.count
    case .string(let s): return quotedBytes(s)
    case .array(let items):
      var total = 2 + max(items.count - 1, 0)
      for item in items { total += compactBytes(item) }
      return total
    case .object(let object):
      return objectBytes(
        count: object.count, memberBytes: object.reduce(0) { $0 + memberBytes($1) })
    }
  }

  /// UTF-8 bytes of one compact member, `"key":value`.
  static func memberBytes(_ member: JSONObject.Member) -> Int {
    quotedBytes(member.key) + 1 + compactBytes(member.value)
  }

  /// UTF-8 bytes of a compact object of `count` members taking `memberBytes` together (the
  /// braces and the commas added).
  static func objectBytes(count: Int, memberBytes: Int) -> Int {
    2 + max(count - 1, 0) + memberBytes
  }

  /// `compactBytes(value)`, reusing the counts of large subtrees seen before.
  static func compactBytes(_ value: JSONValue, memo: inout SubtreeMemo<Int>) -> Int {
    switch value {
    case .object(let object) where !SubtreeMemo<Int>.isLarge(value):
      var total = 2 + max(object.count - 1, 0)
      for member in object {
        total += quotedBytes(member.key) + 1 + compactBytes(member.value, memo: &memo)
      }
      return total
    case .array(let items) where !SubtreeMemo<Int>.isLarge(value):
      var total = 2 + max(items.count - 1, 0)
      for item in items { total += compactBytes(item, memo: &memo) }
      return total
    case .object, .array:
      return memo.value(for: value, compute: compactBytes)
    default:
      return compactBytes(value)
    }
  }

  /// Bytes of `JSONWriter.quoted(s)`: the quotes, the text, and JSON's required escapes.
  public static func quotedBytes(_ s: String) -> Int {
    var s = s
    return s.withUTF8 { bytes in
      var total = 2 + bytes.count
      for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C {
        total += extraEscapeBytes(byte)
      }
      return total
    }
  }

  /// Bytes an escape adds beyond the character itself.
  private static func extraEscapeBytes(_ byte: UInt8) -> Int {
    switch byte {
    case 0x22, 0x5C, 0x08, 0x09, 0x0A, 0x0C, 0x0D: 1
    default: 5
    }
  }
}
