import Foundation

/// Where a send's access tokens and project come from: command-line options or a profile,
/// then the environment. The CLI's `send` and the composer resolve credentials only here.
///
/// Order: `accessToken`, `credentialsPath`, `accessTokenCommand`, `$FCM_ACCESS_TOKEN`,
/// `$GOOGLE_APPLICATION_CREDENTIALS`. Project: `project`, the key file's `project_id`,
/// `$GOOGLE_CLOUD_PROJECT`, `$GCLOUD_PROJECT`.
public struct CredentialSource: Sendable, Equatable {
  /// A fixed access token.
  public var accessToken: String?
  /// A service-account key file (relative paths are resolved by the caller's `url(for:)`).
  public var credentialsPath: String?
  /// A command whose output is an access token (`/bin/sh -c`).
  public var accessTokenCommand: String?
  /// The project id, if known up front.
  public var project: String?

  /// Creates a source.
  public init(
    accessToken: String? = nil, credentialsPath: String? = nil, accessTokenCommand: String? = nil,
    project: String? = nil
  ) {
    self.accessToken = accessToken
    self.credentialsPath = credentialsPath
    self.accessTokenCommand = accessTokenCommand
    self.project = project
  }

  /// A token provider and the project id.
  ///
  /// `url(for:)` turns a credentials path into a file URL (the CLI resolves against its
  /// working directory).
  public func resolve(
    environment env: [String: String], url: (String) -> URL, transport: any HTTPTransport,
    clock: SendClock, timeout: Double
  ) throws(SendError) -> (any AccessTokenProvider, String) {
    if accessToken == nil, credentialsPath == nil, let command = accessTokenCommand,
      !command.isEmpty
    {
      return (
        CommandAccessToken(command: command, environment: env), try project(fileProject: nil, env)
      )
    }
    let fromEnvironment = credentialsPath == nil ? env["FCM_ACCESS_TOKEN"] : nil
    if let token = accessToken ?? fromEnvironment, !token.isEmpty {
      if LegacyServerKey.looksLikeOne(token) { throw .legacyServerKey(path: nil) }
      return (StaticAccessToken(token), try project(fileProject: nil, env))
    }
    guard let path = credentialsPath ?? env["GOOGLE_APPLICATION_CREDENTIALS"], !path.isEmpty
    else { throw .credentialsMissing }
    let account = try ServiceAccount.load(contentsOf: url(path), displayPath: path)
    let provider = try ServiceAccountTokenProvider(
      account: account, displayPath: path, transport: transport, clock: clock, timeout: timeout)
    return (provider, try project(fileProject: account.projectID, env))
  }

  private func project(fileProject: String?, _ env: [String: String]) throws(SendError) -> String {
    for candidate in [project, fileProject, env["GOOGLE_CLOUD_PROJECT"], env["GCLOUD_PROJECT"]] {
      if let candidate, !candidate.isEmpty { return candidate }
    }
    throw .projectMissing
  }
}
