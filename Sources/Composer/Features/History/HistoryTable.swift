import Foundation
import PushCore
import TermUI

/// The history list's table: when, profile and project, draft, target, sent and failed
/// counts; columns drop from the right of the flexible ones as the screen narrows.
enum HistoryTable {
  struct Column {
    var title: String
    var width: Int
    var right = false
  }

  /// The columns for a table `width` cells wide (each column is followed by one space, and
  /// the rows start one cell in).
  static func columns(width: Int) -> [Column] {
    let when = Column(title: "WHEN", width: 8)
    let sent = Column(title: "SENT", width: 5, right: true)
    let failed = Column(title: "FAILED", width: 6, right: true)
    func flexible(_ titles: [String]) -> [Column] {
      let fixed = when.width + sent.width + failed.width
      let room = max(titles.count * 4, width - 1 - fixed - (titles.count + 3))
      let each = room / titles.count
      return titles.enumerated().map { index, title in
        Column(title: title, width: index == titles.count - 1 ? room - each * index : each)
      }
    }
    if width >= 100 {
      return [when] + flexible(["PROFILE · PROJECT", "DRAFT", "TARGET"]) + [sent, failed]
    }
    if width >= 60 { return [when] + flexible(["DRAFT", "TARGET"]) + [sent, failed] }
    return [when] + flexible(["DRAFT"]) + [sent, failed]
  }

  static func cells(_ entry: SendHistoryEntry, columns: [Column], now: Date) -> [Span] {
    columns.map { column in
      switch column.title {
      case "WHEN":
        Span(
          (entry.isEarlierRun ? "└ " : "")
            + HistoryPageModel.age(entry.date, now: now, fallback: entry.timeText),
          role: entry.isEarlierRun ? "ui.text.muted" : "ui.menu")
      case "PROFILE · PROJECT":
        Span(
          [entry.profile, entry.project].compactMap { $0 }.joined(separator: " · "),
          role: "ui.menu")
      case "DRAFT": Span(entry.draft ?? "(untitled)", role: "ui.menu")
      case "TARGET":
        Span(
          (entry.isTest ? "test send · " : "")
            + (entry.runCount > 1 ? "\(entry.runCount) runs · " : "")
            + (entry.isEarlierRun ? "\(entry.outcome) run · " : "") + entry.target,
          role: "ui.menu")
      case "SENT":
        Span(
          entry.dryRun
            ? "dry \(entry.sent)"
            : entry.isTest ? "test \(entry.sent)" : "\(entry.totalSent ?? entry.sent)",
          role: "send.success")
      default:
        Span(
          "\(entry.notDelivered)",
          role: entry.notDelivered > 0 || entry.error != nil ? "send.failure" : "ui.text.muted")
      }
    }
  }

  static func render(
    _ entries: [SendHistoryEntry], selected: Int, now: Date, in area: Rect,
    buffer: inout Buffer, styles: any StyleResolver
  ) {
    guard area.height >= 2 else { return }
    let columns = columns(width: area.width)
    let (header, body) = area.splitTop(1)
    var x = header.x + 1
    for column in columns {
      let text = column.right ? pad(left: column.title, column.width) : column.title
      buffer.setString(
        x: x, y: header.y, TextWidth.truncate(text, to: column.width), role: "ui.title",
        styles: styles, clip: header)
      x += column.width + 1
    }
    let rows = entries.map { entry in
      let spans = cells(entry, columns: columns, now: now)
      return MenuRows.Row(
        spans: zip(columns, spans).map { column, span in
          let fitted = TextWidth.truncate(span.text, to: column.width)
          let text =
            column.right ? pad(left: fitted, column.width) : TextWidth.pad(fitted, to: column.width)
          return Span(text + " ", role: span.role)
        })
    }
    MenuRows.render(rows, selected: selected, in: body, buffer: &buffer, styles: styles)
  }

  private static func pad(left text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - TextWidth.of(text))) + text
  }
}
