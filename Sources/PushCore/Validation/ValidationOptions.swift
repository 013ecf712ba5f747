import Foundation

/// What validation needs from outside.
public struct ValidationOptions: Sendable, Equatable {
  /// "Now", for expirations in the past.
  public var now: Date
  /// True when recipients come from outside the message (the draft's token list, or `send
  /// --token`), so a message without its own target is fine.
  public var hasExternalTarget: Bool?
  /// Warning rules not to report (`--ignore`), besides the draft's own `fcm_compose.ignore`.
  /// Error rules are never ignored.
  public var ignored: Set<RuleID>

  /// `hasExternalTarget` nil means: decide from the draft's recipient list.
  public init(now: Date, hasExternalTarget: Bool? = nil, ignored: Set<RuleID> = []) {
    self.now = now
    self.hasExternalTarget = hasExternalTarget
    self.ignored = ignored.filter { $0.rule.level == .warning }
  }
}
