import Foundation
import PushCore

/// Turns `--credentials`/`--access-token`/`--project` and the environment into a token
/// provider and a project id.
///
/// Order: `--access-token`, `--credentials`, `$FCM_ACCESS_TOKEN`,
/// `$GOOGLE_APPLICATION_CREDENTIALS`. Project: `--project`, the key file's `project_id`,
/// `$GOOGLE_CLOUD_PROJECT`, `$GCLOUD_PROJECT`.
struct CredentialResolver {
  var options: SendOptions
  var context: CommandContext

  func resolve(transport: any HTTPTransport, clock: SendClock) throws(SendError) -> (
    any AccessTokenProvider, String
  ) {
    let env = context.environment
    if options.accessToken != nil && options.credentials != nil {
      throw .credentialsUnreadable(
        path: "--credentials", reason: "give either --credentials or --access-token, not both")
    }
    if let token = options.accessToken
      ?? (options.credentials == nil ? env["FCM_ACCESS_TOKEN"] : nil),
      !token.isEmpty
    {
      if LegacyServerKey.looksLikeOne(token) { throw .legacyServerKey(path: nil) }
      return (StaticAccessToken(token), try project(fileProject: nil))
    }
    guard let path = options.credentials ?? env["GOOGLE_APPLICATION_CREDENTIALS"], !path.isEmpty
    else { throw .credentialsMissing }
    let account = try ServiceAccount.load(contentsOf: context.url(forPath: path), displayPath: path)
    let provider = try ServiceAccountTokenProvider(
      account: account, displayPath: path, transport: transport, clock: clock,
      timeout: options.timeout)
    return (provider, try project(fileProject: account.projectID))
  }

  private func project(fileProject: String?) throws(SendError) -> String {
    let env = context.environment
    for candidate in [
      options.project, fileProject, env["GOOGLE_CLOUD_PROJECT"], env["GCLOUD_PROJECT"],
    ] {
      if let candidate, !candidate.isEmpty { return candidate }
    }
    throw .projectMissing
  }
}
