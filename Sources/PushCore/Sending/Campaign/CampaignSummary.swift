/// How a campaign ended: counts by outcome and error code, for the summary, history and TUI.
public struct CampaignSummary: Sendable, Equatable {
  /// Whether it was a dry run (`validate_only`).
  public var dryRun: Bool
  /// Recipients with a result in this run.
  public var attempted = 0
  /// Accepted by FCM (validated, for a dry run).
  public var sent = 0
  /// Refused for good, by error code (UNREGISTERED, INVALID_ARGUMENT, SENDER_ID_MISMATCH, …).
  public var rejectedByCode: [String: Int] = [:]
  /// Not delivered but worth retrying later (`--resume`), by code (UNAVAILABLE, NETWORK, …).
  public var failedByCode: [String: Int] = [:]
  /// Recipients nothing was sent to because a problem stopped the campaign for all of them
  /// (`abortReason`); each is in the report, and `--resume` sends them.
  public var notSent = 0
  /// Tokens listed more than once (sent once).
  public var duplicates = 0
  /// Tokens-file lines skipped as malformed.
  public var malformedLines = 0
  /// Tokens already finished by an earlier run (resume).
  public var alreadyDone = 0
  /// Tokens whose request may or may not have arrived: in flight when an earlier run was killed
  /// (not re-sent unless `--resend-unconfirmed`), or in this run a timeout or dropped
  /// connection after the request was written.
  public var unconfirmed = 0
  /// Unconfirmed tokens of an earlier run sent again (`--resend-unconfirmed`).
  public var resentUnconfirmed = 0
  /// The collapse identity the campaign's messages carry where the draft has none, if any.
  public var collapseIdentity: String?
  /// The campaign's id (the journal's, or the one a test send made up), if any: history
  /// groups the runs of one campaign by it.
  public var campaignID: String?
  /// True when a stop request or cancellation ended the campaign early.
  public var stopped = false
  /// The problem that ended the campaign for every recipient, if any.
  public var abortReason: SendError?
  /// The first few FCM message names (for the history log and topic sends).
  public var messageNames: [String] = []
  /// Seconds the run took.
  public var elapsed = 0.0
  /// Problems with side files (report) that did not stop the send.
  public var warnings: [String] = []

  /// Creates an empty summary.
  public init(dryRun: Bool) { self.dryRun = dryRun }

  /// Tokens FCM says to delete.
  public var unregistered: Int { rejectedByCode["UNREGISTERED"] ?? 0 }

  /// Rejected plus failed.
  public var notDelivered: Int {
    rejectedByCode.values.reduce(0, +) + failedByCode.values.reduce(0, +)
  }

  /// All failures merged by code.
  public var failuresByCode: [String: Int] {
    rejectedByCode.merging(failedByCode, uniquingKeysWith: +)
  }

  /// True when every recipient has a final outcome and nothing is left to resume.
  public var isFinished: Bool { !stopped && abortReason == nil && failedByCode.isEmpty }

  /// True when everything attempted was delivered and nothing is left over.
  public var isCleanSuccess: Bool {
    isFinished && rejectedByCode.isEmpty && malformedLines == 0 && unconfirmed == 0
  }

  mutating func add(_ result: DeliveryResult) {
    attempted += 1
    switch result.outcome {
    case .sent(let name):
      sent += 1
      if messageNames.count < 10 { messageNames.append(name) }
    case .rejected(let info): rejectedByCode[info.code, default: 0] += 1
    case .networkFailure(let error) where error.mayHaveArrived: unconfirmed += 1
    case .aborted: attempted -= 1
    case .failed, .networkFailure:
      failedByCode[result.outcome.errorCode ?? "UNKNOWN", default: 0] += 1
    }
  }
}
