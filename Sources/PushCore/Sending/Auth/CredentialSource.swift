import Foundation

/// Where a send's access tokens and project come from, in Application Default Credentials
/// order as Google's client libraries look (the CLI's `send` and `doctor` and the composer
/// resolve credentials only here):
///
/// 1. `accessToken` (`--access-token`), `credentialsPath` (`--credentials` or the profile's
///    `credentials`), the profile's `accessTokenCommand`, then `$FCM_ACCESS_TOKEN`;
/// 2. `$GOOGLE_APPLICATION_CREDENTIALS`;
/// 3. gcloud's well-known file, `$CLOUDSDK_CONFIG/application_default_credentials.json`
///    (default `~/.config/gcloud/`);
/// 4. the metadata server (see `MetadataServer`).
///
/// Files may be any `CredentialFile` type. Project: `project` (`--project` or the profile),
/// the credential's `project_id`, its `quota_project_id`, `$GOOGLE_CLOUD_PROJECT` (legacy
/// `$GCLOUD_PROJECT`), the metadata server. Quota project (`x-goog-user-project`):
/// `quotaProject` (`--quota-project` or the profile), `$GOOGLE_CLOUD_QUOTA_PROJECT`, the
/// file's `quota_project_id`.
public struct CredentialSource: Sendable, Equatable {
  /// A fixed access token.
  public var accessToken: String?
  /// A credentials file (relative paths are resolved by the caller's `url(for:)`).
  public var credentialsPath: String?
  /// A command whose output is an access token (`/bin/sh -c`).
  public var accessTokenCommand: String?
  /// The project id, if known up front.
  public var project: String?
  /// The quota project, if given.
  public var quotaProject: String?
  /// Where `credentialsPath`/`accessTokenCommand` came from (`--credentials`, `profile prod`).
  public var credentialsOrigin: String
  /// Where `project` came from.
  public var projectOrigin: String
  /// Where `quotaProject` came from.
  public var quotaProjectOrigin: String

  /// Creates a source.
  public init(
    accessToken: String? = nil, credentialsPath: String? = nil, accessTokenCommand: String? = nil,
    project: String? = nil, quotaProject: String? = nil,
    credentialsOrigin: String = "--credentials", projectOrigin: String = "--project",
    quotaProjectOrigin: String = "--quota-project"
  ) {
    self.accessToken = accessToken
    self.credentialsPath = credentialsPath
    self.accessTokenCommand = accessTokenCommand
    self.project = project
    self.quotaProject = quotaProject
    self.credentialsOrigin = credentialsOrigin
    self.projectOrigin = projectOrigin
    self.quotaProjectOrigin = quotaProjectOrigin
  }

  /// The credential and its project. `url(for:)` turns a credentials path into a file URL
  /// (the CLI resolves against its working directory).
  public func resolve(url: (String) -> URL, context: CredentialContext) async throws(SendError)
    -> ResolvedCredential
  {
    let credential = try await locate(url: url, context: context)
    return ResolvedCredential(
      credential: credential, project: try await project(for: credential, context: context))
  }

