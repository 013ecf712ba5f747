import Foundation

/// What validation needs from outside.
public struct ValidationOptions: Sendable, Equatable {
  /// "Now", for expirations in the past.
  public var now: Date
  /// True when recipients come from outside the message (the draft's token list, or `send
  /// --token`), so a message without its own target is fine.
  public var hasExternalTarget: Bool?

  /// `hasExternalTarget` nil means: decide from the draft's recipient list.
  public init(now: Date, hasExternalTarget: Bool? = nil) {
    self.now = now
    self.hasExternalTarget = hasExternalTarget
  }
}
