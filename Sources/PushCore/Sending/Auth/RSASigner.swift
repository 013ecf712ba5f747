import CCrypto
import Foundation

/// An RSA private key loaded with libcrypto, signing RS256 (RSASSA-PKCS1-v1_5 with SHA-256).
///
/// Immutable after init; each signature uses its own digest context, so one signer can be
/// shared across tasks.
public final class RSASigner: @unchecked Sendable {
  private let key: OpaquePointer

  /// Loads a PEM private key (PKCS#8 or PKCS#1). The error carries OpenSSL's reason only.
  public init(pem: String) throws(RSASignerError) {
    if let failure = ccrypto_load() { throw .unavailable(String(cString: failure)) }
    let loaded: OpaquePointer? = pem.utf8CString.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      guard let bio = ccrypto_BIO_new_mem_buf(base, Int32(buffer.count - 1)) else { return nil }
      defer { ccrypto_BIO_free(bio) }
      return ccrypto_PEM_read_bio_PrivateKey(bio)
    }
    guard let loaded else { throw .invalidKey(Self.lastOpenSSLError()) }
    guard ccrypto_EVP_PKEY_get_base_id(loaded) == EVP_PKEY_RSA else {
      ccrypto_EVP_PKEY_free(loaded)
      throw .invalidKey("not an RSA key")
    }
    key = loaded
  }

  deinit { ccrypto_EVP_PKEY_free(key) }

  /// Signs `message` and returns the raw signature bytes.
  public func sign(_ message: [UInt8]) throws(RSASignerError) -> [UInt8] {
    guard let ctx = ccrypto_EVP_MD_CTX_new() else { throw .signingFailed("out of memory") }
    defer { ccrypto_EVP_MD_CTX_free(ctx) }
    guard ccrypto_EVP_DigestSignInit(ctx, ccrypto_EVP_sha256(), key) == 1 else {
      throw .signingFailed(Self.lastOpenSSLError())
    }
    var length = 0
    let sized = message.withUnsafeBufferPointer {
      ccrypto_EVP_DigestSign(ctx, nil, &length, $0.baseAddress, $0.count)
    }
    guard sized == 1 else { throw .signingFailed(Self.lastOpenSSLError()) }
    var signature = [UInt8](repeating: 0, count: length)
    let signed = message.withUnsafeBufferPointer { input in
      signature.withUnsafeMutableBufferPointer { out in
        ccrypto_EVP_DigestSign(ctx, out.baseAddress, &length, input.baseAddress, input.count)
      }
    }
    guard signed == 1 else { throw .signingFailed(Self.lastOpenSSLError()) }
    return Array(signature.prefix(length))
  }

  private static func lastOpenSSLError() -> String {
    let code = ccrypto_ERR_get_error()
    guard code != 0 else { return "unknown OpenSSL error" }
    var buffer = [CChar](repeating: 0, count: 256)
    ccrypto_ERR_error_string_n(code, &buffer, buffer.count)
    return buffer.withUnsafeBufferPointer { ptr in
      ptr.baseAddress.map { String(cString: $0) } ?? "unknown OpenSSL error"
    }
  }
}

/// Why a key could not be used for signing.
public enum RSASignerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The PEM could not be parsed as an RSA private key.
  case invalidKey(String)
  /// libcrypto failed while signing.
  case signingFailed(String)
  /// libcrypto could not be loaded.
  case unavailable(String)

  public var description: String {
    switch self {
    case .invalidKey(let reason): "invalid private key: \(reason)"
    case .signingFailed(let reason): "signing failed: \(reason)"
    case .unavailable(let reason): "cannot sign: \(reason)"
    }
  }
}
