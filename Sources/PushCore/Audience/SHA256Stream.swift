import CCrypto

/// SHA-256 over data fed in pieces (audience files are hashed without loading them).
struct SHA256Stream: ~Copyable {
  private let context: OpaquePointer?

  init() {
    context = ccrypto_EVP_MD_CTX_new()
    ccrypto_EVP_DigestInit_ex(context, ccrypto_EVP_sha256())
  }

  deinit { ccrypto_EVP_MD_CTX_free(context) }

  mutating func update(_ bytes: ArraySlice<UInt8>) {
    bytes.withUnsafeBufferPointer {
      _ = ccrypto_EVP_DigestUpdate(context, $0.baseAddress, $0.count)
    }
  }

  /// The lowercase hex digest.
  consuming func finalHex() -> String {
    var digest = [UInt8](repeating: 0, count: 32)
    var length: UInt32 = 0
    let ok = digest.withUnsafeMutableBufferPointer {
      ccrypto_EVP_DigestFinal_ex(context, $0.baseAddress, &length)
    }
    guard ok == 1 else { return "" }
    return digest.prefix(Int(length)).map { byte in
      let s = String(byte, radix: 16)
      return s.count == 1 ? "0" + s : s
    }.joined()
  }
}
