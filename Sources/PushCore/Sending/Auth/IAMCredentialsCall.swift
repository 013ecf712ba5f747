import Foundation

/// IAM Credentials `projects/-/serviceAccounts/EMAIL:generateAccessToken`: `POST` with the
/// caller's bearer token and `{"delegates": [...], "scope": [...], "lifetime": "3600s"}`;
/// the answer is `{"accessToken": "...", "expireTime": "2025-01-01T00:00:00Z"}`.
struct IAMCredentialsCall: Sendable {
  let url: String
  let target: String
  let delegates: [String]
  let lifetime: Int
  let context: CredentialContext

  init(
    url: String, target: String, delegates: [String], lifetime: Int = 3600, role: String,
    context: CredentialContext
  ) throws(SendError) {
    self.url = try EndpointURL.trusted(url, role: role, allowedHosts: context.allowedHosts)
    self.target = target
    self.delegates = delegates
    self.lifetime = min(max(lifetime, 600), 43200)
    self.context = context
  }

  /// The request body.
  var body: String {
    let names = delegates.map { d in
      JSONWriter.quoted(d.hasPrefix("projects/") ? d : "projects/-/serviceAccounts/" + d)
    }
    return "{\"delegates\":[\(names.joined(separator: ","))],"
      + "\"scope\":[\(JSONWriter.quoted(context.scope))],\"lifetime\":\"\(lifetime)s\"}"
  }

  func generate(bearer: String) async throws(SendError) -> GrantedToken {
    let request = HTTPRequest(
      url: url, headers: ["Authorization: Bearer \(bearer)", "Content-Type: application/json"],
      body: Array(body.utf8), timeout: context.timeout)
    let response = try await TokenEndpoint.perform(
      request, transport: context.transport, clock: context.clock)
    guard response.status == 200 else {
      let (_, message) = TokenEndpoint.errorFields(response)
      throw .credential(
        .impersonationRejected(target: target, status: response.status, message: message))
    }
    var granted = try TokenEndpoint.token(
      response, source: "IAM Credentials (\(EndpointURL.host(of: url)))", tokenKey: "accessToken")
    let json = TokenEndpoint.json(response)
    if let expiry = (json?["expireTime"] as? String).flatMap(Self.date) {
      granted.expiresIn = max(0, expiry.timeIntervalSince(context.clock.now()))
    } else {
      granted.expiresIn = Double(lifetime)
    }
    return granted
  }

  /// RFC 3339 with or without fractional seconds.
  static func date(_ text: String) -> Date? {
    let plain = ISO8601DateFormatter()
    if let d = plain.date(from: text) { return d }
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return fractional.date(from: text)
  }
}
