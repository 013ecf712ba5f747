import Config
import Foundation
import PushCore

/// Turns `--credentials`/`--access-token`/`--project` (and the `--profile`'s settings, which
/// the options override) into a `CredentialSource`, which resolves them with the environment.
struct CredentialResolver {
  var options: SendOptions
  var profile: Profile?
  var context: CommandContext

  func resolve(transport: any HTTPTransport, clock: SendClock) throws(SendError) -> (
    any AccessTokenProvider, String
  ) {
    if options.accessToken != nil && options.credentials != nil {
      throw .credentialsUnreadable(
        path: "--credentials", reason: "give either --credentials or --access-token, not both")
    }
    var source = CredentialSource(
      accessToken: options.accessToken, credentialsPath: options.credentials,
      project: options.project ?? profile?.project)
    if options.accessToken == nil, options.credentials == nil, let profile {
      source.credentialsPath = profile.credentials
      source.accessTokenCommand = profile.accessTokenCommand
    }
    return try source.resolve(
      environment: context.environment, url: { context.url(forPath: $0) }, transport: transport,
      clock: clock, timeout: options.timeout)
  }
}
