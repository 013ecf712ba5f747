/// What a registration token may look like, to catch pasted CSV, quotes and stray text early.
public enum RegistrationToken {
  /// Longest accepted token (real ones are about 150–250 characters).
  public static let maxLength = 4096

  /// Why `bytes` cannot be a registration token, or nil if it can.
  public static func problem<C: Collection>(in bytes: C) -> String? where C.Element == UInt8 {
    if bytes.count > maxLength { return "longer than \(maxLength) characters" }
    // The common case, a good token, costs one table look-up per byte.
    let good = allowed.withUnsafeBufferPointer { table in
      bytes.allSatisfy { table[Int($0)] }
    }
    if good { return nil }
    for b in bytes {
      if let problem = problem(byte: b) { return problem }
    }
    return nil
  }

  /// Convenience for strings (`--token` values).
  public static func problem(in token: String) -> String? {
    var token = token
    return token.isEmpty ? "is empty" : token.withUTF8 { problem(in: $0) }
  }

  /// Why a token cannot hold `b`, or nil when it can.
  private static func problem(byte b: UInt8) -> String? {
    switch b {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
      UInt8(ascii: ":"), UInt8(ascii: "."):
      return nil
    case UInt8(ascii: " "), 0x09: return "contains a space (one token per line)"
    case UInt8(ascii: ","), UInt8(ascii: ";"):
      return
        "contains '\(Character(UnicodeScalar(b)))' (is this a CSV file? put one token per line)"
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return "contains a quote"
    case 0x80...: return "contains non-ASCII characters"
    default: return "contains '\(Character(UnicodeScalar(b)))'"
    }
  }

  /// `problem(byte:) == nil` for every byte value, looked up once.
  private static let allowed: [Bool] = (0...255).map { problem(byte: UInt8($0)) == nil }
}
