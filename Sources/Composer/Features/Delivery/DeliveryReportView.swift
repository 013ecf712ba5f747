import PushCore
import TermUI

/// The report of one analytics label over the history screen: FCM's figures per day, as
/// `fcm-compose report --label L` prints them, with each row's bar in the send roles.
enum DeliveryReportView {
  /// The report's rows (drawn, and counted for scrolling).
  static func lines(_ history: HistoryState) -> [Line] {
    let delivery = history.delivery
    guard let label = delivery.reportLabel else { return [] }
    var out: [Line] = [
      Line(
        "FCM publishes a day's figures a day or more after the send; – is a figure FCM did "
          + "not report.", role: "ui.text.muted"),
      "",
    ]
    switch delivery.data {
    case .loaded(let app, let records):
      let report = DeliveryReport(
        appID: app, records: records, filter: .init(labels: [label]))
      guard let section = report.section(label) else {
        out.append(Line("No figures for \(label) yet.", role: "ui.text"))
        return out
      }
      out.append(Line("App \(app)", role: "ui.text.muted"))
      out.append(Line(DeliveryTable.line(DeliveryTable.header), role: "ui.title"))
      for row in section.rows {
        let since = delivery.reportSince.map { !(row.date < $0) } ?? true
        let role = since ? "ui.text" : "ui.text.muted"
        guard let record = row.record else {
          out.append(
            Line(
              DeliveryTable.line([row.date.description]) + "  no data for this day",
              role: "ui.text.muted"))
          continue
        }
        out.append(rowLine(DeliveryTotals(record), first: row.date.description, role: role))
      }
      if section.rows.count > 1 {
        out.append(rowLine(section.totals, first: "TOTAL", role: "ui.title"))
      }
      out.append("")
      out.append(
        Line(
          DeliveryTable.BarPart.allCases.flatMap { part in
            [
              Span(String(part.glyph), role: barRole(part)),
              Span(" \(part.name)  ", role: "ui.text.muted"),
            ]
          }))
    case .idle, .loading:
      out.append(Line("Asking the FCM Data API…", role: "ui.text.muted"))
    case .skipped(let why):
      out.append(Line("Delivery data \(why).", role: "ui.text.muted"))
    case .failed(let message):
      out.append(Line(message, role: "diagnostic.warning"))
    case .several(let apps):
      out.append(
        Line(
          "The project has \(apps.count) Android apps; set android_app_id in the profile:",
          role: "diagnostic.warning"))
      out += apps.map { Line("  " + $0.summary, role: "ui.text") }
    }
    return out
  }

  private static func rowLine(_ totals: DeliveryTotals, first: String, role: String) -> Line {
    var spans = [
      Span(DeliveryTable.line(DeliveryTable.cells(totals, first: first)) + "  ", role: role)
    ]
    let bar = DeliveryTable.bar(totals)
    if bar.isEmpty {
      spans.append(Span("no outcome reported", role: "ui.text.muted"))
    }
    for run in bar {
      spans.append(
        Span(String(repeating: run.part.glyph, count: run.cells), role: barRole(run.part)))
    }
    return Line(spans)
  }

  /// Delivered in the success role, dropped in the failure role, the rest pending or muted.
  static func barRole(_ part: DeliveryTable.BarPart) -> String {
    switch part {
    case .delivered: "send.success"
    case .pending: "send.pending"
    case .collapsed: "ui.text"
    case .dropped: "send.failure"
    case .unaccounted: "ui.text.muted"
    }
  }

  /// Draws the report into `area`, framed like a send's page.
  static func render(
    _ history: HistoryState, in area: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) {
    let label = history.delivery.reportLabel ?? ""
    Block(title: " Delivery report · \(label) · Esc back ").borderType(.rounded).focused()
      .render(in: area, buffer: &buffer, styles: styles)
    let inner = area.inset(horizontal: 1, vertical: 1)
    let lines = lines(history)
    let scroll = max(0, min(history.delivery.reportScroll, lines.count - inner.height))
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
