import Foundation

/// What building a credential's token provider needs: the network, time, the per-request
/// timeout, the hosts the user allowed beside Google's and loopback, and the environment.
public struct CredentialContext: Sendable {
  /// HTTP for token requests.
  public var transport: any HTTPTransport
  /// Time and sleeping.
  public var clock: SendClock
  /// Per-request timeout in seconds.
  public var timeout: Double
  /// `--allow-endpoint` / `allow_endpoint` hosts.
  public var allowedHosts: [String]
  /// The process environment (`GCE_METADATA_HOST`, `HOME`, …).
  public var environment: [String: String]
  /// The OAuth scope the tokens are for: FCM's (`firebase.messaging`) for sends, or
  /// `cloud-platform` for the FCM Data and Firebase Management APIs (`fcm-compose report`).
  /// Fixed tokens and user logins carry the scopes they were issued with.
  public var scope = OAuthScope.messaging

  /// Creates a context.
  public init(
    transport: any HTTPTransport, clock: SendClock = .live, timeout: Double = 30,
    allowedHosts: [String] = [], environment: [String: String] = [:]
  ) {
    self.transport = transport
    self.clock = clock
    self.timeout = timeout
    self.allowedHosts = allowedHosts
    self.environment = environment
  }
}
