import Foundation

/// The metadata server of Google Cloud VMs, Cloud Run, Cloud Functions and GKE, the last step
/// of Application Default Credentials. Addresses as google-auth reads them: the probe goes to
/// `GCE_METADATA_IP` (default `169.254.169.254`, no DNS lookup), everything else to
/// `GCE_METADATA_HOST` (default `metadata.google.internal`); every request carries
/// `Metadata-Flavor: Google` and the probe's answer must carry it back.
///
/// google-auth waits 3 s, 3 times; fcm-compose asks once and waits `GCE_METADATA_TIMEOUT`
/// seconds (default 1) so a laptop does not stall, and skips it with `NO_GCE_CHECK=true`.
public struct MetadataServer: Sendable {
  /// `host[:port]` for metadata requests.
  public var host: String
  /// `host[:port]` for the probe.
  public var probeHost: String
  /// Seconds the probe waits.
  public var probeTimeout: Double
  /// False when `NO_GCE_CHECK=true`.
  public var enabled: Bool

  /// The addresses for an environment.
  public init(environment env: [String: String]) {
    host =
      env["GCE_METADATA_HOST"].flatMap { $0.isEmpty ? nil : $0 }
      ?? env["GCE_METADATA_ROOT"].flatMap { $0.isEmpty ? nil : $0 } ?? "metadata.google.internal"
    probeHost = env["GCE_METADATA_IP"].flatMap { $0.isEmpty ? nil : $0 } ?? "169.254.169.254"
    probeTimeout =
      env["GCE_METADATA_TIMEOUT"].flatMap(Double.init).map { min(max($0, 0.05), 30) }
      ?? 1
    enabled = env["NO_GCE_CHECK"]?.lowercased() != "true"
  }

  /// True when a metadata server answers the probe as one.
  public func probe(transport: any HTTPTransport) async -> Bool {
    guard enabled else { return false }
    let request = HTTPRequest(
      url: "http://\(probeHost)/", method: "GET", headers: [Self.flavorHeader],
      timeout: probeTimeout)
    guard let response = try? await transport.perform(request) else { return false }
    return response.status == 200 && response.headers["metadata-flavor"] == "Google"
  }

  /// The attached service account's email, if the server says.
  public func email(context: CredentialContext) async -> String? {
    try? await text("instance/service-accounts/default/email", context: context)
  }

  /// The project the workload runs in.
  public func projectID(context: CredentialContext) async -> String? {
    try? await text("project/project-id", context: context)
  }

  /// A provider of the attached service account's tokens, asking for FCM's scopes (Cloud Run
  /// and GKE honour them; a VM's tokens have the scopes it was created with).
  public func provider(quotaProject: String?, context: CredentialContext) -> CachedAccessToken {
    let scopes = [context.scope, OAuthScope.messaging, OAuthScope.cloudPlatform]
      .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: ",")
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    let query = scopes.addingPercentEncoding(withAllowedCharacters: allowed) ?? scopes
    let url = base + "instance/service-accounts/default/token?scopes=" + query
    let host = self.host
    return CachedAccessToken(
      kind: .metadataServer, quotaProject: quotaProject, clock: context.clock
    ) { () async throws(SendError) -> GrantedToken in
      let request = HTTPRequest(
        url: url, method: "GET", headers: [Self.flavorHeader], timeout: context.timeout)
      let response = try await TokenEndpoint.perform(
        request, transport: context.transport, clock: context.clock)
      guard response.status == 200 else {
        throw .credential(.metadataServerFailed(host: host, reason: "HTTP \(response.status)"))
      }
      return try TokenEndpoint.token(response, source: "the metadata server (\(host))")
    }
  }

  static let flavorHeader = "Metadata-Flavor: Google"

  private var base: String { "http://\(host)/computeMetadata/v1/" }

  private func text(_ path: String, context: CredentialContext) async throws -> String? {
    let request = HTTPRequest(
      url: base + path, method: "GET", headers: [Self.flavorHeader], timeout: context.timeout)
    let response = try await context.transport.perform(request)
    guard response.status == 200 else { return nil }
    let text = String(
      String(decoding: response.body, as: UTF8.self).unicodeScalars.filter {
        $0.value > 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value)
      })
    return text.isEmpty || text.count > 320 ? nil : text
  }
}
