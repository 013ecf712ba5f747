import Foundation
import PushCore
import TermUI

/// The rows of the history screen's detail and diff pages, built once for drawing and for
/// scrolling so both agree on the length.
enum HistoryPageModel {
  /// The rows of the page `history.page` for the selected entry (none on the list page).
  static func lines(_ history: HistoryState, state: ComposerState) -> [Line] {
    guard let entry = history.selectedEntry else { return [] }
    switch history.page {
    case .list: return []
    case .detail:
      return detail(
        entry, delivery: DeliveryOutcomeLine.line(entry, history.delivery, hint: "F: report"))
    case .diff: return diff(entry, current: currentRequest(state))
    }
  }

  /// The current draft's request body, recorded the way history records one (no token).
  static func currentRequest(_ state: ComposerState) -> JSONValue {
    SendHistoryDetails.recordedRequest(message: .object(state.derived.message))
  }

  /// Summary, request body (highlighted as in the preview) and per-token results.
  static func detail(_ entry: SendHistoryEntry, delivery: Line? = nil) -> [Line] {
    var out: [Line] = []
    func row(_ label: String, _ value: String, role: String = "ui.text") {
      out.append(
        Line([Span(TextWidth.pad(label, to: 9), role: "ui.field.label"), Span(value, role: role)]))
    }
    row("Time", entry.timeText + (entry.dryRun ? "  (dry run: nothing delivered)" : ""))
    row("Project", [entry.profile, entry.project].compactMap { $0 }.joined(separator: " · "))
    row("Draft", entry.draft ?? "(untitled)")
    row("Target", entry.target)
    row(
      "Result", counts(entry),
      role: entry.notDelivered > 0 || entry.error != nil ? "send.failure" : "send.success")
    if let error = entry.error { row("Error", error, role: "diagnostic.error") }
    if let report = entry.reportPath { row("Report", report) }
    if let delivery { out.append(delivery) }
    out.append("")
    guard let request = entry.request else {
      out.append(
        Line("The request body was not recorded for this send.", role: "ui.text.muted"))
      return out
    }
    out.append(Line("Request body", role: "ui.title"))
    out += JSONWriter.lines(request).map { Line(JSONLineStyle.spans($0)) }
    guard !entry.results.isEmpty else { return out }
    out.append("")
    let total = entry.results.count + entry.resultsOmitted
    out.append(Line("Results (\(total))", role: "ui.title"))
    for result in entry.results {
      var spans = [
        Span(result.isSent ? "✓ " : "✗ ", role: result.isSent ? "send.success" : "send.failure"),
        Span(TextWidth.pad(result.target, to: 10), role: "ui.text"),
        Span(result.code ?? result.outcome, role: result.isSent ? "send.success" : "send.failure"),
      ]
      if let detail = result.detail { spans.append(Span("  " + detail, role: "ui.text.muted")) }
      out.append(Line(spans))
    }
    if entry.resultsOmitted > 0 {
      let whereTo = entry.reportPath.map { " (in \($0))" } ?? ""
      out.append(Line("… \(entry.resultsOmitted) more\(whereTo)", role: "ui.text.muted"))
    }
    return out
  }

  /// The sent request (−) against the current draft's (+), line by line.
  static func diff(_ entry: SendHistoryEntry, current: JSONValue) -> [Line] {
    guard let request = entry.request else {
      return [Line("The request body was not recorded for this send.", role: "ui.text.muted")]
    }
    let old = JSONWriter.lines(request).map(\.text)
    let new = JSONWriter.lines(current).map(\.text)
    let lines = LineDiff.diff(old, new)
    let (added, removed) = LineDiff.changes(lines)
    var out: [Line] = []
    if added == 0 && removed == 0 {
      out.append(Line("No differences: the current draft sends the same request.", role: "ui.text"))
    } else {
      out.append(
        Line([
          Span("− sent  ", role: "diagnostic.error"),
          Span("+ current draft  ", role: "json.changed"),
          Span("\(removed) removed, \(added) added", role: "ui.text.muted"),
        ]))
    }
    out.append("")
    for line in lines {
      switch line.kind {
      case .same: out.append(Line("  " + line.text, role: "ui.text"))
      case .removed: out.append(Line("− " + line.text, role: "diagnostic.error"))
      case .added: out.append(Line("+ " + line.text, role: "json.changed"))
      }
    }
    return out
  }

  /// "2 sent · 1 not delivered (UNREGISTERED 1) · finished".
  static func counts(_ entry: SendHistoryEntry) -> String {
    var parts = ["\(entry.sent) \(entry.dryRun ? "valid" : "sent")"]
    if entry.notDelivered > 0 {
      let codes = entry.failures.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      parts.append(
        "\(entry.notDelivered) not delivered"
          + (codes.isEmpty ? "" : " (" + codes.joined(separator: ", ") + ")"))
    }
    parts.append(entry.outcome)
    return parts.joined(separator: " · ")
  }

  /// A short age like k9s: `now`, `5m`, `3h`, `2d`, else the date.
  static func age(_ date: Date?, now: Date, fallback: String) -> String {
    guard let date else { return String(fallback.prefix(10)) }
    let seconds = Int(now.timeIntervalSince(date))
    switch seconds {
    case ..<60: return "now"
    case ..<3600: return "\(seconds / 60)m ago"
    case ..<86_400: return "\(seconds / 3600)h ago"
    case ..<(86_400 * 30): return "\(seconds / 86_400)d ago"
    default: return String(fallback.prefix(10))
    }
  }
}
