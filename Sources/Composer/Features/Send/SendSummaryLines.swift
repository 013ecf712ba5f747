import Foundation
import PushCore
import TermUI

/// The header lines of the results screen: what goes where and the phase, a progress bar,
/// rate/ETA/elapsed, counts by outcome, counts by error code, the report file, and how it
/// ended (with the resume point when stopped).
enum SendSummaryLines {
  static func lines(_ session: SendSession, width: Int, home: String?) -> [[Span]] {
    let plan = session.plan
    let progress = session.progress
    var lines: [[Span]] = []
    let (phase, phaseRole) = phaseWord(session)
    let what = "“\(plan.title)” → \(plan.audienceDescription)"
    let room = max(1, width - TextWidth.of(phase) - 2)
    lines.append([
      Span(SendView.pad(TextWidth.truncate(what, to: room), room) + "  "),
      Span(phase, role: phaseRole),
    ])
    lines.append(bar(progress, width: width))
    var pace = "Rate \(Int(progress.rate.rounded()))/s"
    if session.retrying > 0 { pace += " · retrying \(session.retrying)" }
    if session.phase != .finished, let eta = progress.eta { pace += " · ETA \(seconds(eta))" }
    pace += " · Elapsed \(seconds(progress.elapsed))"
    lines.append([Span(pace, role: "ui.text.muted")])
    lines.append(counts(session))
    if !session.codes.isEmpty {
      let codes = session.codes.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        .map { "\($0.key) \($0.value)" }.joined(separator: " · ")
      lines.append([Span(codes, role: "ui.text.muted")])
    }
    if let report = session.reportPath ?? plan.reportPath {
      lines.append([
        Span("Report ", role: "ui.field.label"),
        Span(StatusBarView.shortened(report, home: home)),
      ])
    }
    for (text, role) in ending(session) {
      lines += TextWrap.wrap(text, width: max(1, width)).map { [Span($0, role: role)] }
    }
    return lines
  }

  private static func phaseWord(_ session: SendSession) -> (String, String) {
    switch session.phase {
    case .running: return ("sending…", "send.pending")
    case .stopping: return ("stopping…", "send.pending")
    case .finished:
      if session.failure != nil { return ("failed", "send.failure") }
      if session.summary?.stopped == true { return ("stopped", "send.failure") }
      return ("finished", "send.success")
    }
  }

  private static func bar(_ progress: CampaignProgress, width: Int) -> [Span] {
    let total = progress.total.map { "/\($0)" } ?? ""
    let percent = progress.fraction.map { " \(Int(($0 * 100).rounded(.down)))%" } ?? ""
    let figures = " \(progress.done)\(total)\(percent)"
    let barWidth = max(0, min(40, width - TextWidth.of(figures)))
    let filled = Int((progress.fraction ?? 0) * Double(barWidth))
    return [
      Span(String(repeating: "█", count: filled), role: "send.success"),
      Span(String(repeating: "░", count: barWidth - filled), role: "ui.text.muted"),
      Span(figures),
    ]
  }

  private static func counts(_ session: SendSession) -> [Span] {
    let labels: [(SendRow.Outcome, String, String)] = [
      (.sent, "✓", session.plan.kind == .dryRun ? "valid" : "sent"),
      (.rejected, "✗", "rejected"), (.failed, "!", "failed"), (.unconfirmed, "?", "unconfirmed"),
    ]
    var spans: [Span] = []
    for (outcome, symbol, word) in labels {
      let n = session.counts[outcome] ?? 0
      if n == 0, outcome != .sent { continue }
      if !spans.isEmpty { spans.append(Span("  ")) }
      spans.append(Span("\(symbol) \(n) \(word)", role: outcome.role))
    }
    if !session.issues.isEmpty {
      spans.append(Span("  \(session.issues.count) bad lines skipped", role: "diagnostic.warning"))
    }
    return spans
  }

  /// How it ended, in plain words: the failure, or the resume point when stopped.
  private static func ending(_ session: SendSession) -> [(String, String)] {
    var out: [(String, String)] = []
    if let report = session.credentialReport {
      out.append(("Credentials check (fcm-compose doctor):", "ui.text"))
      for step in report.steps {
        out.append(
          ("\(step.status.mark) \(step.title): \(step.detail)", CredentialsView.role(step.status)))
        if let next = step.next { out.append(("    → \(next)", "ui.help.key")) }
      }
    } else if let failure = session.failure {
      out.append((failure, "diagnostic.error"))
    }
    guard let summary = session.summary else { return out }
    let left = summary.failedByCode.values.reduce(0, +)
    if session.plan.kind == .campaign, summary.stopped || left > 0 || summary.unconfirmed > 0 {
      let done = summary.alreadyDone + summary.sent + summary.rejectedByCode.values.reduce(0, +)
      var text =
        "Resume point: \(done) recipients have a final outcome; the journal remembers them. "
        + "Send the campaign again on this draft to resume: only the rest are sent."
      if summary.unconfirmed > 0 {
        text +=
          " \(summary.unconfirmed) may or may not have it (no answer came): they are not "
          + "re-sent unless you choose Resume + resend."
      }
      out.append((text, "diagnostic.warning"))
    } else if summary.isFinished, session.failure == nil {
      out.append(("Done. Esc returns to the draft.", "ui.text.muted"))
    }
    return out
  }

  static func seconds(_ value: Double) -> String {
    if value < 10 { return String(format: "%.1fs", value) }
    let total = Int(value.rounded())
    if total < 60 { return "\(total)s" }
    return "\(total / 60)m\(String(format: "%02d", total % 60))s"
  }
}
