import Config
import Foundation
import PushCore

/// Turns the credential options of `send` and `doctor` (and the `--profile`'s settings,
/// which the options override) into a `CredentialSource`, the trusted FCM endpoint and a
/// `CredentialContext`; PushCore does the lookup itself.
struct CredentialResolver {
  var credentials: String?
  var accessToken: String?
  var project: String?
  var quotaProject: String?
  var endpoint: String?
  var allowEndpoint: [String] = []
  var timeout: Double = 30
  var profile: Profile?
  var context: CommandContext

  init(options: SendOptions, profile: Profile?, context: CommandContext) {
    credentials = options.credentials
    accessToken = options.accessToken
    project = options.project
    quotaProject = options.quotaProject
    endpoint = options.endpoint
    allowEndpoint = options.allowEndpoint
    timeout = options.timeout
    self.profile = profile
    self.context = context
  }

  init(profile: Profile?, context: CommandContext) {
    self.profile = profile
    self.context = context
  }

  /// The lookup order's first step, from the options and the profile.
  func source() throws(SendError) -> CredentialSource {
    if accessToken != nil && credentials != nil {
      throw .credentialsUnreadable(
        path: "--credentials", reason: "give either --credentials or --access-token, not both")
    }
    let profileName = profile.map { "profile \($0.name)" } ?? "--profile"
    var source = CredentialSource(
      accessToken: accessToken, credentialsPath: credentials,
      project: project ?? profile?.project,
      quotaProject: quotaProject ?? profile?.quotaProject,
      projectOrigin: project != nil ? "--project" : profileName,
      quotaProjectOrigin: quotaProject != nil ? "--quota-project" : profileName)
    if accessToken == nil, credentials == nil, let profile {
      source.credentialsPath = profile.credentials
      source.accessTokenCommand = profile.accessTokenCommand
      source.credentialsOrigin = profileName
    }
    return source
  }

  /// Hosts allowed besides Google's and loopback: `--allow-endpoint` and the profile's.
  var allowedHosts: [String] { allowEndpoint + (profile?.allowEndpoint ?? []) }

  /// What token providers need.
  func credentialContext(transport: any HTTPTransport, clock: SendClock) -> CredentialContext {
    CredentialContext(
      transport: transport, clock: clock, timeout: timeout, allowedHosts: allowedHosts,
      environment: context.environment)
  }

  /// The FCM endpoint, checked against the trust rule.
  func trustedEndpoint() throws(SendError) -> String {
    try EndpointURL.trusted(
      endpointText, role: "the FCM endpoint", allowedHosts: allowedHosts)
  }

  /// The endpoint as given (option, profile, `FCM_ENDPOINT`, production).
  var endpointText: String {
    endpoint ?? profile?.endpoint ?? context.environment["FCM_ENDPOINT"] ?? EndpointURL.production
  }

  /// The credential and project.
  func resolve(transport: any HTTPTransport, clock: SendClock) async throws(SendError)
    -> ResolvedCredential
  {
    try await source().resolve(
      url: { context.url(forPath: $0) },
      context: credentialContext(transport: transport, clock: clock))
  }
}
