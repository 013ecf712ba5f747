import Foundation

/// The bookkeeping of one campaign run (owned by `CampaignRunner.run`'s loop, never shared).
struct CampaignState {
  var summary: CampaignSummary
  var progress: CampaignProgress
  var seen: TokenSet
  let journal: CampaignJournal?
  /// The message as sent: the draft's, with the campaign's collapse identity when journalled.
  let message: JSONValue
  private let report: CampaignReport?
  private let reportPath: String?
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
    var unconfirmed = 0
    if campaign.isPerRecipient {
      expected = try campaign.expectedRecipients(now: clock.now())
      if let path = campaign.journalPath, !campaign.dryRun {
        if campaign.resume {
          let (opened, recovered) = try CampaignJournal.resume(
            path: path, header: campaign.journalHeader, now: clock.now())
          journal = opened
          seen = recovered.done
          summary.alreadyDone = recovered.sent + recovered.rejected
          if campaign.resendUnconfirmed {
            summary.resentUnconfirmed = recovered.unconfirmed.count
          } else {
            unconfirmed = recovered.unconfirmed.count
            for token in recovered.unconfirmed { seen.insert(token) }
            summary.unconfirmed = unconfirmed
          }
          if let report = campaign.reportPath {
            try CampaignReport.rebuild(path: report, journal: path)
          }
        } else {
          journal = try CampaignJournal.create(
            path: path, header: campaign.journalHeader, now: clock.now())
        }
      }
    }
    // A journalled campaign takes its id from the journal (a resume keeps the first run's);
    // one without a journal (a test send to several devices) gets the one asked for, or a
    // new one, so its copies replace each other too.
    let campaignID =
      journal.map { $0.header.campaignID }
      ?? (campaign.dryRun ? nil : campaign.campaignID ?? CampaignJournal.newCampaignID())
    summary.campaignID = campaignID
    if let id = campaignID, campaign.isCampaign {
      let value = CollapseIdentity.value(campaignID: id)
      summary.collapseIdentity = value
      message = CollapseIdentity.applied(to: campaign.message, value: value)
    } else {
      message = campaign.message
    }
    preSkipped = summary.alreadyDone + unconfirmed
    seen.reserveCapacity(expected)
    self.seen = seen
    self.journal = journal
    reportPath = journal == nil ? nil : campaign.reportPath
    report = try campaign.reportPath.map { path throws(SendError) in
      try CampaignReport(
        path: path, append: campaign.resume && journal != nil, dryRun: campaign.dryRun,
        rows: campaign.hasRows)
    }
    progress = CampaignProgress(total: max(0, expected - preSkipped))
  }

  /// Records that an audience row's request is about to go out; returns the journal ticket
  /// that must be durable before it is sent.
  mutating func dispatched(_ target: PushTarget, row: Int?) -> Int? {
    guard case .token(let token) = target else { return nil }
    return journal?.dispatched(token, row: row)
  }

  /// Records a result; `row` is the audience row it was for (nil for plain tokens).
  mutating func record(_ result: DeliveryResult, row: Int?, onEvent: (CampaignEvent) -> Void) {
    journal?.record(result, row: row)
    if case .aborted(let error) = result.outcome {
      if summary.abortReason == nil { summary.abortReason = error }
      summary.notSent += 1
    } else {
      summary.add(result)
    }
    report?.write(result, row: row)
    checkJournal()
    progress.done = summary.attempted
    progress.sent = summary.sent
    progress.failed = summary.notDelivered
    progress.elapsed = clock.uptime() - startedAt
    onEvent(.result(result, progress))
  }

  /// Ends the campaign at the first failed journal write: resuming must stay safe.
  mutating func checkJournal() {
    guard let journal, let failure = journal.failure, summary.abortReason == nil else { return }
    summary.abortReason = .journal(
      path: journal.path, reason: "cannot write (\(failure)); sending stopped.")
  }

  mutating func finish(skipped: Int, stopped: Bool) -> CampaignSummary {
    summary.duplicates = max(0, skipped - preSkipped)
    summary.stopped = stopped
    journal?.sync()
    checkJournal()
    // Unconfirmed tokens keep the campaign open: a fresh run would send them (and everyone)
    // again, so only --resume (optionally --resend-unconfirmed) may continue it.
    if summary.isFinished, summary.unconfirmed == 0 { journal?.complete() }
    report?.flush()
    if let failure = report?.failure { summary.warnings.append("report: \(failure)") }
    if let reportPath, let journal, journal.failure == nil, report?.failure == nil {
      do {
        try CampaignReport.rebuild(path: reportPath, journal: journal.path)
      } catch {
        summary.warnings.append("report: \(error)")
      }
    }
    summary.elapsed = clock.uptime() - startedAt
    return summary
  }
}
