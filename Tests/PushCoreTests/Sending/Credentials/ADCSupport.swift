import Foundation
import PushCore
import TestSupport

/// Shared steps of the credential tests: an environment with no metadata server and no
/// gcloud file unless a test adds one, resolving a source, and a dry run through `FCMSender`.
enum ADC {
  /// An environment with `HOME` in the server's directory (no gcloud file) and the metadata
  /// probe aimed at a closed loopback port, plus `extra`.
  static func environment(_ server: FakeFCMServer, _ extra: [String: String] = [:]) -> [String:
    String]
  {
    [
      "HOME": server.directory.path, "GCE_METADATA_IP": "127.0.0.1:9",
      "GCE_METADATA_HOST": "127.0.0.1:9", "GCE_METADATA_TIMEOUT": "0.5",
    ].merging(extra) { $1 }
  }

  static func context(_ environment: [String: String], allowed: [String] = [])
    -> CredentialContext
  {
    CredentialContext(
      transport: CurlTransport(maxConnections: 4), timeout: 10, allowedHosts: allowed,
      environment: environment)
  }

  static func resolve(_ source: CredentialSource, _ environment: [String: String]) async throws
    -> ResolvedCredential
  {
    try await source.resolve(url: { URL(fileURLWithPath: $0) }, context: context(environment))
  }

  /// A `validate_only` send of a small message to one token with `resolved`'s tokens.
  static func dryRun(_ server: FakeFCMServer, _ resolved: ResolvedCredential) async
    -> DeliveryOutcome
  {
    let transport = CurlTransport(maxConnections: 2)
    let sender = FCMSender(
      project: resolved.project.value, endpoint: server.baseURL, tokens: resolved.tokens,
      transport: transport, policy: fastRetries, timeout: 10)
    let body = #"{"validate_only":true,"message":{"token":"tok-1","notification":{"title":"t"}}}"#
    return await sender.send(body: Array(body.utf8), to: .token("tok-1")).outcome
  }
}

extension DeliveryOutcome {
  /// True for `.sent`.
  var wasSent: Bool {
    if case .sent = self { return true }
    return false
  }

  /// The error that aborted it, if any.
  var abortError: SendError? {
    if case .aborted(let error) = self { return error }
    return nil
  }
}
