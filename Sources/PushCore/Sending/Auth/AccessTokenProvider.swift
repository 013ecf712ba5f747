import Foundation

/// Supplies OAuth access tokens for FCM requests.
public protocol AccessTokenProvider: Sendable {
  /// A currently valid access token (cached where possible).
  func accessToken() async throws(SendError) -> String
  /// Drops `token` from the cache after FCM refused it; returns true when a fresh one can be
  /// fetched (a service account can, a fixed `--access-token` cannot).
  func invalidate(_ token: String) async -> Bool
  /// What kind of credential the tokens come from (explanations of FCM's 403s depend on it).
  var kind: CredentialKind { get }
  /// The project sent as `x-goog-user-project` with every FCM request, if any.
  var quotaProject: String? { get }
}

extension AccessTokenProvider {
  public var kind: CredentialKind { .accessToken }
  public var quotaProject: String? { nil }
}

/// A fixed access token from `--access-token` / `FCM_ACCESS_TOKEN` (e.g. from
/// `gcloud auth print-access-token`). It cannot be refreshed.
public struct StaticAccessToken: AccessTokenProvider {
  private let token: String
  public let quotaProject: String?

  /// Wraps a token; surrounding whitespace and a `Bearer ` prefix are removed.
  public init(_ token: String, quotaProject: String? = nil) {
    self.token = Self.cleaned(token)
    self.quotaProject = quotaProject
  }

  /// `token` without surrounding whitespace and a `Bearer ` prefix.
  public static func cleaned(_ token: String) -> String {
    var t = token.trimmingCharacters(in: .whitespacesAndNewlines)
    if t.lowercased().hasPrefix("bearer ") { t = String(t.dropFirst(7)) }
    return t
  }

  public func accessToken() async throws(SendError) -> String { token }

  public func invalidate(_ token: String) async -> Bool { false }
}
