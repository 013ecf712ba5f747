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
