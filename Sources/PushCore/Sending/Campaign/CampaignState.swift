import Foundation

/// The bookkeeping of one campaign run (owned by `CampaignRunner.run`'s loop, never shared).
struct CampaignState {
  var summary: CampaignSummary
  var progress: CampaignProgress
  var seen: TokenSet
  let journal: CampaignJournal?
  private let report: CampaignReport?
  private let clock: SendClock
  private let startedAt: Double
  private let preSkipped: Int

  init(campaign: Campaign, clock: SendClock) throws(SendError) {
    self.clock = clock
    startedAt = clock.uptime()
    summary = CampaignSummary(dryRun: campaign.dryRun)
    var expected = 1
    var seen = TokenSet()
    var journal: CampaignJournal?
    var unconfirmed: [String] = []
    if case .tokens(let tokens, let file, _) = campaign.audience {
      expected =
        try tokens.count
        + (file.map { url throws(SendError) in try TokenFileReader.countCandidates(url: url) } ?? 0)
      if let path = campaign.journalPath, !campaign.dryRun {
        if campaign.resume {
          let (opened, recovered) = try CampaignJournal.resume(
            path: path, header: campaign.journalHeader)
          journal = opened
          seen = recovered.done
          summary.alreadyDone = recovered.sent + recovered.rejected
          if !campaign.resendUnconfirmed {
            unconfirmed = recovered.unconfirmed
            for token in unconfirmed { seen.insert(token) }
            summary.unconfirmed = unconfirmed.count
          }
        } else {
          journal = try CampaignJournal.create(path: path, header: campaign.journalHeader)
        }
      }
    }
    preSkipped = summary.alreadyDone + unconfirmed.count
    seen.reserveCapacity(expected)
    self.seen = seen
    self.journal = journal
    report = try campaign.reportPath.map { path throws(SendError) in
      try CampaignReport(path: path, append: campaign.resume, dryRun: campaign.dryRun)
    }
    for token in unconfirmed { report?.writeUnconfirmed(token) }
    progress = CampaignProgress(total: max(0, expected - preSkipped))
  }

  mutating func record(_ result: DeliveryResult, onEvent: (CampaignEvent) -> Void) {
    journal?.record(result)
    if case .aborted(let error) = result.outcome {
      if summary.abortReason == nil { summary.abortReason = error }
    } else {
      report?.write(result)
      summary.add(result)
    }
    if let failure = journal?.failure, summary.abortReason == nil {
      summary.abortReason = .journal(path: journal?.path ?? "", reason: "cannot write: \(failure)")
    }
    progress.done = summary.attempted
    progress.sent = summary.sent
    progress.failed = summary.notDelivered
    progress.elapsed = clock.uptime() - startedAt
    onEvent(.result(result, progress))
  }

  mutating func finish(skipped: Int, stopped: Bool) -> CampaignSummary {
    summary.duplicates = max(0, skipped - preSkipped)
    summary.stopped = stopped
    summary.elapsed = clock.uptime() - startedAt
    report?.flush()
    if let failure = report?.failure { summary.warnings.append("report: \(failure)") }
    if summary.isFinished { journal?.complete(at: clock.now()) }
    return summary
  }
}
