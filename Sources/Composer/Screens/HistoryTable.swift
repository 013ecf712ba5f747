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

  static func columns(width: Int) -> [Column] {
    let fixed = 9 + 6 + 7  // when, sent, failed
    let flexible = max(0, width - fixed - 2)
    if width >= 100 {
      let w = flexible / 3
      return [
        Column(title: "WHEN", width: 9), Column(title: "PROFILE · PROJECT", width: w),
        Column(title: "DRAFT", width: w), Column(title: "TARGET", width: flexible - 2 * w),
        Column(title: "SENT", width: 6, right: true),
        Column(title: "FAILED", width: 7, right: true),
      ]
    }
    if width >= 60 {
      let w = flexible / 2
      return [
        Column(title: "WHEN", width: 9), Column(title: "DRAFT", width: w),
        Column(title: "TARGET", width: flexible - w),
        Column(title: "SENT", width: 6, right: true),
        Column(title: "FAILED", width: 7, right: true),
      ]
    }
    return [
      Column(title: "WHEN", width: 8), Column(title: "DRAFT", width: max(4, width - 8 - 13 - 1)),
      Column(title: "SENT", width: 6, right: true), Column(title: "FAIL", width: 6, right: true),
    ]
  }

  static func cells(_ entry: SendHistoryEntry, columns: [Column], now: Date) -> [Span] {
    columns.map { column in
      switch column.title {
      case "WHEN":
        Span(HistoryPageModel.age(entry.date, now: now, fallback: entry.timeText), role: "ui.menu")
      case "PROFILE · PROJECT":
        Span(
          [entry.profile, entry.project].compactMap { $0 }.joined(separator: " · "),
          role: "ui.menu")
      case "DRAFT": Span(entry.draft ?? "(untitled)", role: "ui.menu")
      case "TARGET": Span(entry.target, role: "ui.menu")
      case "SENT":
        Span(entry.dryRun ? "dry \(entry.sent)" : "\(entry.sent)", role: "send.success")
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
