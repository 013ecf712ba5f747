import PushCore
import TermUI

/// The "Check credentials" popup: each step of the doctor report with its mark, what was
/// found, and the next command under a failed step; wrapped to the popup, scrollable.
enum CredentialsView {
  /// Rows of the report wrapped to `width` cells, each with its theme role.
  static func rows(_ report: DoctorReport?, width: Int) -> [(String, String)] {
    guard let report else { return [("Checking credentials…", "ui.text.muted")] }
    let titleWidth = (report.steps.map(\.title.count).max() ?? 0) + 2
    let indent = String(repeating: " ", count: titleWidth + 2)
    var rows: [(String, String)] = []
    for step in report.steps {
      let role = self.role(step.status)
      let head =
        "\(step.status.mark) "
        + step.title.padding(
          toLength: titleWidth, withPad: " ", startingAt: 0)
      let wrapped = TextWrap.wrap(step.detail, width: max(10, width - titleWidth - 2))
      for (i, line) in wrapped.enumerated() {
        rows.append(((i == 0 ? head : indent) + line, i == 0 ? role : "ui.text"))
      }
      if let next = step.next {
        for line in TextWrap.wrap("→ " + next, width: max(10, width - titleWidth - 2)) {
          rows.append((indent + line, "ui.help.key"))
        }
      }
    }
    rows.append(("", "ui.text"))
    let verdict = report.lines.last ?? ""
    for line in TextWrap.wrap(verdict, width: max(10, width)) {
      rows.append((line, report.passed ? "send.success" : "send.failure"))
    }
    return rows
  }

  static func role(_ status: DoctorReport.Status) -> String {
    switch status {
    case .ok: "send.success"
    case .warning: "diagnostic.warning"
    case .failed: "send.failure"
    case .skipped: "ui.text.muted"
    }
  }

  static func popup(_ popup: CredentialsPopupState, size: Size) -> Popup {
    let width = min(100, size.width - 2)
    let count = rows(popup.report, width: width - 4).count
    let name = popup.profile.map { " · \($0)" } ?? ""
    return Popup(
      title: "Check credentials\(name)",
      size: Size(width: width, height: min(size.height - 4, count + 4)))
  }

  static func render(
    _ state: CredentialsPopupState, in area: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) {
    let popup = popup(state, size: area.size)
    popup.render(in: area, buffer: &buffer, styles: styles)
    let frame = popup.frame(in: area)
    let inner = frame.inset(horizontal: 1, vertical: 1)
    guard inner.height >= 2 else { return }
    let (body, footer) = inner.splitBottom(1)
    let rows = rows(state.report, width: body.width - 2)
    let scroll = max(0, min(state.scroll, rows.count - body.height))
    for row in 0..<body.height {
      guard let (text, role) = rows[safe: scroll + row] else { break }
      let clip = Rect(x: body.x + 1, y: body.y + row, width: max(0, body.width - 2), height: 1)
      buffer.setString(x: clip.x, y: clip.y, text, role: role, styles: styles, clip: clip)
    }
    Scrollbar.render(
      total: rows.count, offset: scroll, x: frame.right - 1, rows: body.y..<body.bottom,
      buffer: &buffer, styles: styles)
    var x = footer.x + 1
    for (key, word) in [("r", "check again"), ("Esc", "close")] {
      x = buffer.setString(
        x: x, y: footer.y, key, role: "ui.help.key", styles: styles, clip: footer)
      x = buffer.setString(
        x: x, y: footer.y, " \(word)  ", role: "ui.help.desc", styles: styles, clip: footer)
    }
  }
}
