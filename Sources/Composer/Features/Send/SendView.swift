import Foundation
import PushCore
import TermUI

/// The results screen of a test send or campaign: what is sent where, a progress bar, rate
/// and ETA, counts by outcome and error code, the report and resume notes, then a scrollable
/// table of per-token results (token suffix, outcome, what it means).
enum SendView {
  static func render(
    _ session: SendSession, state: ComposerState, in area: Rect, home: String?,
    buffer: inout Buffer, styles: any StyleResolver
  ) {
    guard !area.isEmpty else { return }
    let plan = session.plan
    var title = plan.kind == .test ? "Test send" : "Campaign"
    if let name = plan.profile?.name { title += " · " + name }
    if let project = plan.project { title += " · " + project }
    let block = Block(title: " \(title) ").focused()
    block.render(in: area, buffer: &buffer, styles: styles)
    let inner = block.inner(area).inset(horizontal: 1, vertical: 0)
    guard !inner.isEmpty else { return }
    let header = SendSummaryLines.lines(session, width: inner.width, home: home)
    let tableMinimum = min(4, inner.height)
    let shown = header.prefix(max(1, inner.height - tableMinimum))
    for (index, spans) in shown.enumerated() {
      draw(spans, x: inner.x, y: inner.y + index, clip: inner, buffer: &buffer, styles: styles)
    }
    let table = Rect(
      x: inner.x, y: inner.y + shown.count, width: inner.width,
      height: inner.height - shown.count)
    renderTable(session, in: table, buffer: &buffer, styles: styles)
  }

  static func draw(
    _ spans: [Span], x: Int, y: Int, clip: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) {
    var column = x
    for span in spans {
      column = buffer.setString(
        x: column, y: y, span.text, role: span.role ?? "ui.text", styles: styles,
        clip: Rect(x: clip.x, y: y, width: clip.width, height: 1))
    }
  }

  /// The header row and the visible rows (following the newest unless scrolled).
  private static func renderTable(
    _ session: SendSession, in area: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) {
    guard area.height >= 2 else { return }
    let recipientWidth = min(18, max(9, session.rows.map { TextWidth.of($0.recipient) }.max() ?? 9))
    let outcomeWidth = 12
    let header = [
      Span(pad("Token", recipientWidth) + " ", role: "ui.title"),
      Span(pad("Outcome", outcomeWidth), role: "ui.title"), Span("What happened", role: "ui.title"),
    ]
    draw(header, x: area.x, y: area.y, clip: area, buffer: &buffer, styles: styles)
    let viewport = area.height - 1
    let count = session.rows.count
    guard count > 0 else {
      let waiting = session.phase == .finished ? "No per-token results." : "Waiting for results…"
      buffer.setString(
        x: area.x, y: area.y + 1, waiting, role: "ui.text.muted", styles: styles, clip: area)
      return
    }
    let top =
      session.follow
      ? max(0, count - viewport) : min(session.scroll, max(0, count - viewport))
    let detailWidth = max(1, area.width - recipientWidth - 1 - outcomeWidth)
    for line in 0..<viewport {
      let index = top + line
      guard index < count else { break }
      let row = session.rows[index]
      let spans = [
        Span(pad(TextWidth.truncate(row.recipient, to: recipientWidth), recipientWidth) + " "),
        Span(pad(row.outcome.rawValue, outcomeWidth), role: row.outcome.role),
        Span(TextWidth.truncate(row.detail, to: detailWidth), role: "ui.text.muted"),
      ]
      draw(spans, x: area.x, y: area.y + 1 + line, clip: area, buffer: &buffer, styles: styles)
    }
    if count > viewport {
      Scrollbar.render(
        total: count, offset: top, x: area.right, rows: (area.y + 1)..<(area.y + 1 + viewport),
        buffer: &buffer, styles: styles)
    }
  }

  static func pad(_ text: String, _ width: Int) -> String {
    let w = TextWidth.of(text)
    return w >= width ? text : text + String(repeating: " ", count: width - w)
  }
}
