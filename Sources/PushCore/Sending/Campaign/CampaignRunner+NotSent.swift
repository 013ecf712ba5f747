extension CampaignRunner {
  /// After a problem stopped the campaign for everyone (`abortReason`: credentials, project,
  /// network, a certificate), the recipients still in the stream get their line in the report
  /// too (`failed`, `ABORTED`, 0 attempts; `--resume` sends them), so the report always covers
  /// the whole audience, and the summary counts them as not sent (`held`: the one taken from
  /// the stream when the problem came back, first). Called after the report was
  /// rebuilt from the journal, whose lines these follow.
  func reportNotSent(
    _ stream: RecipientStream, held: (target: PushTarget, row: Int?)?, campaign: Campaign,
    summary: inout CampaignSummary
  ) {
    guard summary.abortReason != nil, !summary.stopped else { return }
    let report: CampaignReport?
    do {
      report = try campaign.reportPath.map { path throws(SendError) in
        try CampaignReport(
          path: path, append: true, dryRun: campaign.dryRun, rows: campaign.hasRows)
      }
    } catch {
      summary.warnings.append("report: \(error)")
      report = nil
    }
    if let held {
      summary.notSent += 1
      report?.line(
        target: held.target.value, outcome: "failed", detail: "ABORTED", attempts: 0,
        row: held.row)
    }
    drain: while let item = stream.next() {
      let target: PushTarget
      let row: Int?
      switch item {
      case .target(let t): (target, row) = (t, nil)
      case .personalized(let t, _, let r): (target, row) = (t, r)
      case .issue:
        summary.malformedLines += 1
        continue
      case .skipped: continue
      case .failed: break drain
      }
      summary.notSent += 1
      report?.line(
        target: target.value, outcome: "failed", detail: "ABORTED", attempts: 0, row: row)
    }
    report?.flush()
    if let failure = report?.failure { summary.warnings.append("report: \(failure)") }
  }
}
