/// RFC 6750 §2.1 `b64token`: what a bearer token may look like
/// (`1*( ALPHA / DIGIT / "-" / "." / "_" / "~" / "+" / "/" ) *"="`). Tokens from a command or
/// a server are checked before they go into an `Authorization` header, so a command that
/// prints a warning, a URL or a header-injecting line is refused instead of sent.
public enum AccessTokenSyntax {
  /// Longest token accepted (Google's are about 250 characters; allow generously).
  public static let maximumLength = 8192

  /// Nil when `token` is a well-formed bearer token, else what is wrong with it (never the
  /// token itself).
  public static func problem(in token: String) -> String? {
    if token.isEmpty { return "it is empty" }
    if token.utf8.count > maximumLength { return "it is longer than \(maximumLength) bytes" }
    if token.unicodeScalars.contains(where: { $0.properties.isWhitespace }) {
      return "it contains white space (more than one line or word was printed?)"
    }
    var sawPadding = false
    for byte in token.utf8 {
      if byte == UInt8(ascii: "=") {
        sawPadding = true
        continue
      }
      guard !sawPadding, isTokenByte(byte) else {
        return sawPadding
          ? "it has characters after \"=\" padding"
          : "it contains characters a bearer token cannot have (RFC 6750 allows letters, "
            + "digits and -._~+/ with trailing =)"
      }
    }
    return token.utf8.first == UInt8(ascii: "=") ? "it is only padding" : nil
  }

  private static func isTokenByte(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
      UInt8(ascii: "+"), UInt8(ascii: "/"):
      return true
    default:
      return false
    }
  }
}
