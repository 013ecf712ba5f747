/// 64-bit FNV-1a: a fast, unseeded hash of bytes, for names that must come out the same in
/// every run (the recovery copy's file) and for small tables on the keystroke path (pens by
/// role), where SipHash's per-process seed and its cost buy nothing.
enum FNV1a {
  static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// The hash of a string's UTF-8, read in place when it is native.
  static func hash(_ string: String) -> UInt64 {
    string.utf8.withContiguousStorageIfAvailable { hash($0) } ?? hash(string.utf8)
  }
}