  /// Finds the credential (steps 1–4 above).
  public func locate(url: (String) -> URL, context: CredentialContext) async throws(SendError)
    -> LocatedCredential
  {
    let env = context.environment
    var searched: [String] = []
    let quota = explicitQuota(env)
    if accessToken == nil, credentialsPath == nil, let command = nonEmpty(accessTokenCommand) {
      let tokens = CommandAccessToken(
        command: command, environment: env, quotaProject: quota?.value)
      return located(
        .accessTokenCommand, "access_token_command in \(credentialsOrigin)", tokens, quota)
    }
    let fromEnvironment = credentialsPath == nil ? nonEmpty(env["FCM_ACCESS_TOKEN"]) : nil
    if let token = nonEmpty(accessToken) ?? fromEnvironment {
      if LegacyServerKey.looksLikeOne(token) { throw .legacyServerKey(path: nil) }
      let cleaned = StaticAccessToken.cleaned(token)
      if let problem = AccessTokenSyntax.problem(in: cleaned) {
        let name = accessToken != nil ? "--access-token" : "FCM_ACCESS_TOKEN"
        throw .credential(.malformedAccessToken(source: name, reason: problem))
      }
      let origin = accessToken != nil ? "--access-token" : "FCM_ACCESS_TOKEN"
      return located(
        .accessToken, origin, StaticAccessToken(cleaned, quotaProject: quota?.value), quota)
    }
    if let path = nonEmpty(credentialsPath) {
      return try file(path, origin: "\(credentialsOrigin) (\(path))", url: url, context, [])
    }
    searched.append("--credentials / profile: none")
    if let path = nonEmpty(env["GOOGLE_APPLICATION_CREDENTIALS"]) {
      return try file(
        path, origin: "GOOGLE_APPLICATION_CREDENTIALS (\(path))", url: url, context, searched)
    }
    searched.append("GOOGLE_APPLICATION_CREDENTIALS: not set")
    if let wellKnown = Self.wellKnownFile(env) {
      if FileManager.default.fileExists(atPath: wellKnown) {
        return try file(
          wellKnown, origin: "gcloud's application default credentials (\(wellKnown))",
          url: { URL(fileURLWithPath: $0) }, context, searched)
      }
      searched.append("\(wellKnown): no such file")
    }
    let metadata = MetadataServer(environment: env)
    if await metadata.probe(transport: context.transport) {
      var found = located(
        .metadataServer, "the metadata server (\(metadata.host))",
        metadata.provider(quotaProject: quota?.value, context: context), quota)
      found.account = await metadata.email(context: context)
      found.metadata = metadata
      found.searched = searched
      return found
    }
    searched.append(
      metadata.enabled
        ? "metadata server \(metadata.probeHost): no answer within "
          + "\(String(format: "%g", metadata.probeTimeout)) s"
        : "metadata server: skipped (NO_GCE_CHECK=true)")
    throw .credential(.notFound(searched: searched))
  }

  /// The project for `credential`, in the order above.
  public func project(for credential: LocatedCredential, context: CredentialContext)
    async
    throws(SendError) -> LocatedCredential.Sourced
  {
    let env = context.environment
    let candidates: [(String?, String)] = [
      (project, projectOrigin),
      (credential.fileProject, "project_id in the credentials file"),
      (credential.fileQuotaProject, "quota_project_id in the credentials file"),
      (env["GOOGLE_CLOUD_PROJECT"], "GOOGLE_CLOUD_PROJECT"),
      (env["GCLOUD_PROJECT"], "GCLOUD_PROJECT"),
    ]
    for (value, origin) in candidates {
      if let value = nonEmpty(value) { return .init(value, origin: origin) }
    }
    if let metadata = credential.metadata, let id = await metadata.projectID(context: context) {
      return .init(id, origin: "the metadata server")
    }
    throw .projectMissing
  }

  /// gcloud's ADC file for an environment.
  public static func wellKnownFile(_ env: [String: String]) -> String? {
    if let dir = env["CLOUDSDK_CONFIG"], !dir.isEmpty {
      return dir + "/application_default_credentials.json"
    }
    guard let home = env["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/gcloud/application_default_credentials.json"
  }

  private func file(
    _ path: String, origin: String, url: (String) -> URL, _ context: CredentialContext,
    _ searched: [String]
  ) throws(SendError) -> LocatedCredential {
    let parsed = try CredentialFile.load(contentsOf: url(path), displayPath: path)
    let quota =
      explicitQuota(context.environment)
      ?? parsed.quotaProjectID.map { .init($0, origin: "quota_project_id in \(path)") }
    let tokens = try parsed.provider(
      displayPath: path, quotaProject: quota?.value, context: context)
    var found = located(parsed.kind, origin, tokens, quota)
    found.account = parsed.account
    found.fileProject = parsed.projectID
    found.fileQuotaProject = parsed.quotaProjectID
    found.searched = searched
    if case .authorizedUser(let user) = parsed {
      found.tokenInfoURL = TokenInfo.url(besides: user.tokenURI)
    }
    return found
  }

  private func explicitQuota(_ env: [String: String]) -> LocatedCredential.Sourced? {
    if let value = nonEmpty(quotaProject) { return .init(value, origin: quotaProjectOrigin) }
    if let value = nonEmpty(env["GOOGLE_CLOUD_QUOTA_PROJECT"]) {
      return .init(value, origin: "GOOGLE_CLOUD_QUOTA_PROJECT")
    }
    return nil
  }

  private func located(
    _ kind: CredentialKind, _ origin: String, _ tokens: any AccessTokenProvider,
    _ quota: LocatedCredential.Sourced?
  ) -> LocatedCredential {
    LocatedCredential(
      kind: kind, origin: origin, account: nil, tokens: tokens, quotaProject: quota,
      fileProject: nil, fileQuotaProject: nil, metadata: nil, searched: [], tokenInfoURL: nil)
  }

  private func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }
}
