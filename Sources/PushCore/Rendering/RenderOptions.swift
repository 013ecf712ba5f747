import Foundation

/// What rendering needs from outside: the clock (APNs expiration is an absolute time).
public struct RenderOptions: Sendable {
  /// "Now", for turning the console's relative expiry into `apns-expiration`.
  public var now: Date

  public init(now: Date) { self.now = now }
}
