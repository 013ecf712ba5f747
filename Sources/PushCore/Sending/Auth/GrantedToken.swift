import Foundation

/// An access token as a token server handed it out: the token and its lifetime in seconds.
public struct GrantedToken: Sendable, Equatable, CustomStringConvertible {
  /// The bearer token. Never printed.
  public var token: String
  /// Seconds until it expires, counted from the request.
  public var expiresIn: Double

  /// Creates a token.
  public init(token: String, expiresIn: Double) {
    self.token = token
    self.expiresIn = expiresIn
  }

  public var description: String { "GrantedToken(<redacted>, expires in \(Int(expiresIn)) s)" }
}
