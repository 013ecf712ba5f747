import TermUI

/// The delivered-but-dropped question: what will happen, each finding with its rule id and
/// path, then Cancel (focused by default) and "Send anyway".
enum ConfirmDroppedView {
  static func render(
    _ confirm: ConfirmDroppedState, in area: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) {
    let width = min(72, area.width - 2)
    let room = max(1, width - 4)
    let what = confirm.action == .test ? "test send" : "campaign"
    var lines: [(String, String)] = TextWrap.wrap(
      "FCM accepts this message, but the device drops it or the browser throws, so nobody sees "
        + "it:", width: room
    ).map { ($0, "ui.text") }
    for finding in confirm.findings {
      lines.append(("", "ui.text"))
      lines.append(
        ("✗ \(finding.rule.rawValue)  \(finding.path)", "diagnostic.error"))
      lines += TextWrap.wrap(finding.message, width: max(1, room - 2)).map {
        ("  " + $0, "ui.text")
      }
    }
    lines.append(("", "ui.text"))
    lines += TextWrap.wrap(
      "\"Send anyway\" starts the \(what) as `fcm-compose send --allow-dropped` would.",
      width: room
    ).map { ($0, "ui.text.muted") }
    let height = min(lines.count + 4, area.height - 2)
    let popup = Popup(title: "Delivered but dropped", size: Size(width: width, height: height))
    popup.render(in: area, buffer: &buffer, styles: styles)
    let inner = popup.inner(in: area)
    guard !inner.isEmpty else { return }
    let (body, buttons) = inner.splitBottom(1)
    for (index, (text, role)) in lines.enumerated() where body.y + index < body.bottom {
      buffer.setString(
        x: inner.x, y: body.y + index, text, role: role, styles: styles, clip: inner)
    }
    ButtonRow.render(
      ConfirmDroppedState.buttons, selected: confirm.selected, disabled: [],
      in: buttons, buffer: &buffer, styles: styles)
  }
}
