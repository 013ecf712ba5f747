import PushCore
import TermUI

/// The scheduled-jobs popup: one row per job, the keys at the bottom.
enum JobsView {
  static func render(
    _ popup: JobsPopupState, in area: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) {
    let rows: [MenuRows.Row]
    if let jobs = popup.rows, !jobs.isEmpty {
      rows = jobs.map { job in
        MenuRows.Row(
          spans: [
            Span(job.name), Span("  " + job.state.rawValue, role: role(job.state)),
            Span("  next " + job.next + "  " + job.progress, role: "ui.text.muted"),
          ], note: job.id, noteRole: "ui.text.muted")
      }
    } else {
      let text =
        popup.rows == nil
        ? "Reading the jobs…" : "No scheduled jobs: `fcm-compose schedule DRAFT --at TIME`"
      rows = [MenuRows.Row(spans: [Span(text, role: "ui.text.muted")], note: nil)]
    }
    let hint = "p pause/resume  x cancel  r reload  Esc close"
    let all =
      rows + [
        MenuRows.Row(spans: [Span("")], note: nil),
        MenuRows.Row(spans: [Span(hint, role: "ui.help.desc")], note: nil),
      ]
    let widest = rows.map { $0.spans.reduce(0) { $0 + TextWidth.of($1.text) } + 24 }.max() ?? 0
    let frame = Popup(
      title: "Scheduled jobs",
      size: Size(
        width: min(max(widest, TextWidth.of(hint) + 4, 40), area.width - 2),
        height: min(all.count + 2, area.height - 2)))
    frame.render(in: area, buffer: &buffer, styles: styles)
    let inner = frame.frame(in: area).inset(horizontal: 1, vertical: 1)
    let selected = popup.rows?.isEmpty == false ? popup.selected : nil
    MenuRows.render(all, selected: selected, in: inner, buffer: &buffer, styles: styles)
  }

  static func role(_ state: JobState) -> String {
    switch state {
    case .active: "send.success"
    case .paused: "diagnostic.warning"
    case .cancelled, .done: "ui.text.muted"
    }
  }
}
