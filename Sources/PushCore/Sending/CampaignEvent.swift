/// What a running campaign reports, in order: `started`, then `issue`s and `result`s as they
/// happen, then `finished`.
public enum CampaignEvent: Sendable, Equatable {
  /// The campaign began; the snapshot carries the expected total.
  case started(CampaignProgress)
  /// A tokens-file line was skipped.
  case issue(TokenIssue)
  /// One recipient's result, with the progress after it.
  case result(DeliveryResult, CampaignProgress)
  /// The campaign ended (completed, stopped or aborted).
  case finished(CampaignSummary)
}

/// A tokens-file line that cannot be sent to.
public struct TokenIssue: Sendable, Equatable, CustomStringConvertible {
  /// The file (as the user named it), or `--token`.
  public var source: String
  /// 1-based line (or position for `--token`).
  public var line: Int
  /// Why it was skipped.
  public var reason: String

  /// Creates an issue.
  public init(source: String, line: Int, reason: String) {
    self.source = source
    self.line = line
    self.reason = reason
  }

  public var description: String { "\(source):\(line): not a registration token: \(reason)" }
}
