/// A set of ASCII characters a string field may consist of, with how the set reads in a message.
///
/// FCM's string rules of this shape (topic names, analytics labels, web push topics) are all
/// "only these ASCII characters, this many of them", so the rule is data, checked by one scan of
/// the bytes: no regular expression is compiled or run on a keystroke.
public struct AllowedCharacters: Sendable, Hashable {
  private let low: UInt64
  private let high: UInt64
  /// The characters as a message lists them ("a-z A-Z 0-9 - _ . ~ %").
  public let summary: String

  /// The letters, digits and the listed punctuation.
  init(lettersAndDigitsAnd punctuation: String, summary: String) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    let ranges: [ClosedRange<UInt8>] = [0x30...0x39, 0x41...0x5A, 0x61...0x7A]
    let bytes = ranges.flatMap { Array($0) } + Array(punctuation.utf8)
    for byte in bytes where byte < 128 {
      if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
    }
    self.low = low
    self.high = high
    self.summary = summary
  }

  /// Topic names and analytics labels: `[a-zA-Z0-9-_.~%]` (REST-MSG, Admin SDKs).
  public static let topic = AllowedCharacters(
    lettersAndDigitsAnd: "-_.~%", summary: "a-z A-Z 0-9 - _ . ~ %")
  /// URL-safe base64 without padding: `[A-Za-z0-9_-]` (Web Push `Topic` header, RFC 8030 §5.4).
  public static let urlSafeBase64 = AllowedCharacters(
    lettersAndDigitsAnd: "-_", summary: "A-Z a-z 0-9 - _")

  /// Whether `byte` is in the set.
  public func contains(_ byte: UInt8) -> Bool {
    if byte < 64 { return low & (1 << UInt64(byte)) != 0 }
    if byte < 128 { return high & (1 << UInt64(byte - 64)) != 0 }
    return false
  }

  /// Whether `s` consists of `count` characters of the set (each is one ASCII byte, so bytes
  /// and characters count alike).
  public func matches(_ s: String, count: ClosedRange<Int>) -> Bool {
    var s = s
    return s.withUTF8 { bytes in
      count.contains(bytes.count) && bytes.allSatisfy(contains)
    }
  }
}
