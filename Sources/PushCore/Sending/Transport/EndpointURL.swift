import Foundation

/// Checks the FCM endpoint and OAuth token URLs: https anywhere, plain http only to loopback
/// (`localhost`, `127.0.0.0/8`, `::1`), so tokens and keys never cross a network in clear text.
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
