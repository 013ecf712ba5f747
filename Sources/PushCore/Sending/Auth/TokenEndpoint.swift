import Foundation

/// The HTTP side of every token exchange (OAuth token endpoint, STS, IAM Credentials, the
/// metadata server): up to 3 attempts with short backoff for 5xx answers and network
/// failures, and the parsing of token answers. Bodies are never echoed in errors whole.
enum TokenEndpoint {
  /// Performs `request`, retrying 5xx answers and failures before an answer.
  static func perform(
    _ request: HTTPRequest, transport: any HTTPTransport, clock: SendClock, attempts: Int = 3
  ) async throws(SendError) -> HTTPResponse {
    var lastError = TransportError.notSent("no attempt")
    for attempt in 1...max(1, attempts) {
      do {
        let response = try await transport.perform(request)
        if response.status >= 500, attempt < attempts {
          try? await clock.sleep(0.5 * Double(attempt))
          continue
        }
        return response
      } catch {
        if case .unavailable(let reason) = error { throw .transportUnavailable(reason: reason) }
        lastError = error
        if error == .cancelled || attempt == attempts { break }
        try? await clock.sleep(0.5 * Double(attempt))
      }
    }
    throw .tokenServerUnreachable(url: request.url, reason: lastError.description)
  }

  /// The JSON object of a response body, if it is one.
  static func json(_ response: HTTPResponse) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any]
  }

  /// OAuth's `error` and `error_description` (or Google's `{"error": {"message"}}`), short.
  static func errorFields(_ response: HTTPResponse) -> (error: String, description: String) {
    let json = json(response)
    if let object = json?["error"] as? [String: Any] {
      return (
        object["status"] as? String ?? "HTTP \(response.status)",
        short(object["message"] as? String ?? "")
      )
    }
    return (
      short(json?["error"] as? String ?? "HTTP \(response.status)"),
      short(json?["error_description"] as? String ?? "")
    )
  }

  /// A 200 answer's token under `tokenKey` (checked against RFC 6750) and its lifetime from
  /// `expires_in` (number or string; 3600 when absent), as google-auth reads it.
  static func token(
    _ response: HTTPResponse, source: String, tokenKey: String = "access_token"
  ) throws(SendError) -> GrantedToken {
    guard let json = json(response), let token = json[tokenKey] as? String, !token.isEmpty else {
      throw .credential(
        .malformedAccessToken(source: source, reason: "the answer has no \(tokenKey)"))
    }
    if let problem = AccessTokenSyntax.problem(in: token) {
      throw .credential(.malformedAccessToken(source: source, reason: problem))
    }
    let expiresIn: Double
    switch json["expires_in"] {
    case let n as NSNumber: expiresIn = n.doubleValue
    case let s as String: expiresIn = Double(s) ?? 3600
    default: expiresIn = 3600
    }
    return GrantedToken(token: token, expiresIn: max(0, expiresIn))
  }

  /// `application/x-www-form-urlencoded` of `fields` (nil values left out).
  static func form(_ fields: [(String, String?)]) -> [UInt8] {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    let text = fields.compactMap { name, value in
      value.map { name + "=" + ($0.addingPercentEncoding(withAllowedCharacters: allowed) ?? "") }
    }.joined(separator: "&")
    return Array(text.utf8)
  }

  static let formHeader = "Content-Type: application/x-www-form-urlencoded"

  private static func short(_ text: String) -> String {
    let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    let printable = String(flat.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
    return printable.count > 300 ? String(printable.prefix(300)) + "…" : printable
  }
}
