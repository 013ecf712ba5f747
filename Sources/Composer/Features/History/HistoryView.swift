import PushCore
import TermUI

/// The history screen: a full-screen list of sends (newest first) with a filter line, or one
/// send's page (summary, request, results) or its diff against the current draft.
enum HistoryView {
  /// Draws the screen into `area` and returns the cursor (in the filter, on the list page).
  static func render(
    _ history: HistoryState, state: ComposerState, in area: Rect, buffer: inout Buffer,
    styles: any StyleResolver
  ) -> Position? {
    if history.delivery.reportLabel != nil {
      DeliveryReportView.render(history, in: area, buffer: &buffer, styles: styles)
      return nil
    }
    switch history.page {
    case .list:
      return renderList(history, state: state, in: area, buffer: &buffer, styles: styles)
    case .detail, .diff:
      renderPage(history, state: state, in: area, buffer: &buffer, styles: styles)
      return nil
    }
  }

  private static func title(_ history: HistoryState) -> String {
    guard let log = history.log else { return " Send history " }
    let count = log.entries.count
    var title = " Send history · \(count) send\(count == 1 ? "" : "s")"
    if history.entries.count != count { title += " · \(history.entries.count) shown" }
    if log.unreadableLines > 0 {
      let n = log.unreadableLines
      title += " · \(n) unreadable line\(n == 1 ? "" : "s") skipped"
    }
    return title + " "
  }

  private static func renderList(
    _ history: HistoryState, state: ComposerState, in area: Rect, buffer: inout Buffer,
    styles: any StyleResolver
  ) -> Position? {
    Block(title: title(history)).borderType(.rounded).focused()
      .render(in: area, buffer: &buffer, styles: styles)
    let inner = area.inset(horizontal: 1, vertical: 1)
    guard inner.height >= 2 else { return nil }
    let (filterRow, rest) = inner.splitTop(1)
    let x = buffer.setString(
      x: filterRow.x + 1, y: filterRow.y, "Filter ", role: "ui.field.label", styles: styles,
      clip: filterRow)
    var editor = history.filter
    let cursor = TextEditorView(focused: true, placeholder: "type to filter")
      .render(
        in: Rect(x: x, y: filterRow.y, width: max(0, filterRow.right - x), height: 1),
        buffer: &buffer, state: &editor, styles: styles)
    let entries = history.entries
    guard !entries.isEmpty else {
      let message: String
      if let error = history.error {
        message = error
      } else if history.log == nil {
        message = "Reading the send history…"
      } else if history.log?.entries.isEmpty ?? true {
        message = "No sends yet: every send (CLI or composer) is listed here."
      } else {
        message = "No send matches \u{201C}\(history.filter.text)\u{201D}."
      }
      buffer.setString(
        x: rest.x + 1, y: rest.y + min(1, rest.height - 1), message,
        role: history.error == nil ? "ui.text.muted" : "diagnostic.error", styles: styles,
        clip: rest)
      return cursor
    }
    let (table, outcome) = rest.height > 3 ? rest.splitBottom(1) : (rest, Rect.zero)
    HistoryTable.render(
      entries, selected: history.selected, now: state.now, in: table, buffer: &buffer,
      styles: styles)
    if let entry = history.selectedEntry, outcome.height == 1 {
      var x = outcome.x + 1
      let clip = outcome.inset(left: 1)
      for span in DeliveryOutcomeLine.line(entry, history.delivery, hint: "Enter, F: report").spans
      {
        x = buffer.setString(
          x: x, y: outcome.y, span.text, role: span.role ?? "ui.text", styles: styles, clip: clip)
      }
    }
    return cursor
  }

  private static func renderPage(
    _ history: HistoryState, state: ComposerState, in area: Rect, buffer: inout Buffer,
    styles: any StyleResolver
  ) {
    let entry = history.selectedEntry
    let name = entry.map { $0.draft ?? $0.target } ?? ""
    let title =
      history.page == .diff
      ? " Diff: sent \(name) → current draft " : " Sent \(entry?.timeText ?? "") · \(name) "
    Block(title: title).borderType(.rounded).focused()
      .render(in: area, buffer: &buffer, styles: styles)
    let inner = area.inset(horizontal: 1, vertical: 1)
    let lines = HistoryPageModel.lines(history, state: state)
    let scroll = max(0, min(history.scroll, lines.count - inner.height))
    for row in 0..<inner.height {
      guard let line = lines[safe: scroll + row] else { break }
      let clip = Rect(x: inner.x + 1, y: inner.y + row, width: max(0, inner.width - 1), height: 1)
      var x = clip.x
      for span in line.spans {
        x = buffer.setString(
          x: x, y: clip.y, span.text, role: span.role ?? "ui.text", styles: styles, clip: clip)
      }
    }
    Scrollbar.render(
      total: lines.count, offset: scroll, x: area.right - 1, rows: inner.y..<inner.bottom,
      buffer: &buffer, styles: styles)
  }
}
