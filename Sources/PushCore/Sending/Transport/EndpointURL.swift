import Foundation

/// Checks the FCM endpoint and OAuth token URLs: https anywhere, plain http only to loopback
/// (`localhost`, `127.0.0.0/8`, `::1`), so tokens and keys never cross a network in clear text.
///
/// The trust rule (`trusted`): a bearer token, signed JWT, refresh token or subject token is
/// sent only to Google's API hosts (`*.googleapis.com`, and `accounts.google.com`, the older
/// `token_uri` of key files) or to loopback, unless the user names the host with
/// `--allow-endpoint HOST` (or `allow_endpoint` in the profile).
public enum EndpointURL {
  /// The production FCM endpoint.
  public static let production = "https://fcm.googleapis.com"

  /// Returns the endpoint without a trailing slash, or throws explaining what is wrong.
  public static func validated(_ text: String) throws(SendError) -> String {
    let trimmed = text.hasSuffix("/") ? String(text.dropLast()) : text
    guard let components = URLComponents(string: trimmed),
      let scheme = components.scheme?.lowercased(),
      let host = components.host, !host.isEmpty
    else {
      throw .invalidEndpoint(
        url: text, reason: "not an absolute URL like https://fcm.googleapis.com")
    }
    switch scheme {
    case "https":
      return trimmed
    case "http" where isLoopbackHost(host):
      return trimmed
    case "http":
      throw .invalidEndpoint(
        url: text,
        reason:
          "plain http is allowed only to loopback hosts (localhost, 127.0.0.1, ::1); use https")
    default:
      throw .invalidEndpoint(url: text, reason: "the scheme must be https")
    }
  }

  /// `validated(text)`, and only when its host may receive credentials: a Google API host,
  /// loopback, or one of `allowedHosts` (compared without case; `*.example.com` matches
  /// subdomains). `role` names the URL in the message (`the FCM endpoint`, `token_uri in
  /// sa.json`).
  public static func trusted(_ text: String, role: String, allowedHosts: [String])
    throws(SendError) -> String
  {
    let url = try validated(text)
    let host = self.host(of: url)
    guard isGoogleHost(host) || isLoopbackHost(host) || isAllowed(host, by: allowedHosts) else {
      throw .credential(.untrustedHost(url: url, host: host, role: role))
    }
    return url
  }

  /// True for `googleapis.com` and its subdomains, and `accounts.google.com`.
  public static func isGoogleHost(_ host: String) -> Bool {
    let h = host.lowercased()
    return h == "googleapis.com" || h.hasSuffix(".googleapis.com") || h == "accounts.google.com"
  }

  /// True when `host` is one of `allowed` (`*.example.com` also matches subdomains).
  public static func isAllowed(_ host: String, by allowed: [String]) -> Bool {
    let h = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    return allowed.contains { entry in
      let e = entry.lowercased().trimmingCharacters(in: .whitespaces)
      if e.hasPrefix("*.") { return h.hasSuffix(String(e.dropFirst(1))) }
      return !e.isEmpty && e == h
    }
  }

  /// The `messages:send` URL for a project.
  public static func sendURL(endpoint: String, project: String) -> String {
    let encoded = project.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? project
    return "\(endpoint)/v1/projects/\(encoded)/messages:send"
  }

  /// True for `localhost`, `127.0.0.0/8` and `::1`.
  public static func isLoopbackHost(_ host: String) -> Bool {
    let h = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if h == "localhost" || h.hasSuffix(".localhost") || h == "::1" { return true }
    let parts = h.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
  }

  /// True when `url`'s host is loopback.
  public static func isLoopbackURL(_ url: String) -> Bool {
    guard let host = URLComponents(string: url)?.host else { return false }
    return isLoopbackHost(host)
  }

  /// The host of `url`, for messages.
  public static func host(of url: String) -> String {
    URLComponents(string: url)?.host ?? url
  }
}
