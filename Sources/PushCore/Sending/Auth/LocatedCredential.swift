/// A credential found by `CredentialSource`: what it is, where it was found, the account,
/// and its token provider. The project is resolved from it separately
/// (`CredentialSource.project(for:environment:context:)`), so `doctor` can report each step.
public struct LocatedCredential: Sendable {
  /// The credential's kind.
  public var kind: CredentialKind
  /// Where it was found, in words (`GOOGLE_APPLICATION_CREDENTIALS (/keys/sa.json)`).
  public var origin: String
  /// The account (email) tokens are issued to, when known before asking for a token.
  public var account: String?
  /// The tokens.
  public var tokens: any AccessTokenProvider
  /// The quota project sent as `x-goog-user-project`, and where it came from.
  public var quotaProject: Sourced?
  /// The file's `project_id` and `quota_project_id`, for the project lookup.
  public var fileProject: String?
  /// See `fileProject`.
  public var fileQuotaProject: String?
  /// The metadata server, when the credential is the metadata server's.
  public var metadata: MetadataServer?
  /// The places looked at before this one was found (for reports).
  public var searched: [String]
  /// Where the account and scopes of a token can be looked up (user credentials).
  public var tokenInfoURL: String?

  /// A value and where it came from (`--project`, `GOOGLE_CLOUD_PROJECT`, …).
  public struct Sourced: Sendable, Equatable {
    /// The value.
    public var value: String
    /// Where it came from, in words.
    public var origin: String

    /// Creates one.
    public init(_ value: String, origin: String) {
      self.value = value
      self.origin = origin
    }
  }
}

/// A credential with its project: what a send needs.
public struct ResolvedCredential: Sendable {
  /// The credential.
  public var credential: LocatedCredential
  /// The Firebase project id and where it came from.
  public var project: LocatedCredential.Sourced

  /// The tokens.
  public var tokens: any AccessTokenProvider { credential.tokens }
}
