import PushCore

/// A test send or campaign as the results screen shows it: progress, counts by outcome, the
/// per-token rows, and how it ended. Built only from the runner's events (the reducer never
/// sends anything itself).
public struct SendSession: Sendable, Equatable {
  /// Where the send is.
  public enum Phase: Sendable, Equatable {
    /// Requests are going out.
    case running
    /// Stop asked: requests in flight finish, nothing new starts.
    case stopping
    /// Over: `summary` (or `failure`) says how.
    case finished
  }

  /// The plan it runs.
  public var plan: SendPlan
  public var phase: Phase = .running
  /// The latest snapshot from the runner.
  public var progress = CampaignProgress(total: nil)
  /// Rows, oldest first (about `rowLimit` at most; older ones are in the report file).
  public var rows: [SendRow] = []
  /// Rows dropped from the front to respect `rowLimit`.
  public var droppedRows = 0
  /// Counts by outcome, over every result (not only the kept rows).
  public var counts: [SendRow.Outcome: Int] = [:]
  /// Not-delivered results by error code (UNREGISTERED, INVALID_ARGUMENT, …).
  public var codes: [String: Int] = [:]
  /// Tokens-file lines skipped as malformed.
  public var issues: [TokenIssue] = []
  /// How it ended.
  public var summary: CampaignSummary?
  /// Why it could not start or was aborted (credentials, journal, an invalid message).
  public var failure: String?
  /// The credentials check, when the send found no credential.
  public var credentialReport: DoctorReport?
  /// The report file (campaigns).
  public var reportPath: String?
  /// Recipients waiting to be tried again right now.
  public var retrying = 0
  /// Rows scrolled off the top of the table.
  public var scroll = 0
  /// Whether the table follows new rows (until the user scrolls up).
  public var follow = true

  /// Rows kept for the table.
  public static let rowLimit = 10_000

  public init(plan: SendPlan) {
    self.plan = plan
    progress.total = plan.recipientCount
  }

  /// Adds one runner event.
  public mutating func apply(_ event: CampaignEvent) {
    switch event {
    case .started(let progress):
      self.progress = progress
    case .issue(let issue):
      if issues.count < 1000 { issues.append(issue) }
    case .result(let result, let progress):
      self.progress = progress
      if case .aborted(let error) = result.outcome {
        if failure == nil { failure = error.description }
        return
      }
      guard let row = SendRow(result) else { return }
      counts[row.outcome, default: 0] += 1
      if row.outcome != .sent, let code = result.outcome.errorCode { codes[code, default: 0] += 1 }
      rows.append(row)
      if rows.count >= Self.rowLimit + Self.rowLimit / 10 {
        let drop = rows.count - Self.rowLimit
        rows.removeFirst(drop)
        droppedRows += drop
        scroll = max(0, scroll - drop)
      }
    case .finished(let summary):
      self.summary = summary
      phase = .finished
      retrying = 0
      progress.elapsed = max(progress.elapsed, summary.elapsed)
      if let reason = summary.abortReason, failure == nil { failure = reason.description }
    }
  }

  /// Whether everything went out and nothing is left to resume.
  public var isComplete: Bool { summary?.isFinished ?? false }
}
