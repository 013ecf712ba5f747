/// An absolute URL's parts exactly as written (RFC 3986: `scheme ":" ["//" authority] path
/// ["?" query] ["#" fragment]`): nothing is decoded, so a punycode host stays punycode and a
/// Unicode host stays Unicode, as FCM and the Admin SDKs see them.
struct WrittenURL {
  let text: String
  let scheme: Substring
  /// The host (without user info or port); nil without an authority.
  let host: Substring?
  let path: Substring

  init?(_ text: String) {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let scheme = text[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return nil }
    self.text = text
    self.scheme = scheme
    var rest = text[text.index(after: colon)...]
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let end = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
      host = Self.host(in: rest[..<end])
      rest = rest[end...]
    } else {
      host = nil
    }
    path = rest[..<(rest.firstIndex { "?#".contains($0) } ?? rest.endIndex)]
  }

  /// The host of an authority: after any `user@`, before any `:port`.
  private static func host(in authority: Substring) -> Substring {
    var host = authority
    if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
    if host.first == "[" {
      if let close = host.firstIndex(of: "]") { return host[...close] }
      return host
    }
    if let colon = host.lastIndex(of: ":"),
      host[host.index(after: colon)...].allSatisfy({ $0.isASCII && $0.isNumber })
    {
      return host[..<colon]
    }
    return host
  }

  /// The URL with a Unicode host in punycode and any other non-ASCII character
  /// percent-encoded: what a URL parser that wants ASCII is given to judge the rest.
  var asciiSpelling: String {
    guard text.contains(where: { !$0.isASCII }) else { return text }
    guard let host, host.contains(where: { !$0.isASCII }) else {
      return Self.percentEncodingNonASCII(text[...])
    }
    return Self.percentEncodingNonASCII(text[..<host.startIndex]) + Punycode.host(String(host))
      + Self.percentEncodingNonASCII(text[host.endIndex...])
  }

  /// `text` with every non-ASCII character written as `%XX` UTF-8 escapes.
  static func percentEncodingNonASCII(_ text: Substring) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        out.unicodeScalars.append(scalar)
      } else {
        for byte in String(scalar).utf8 {
          out += "%" + String(byte, radix: 16, uppercase: true)
        }
      }
    }
    return out
  }
}
