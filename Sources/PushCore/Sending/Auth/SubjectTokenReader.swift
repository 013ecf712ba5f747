import Foundation

/// Reads an external account's subject token: a file's text (or one field of its JSON), or a
/// URL's answer (Azure and OIDC providers serve tokens from a local metadata endpoint).
struct SubjectTokenReader: Sendable {
  let source: ExternalAccount.SubjectSource
  let context: CredentialContext

  func read() async throws(SendError) -> String {
    switch source {
    case .file(let path, let field):
      let data: Data
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        let reason =
          FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"
        throw .credential(.subjectTokenUnavailable(source: path, reason: reason))
      }
      return try token(in: data, field: field, source: path)
    case .url(let url, let headers, let field):
      let checked = try Self.checkedURL(url)
      let request = HTTPRequest(
        url: checked, method: "GET", headers: headers.map { "\($0.key): \($0.value)" }.sorted(),
        timeout: context.timeout)
      let response = try await TokenEndpoint.perform(
        request, transport: context.transport, clock: context.clock)
      guard response.status == 200 else {
        throw .credential(
          .subjectTokenUnavailable(source: checked, reason: "HTTP \(response.status)"))
      }
      return try token(in: Data(response.body), field: field, source: checked)
    }
  }

  private func token(in data: Data, field: String?, source: String) throws(SendError) -> String {
    let text: String
    if let field {
      guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let value = json[field] as? String
      else {
        throw .credential(
          .subjectTokenUnavailable(source: source, reason: "no \"\(field)\" in its JSON"))
      }
      text = value
    } else {
      text = String(decoding: data, as: UTF8.self)
    }
    let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !token.isEmpty else {
      throw .credential(.subjectTokenUnavailable(source: source, reason: "it is empty"))
    }
    return token
  }

  /// https anywhere; plain http only to loopback and link-local (169.254.0.0/16) hosts, where
  /// cloud providers serve instance tokens. No credential of ours is sent there.
  static func checkedURL(_ url: String) throws(SendError) -> String {
    if url.lowercased().hasPrefix("http://"), EndpointURL.host(of: url).hasPrefix("169.254.") {
      return url
    }
    return try EndpointURL.validated(url)
  }
}
