import CCrypto

/// SHA-256 via libcrypto, as lowercase hex (journal headers use it to notice a changed draft).
public enum SHA256Digest {
  /// The hex digest of `bytes`.
  public static func hex(_ bytes: [UInt8]) -> String {
    var digest = [UInt8](repeating: 0, count: 32)
    var length: UInt32 = 0
    let ok = bytes.withUnsafeBufferPointer { input in
      digest.withUnsafeMutableBufferPointer { out in
        ccrypto_EVP_Digest(
          input.baseAddress, input.count, out.baseAddress, &length, ccrypto_EVP_sha256())
      }
    }
    guard ok == 1 else { return "" }
    return digest.prefix(Int(length)).map { byte in
      let s = String(byte, radix: 16)
      return s.count == 1 ? "0" + s : s
    }.joined()
  }
}
