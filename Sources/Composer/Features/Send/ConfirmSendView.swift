import Config
import Foundation
import TermUI

/// The campaign confirmation: profile, project, target kind, recipients and title; a resume
/// note when a journal remembers an interrupted run; the project-id input when the profile
/// asks for it; Cancel and Send (disabled until confirmed), Cancel focused by default.
enum ConfirmSendView {
  static func render(
    _ confirm: ConfirmSendState, in area: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) -> Position? {
    let plan = confirm.plan
    let width = min(68, area.width - 2)
    var lines = facts(plan)
    var notes: [(String, String)] = []
    if let point = plan.resumePoint {
      let whence =
        plan.unfinishedEarlier.map { earlier in
          earlier.journalPath == plan.journalPath
            ? "" : " (the same message to the same audience, from another draft or History)"
        } ?? ""
      notes.append(
        (
          "This campaign is unfinished\(whence): \(point.done) recipients already have a final "
            + "outcome. \"Resume\" sends only to the rest; \"Send to everyone again\" (type "
            + "\(ConfirmSendState.againWord)) sends each of them a second copy under the same "
            + "collapse identity.", "diagnostic.warning"
        ))
      if point.unconfirmed > 0 {
        notes.append(
          (
            "\(point.unconfirmed) may or may not have it (no answer came). \"Resume\" leaves them; "
              + "\"Resume + resend\" sends them once more with the campaign's collapse identity "
              + "(Android collapse_key and tag, apns-collapse-id, web push Topic), so a second "
              + "copy replaces the first on the device instead of stacking.", "ui.text.muted"
          ))
      }
    }
    if let earlier = plan.finishedEarlier {
      notes.append(
        (
          "This message already went to the same audience on \(when(earlier.date)) "
            + "(\(earlier.sent) sent). \"Send again\" delivers a second copy under the same "
            + "collapse identity, so it replaces the first where the device still has it.",
          "diagnostic.warning"
        ))
    }
    if plan.isBroadcast {
      notes.append(("One request reaches every device in the audience.", "ui.text.muted"))
    }
    let room = max(1, width - 4)
    for (text, role) in notes {
      lines += TextWrap.wrap(text, width: room).map { [Span($0, role: role)] }
    }
    let asksAgain = confirm.choice == .sendAgain
    let extra =
      (confirm.typed == nil ? 0 : 1) + (confirm.error == nil ? 0 : 1) + (asksAgain ? 1 : 0)
    let height = min(lines.count + extra + 4, area.height - 2)
    let popup = Popup(title: "Send campaign", size: Size(width: width, height: height))
    popup.render(in: area, buffer: &buffer, styles: styles)
    let inner = popup.inner(in: area)
    guard !inner.isEmpty else { return nil }
    let (body, buttons) = inner.splitBottom(1)
    var bottom = body.bottom
    var cursor: Position?
    if let error = confirm.error {
      bottom -= 1
      buffer.setString(
        x: inner.x, y: bottom, TextWidth.truncate("✗ " + error, to: inner.width),
        role: "diagnostic.error", styles: styles, clip: inner)
    }
    if asksAgain {
      bottom -= 1
      var again = confirm.again
      let x = buffer.setString(
        x: inner.x, y: bottom, "Type \(ConfirmSendState.againWord) to send everyone a copy: ",
        role: "ui.field.label", styles: styles, clip: inner)
      let field = Rect(x: x, y: bottom, width: max(0, inner.right - x), height: 1)
      cursor = TextEditorView(focused: true, placeholder: "")
        .render(in: field, buffer: &buffer, state: &again, styles: styles)
    }
    if var typed = confirm.typed {
      bottom -= 1
      let label = "Type \(plan.project ?? "the project id") to confirm: "
      let x = buffer.setString(
        x: inner.x, y: bottom, label, role: "ui.field.label", styles: styles, clip: inner)
      let field = Rect(x: x, y: bottom, width: max(0, inner.right - x), height: 1)
      cursor = TextEditorView(focused: true, placeholder: "")
        .render(in: field, buffer: &buffer, state: &typed, styles: styles)
    }
    // A blank line above the input and error when there is room for it.
    let last = lines.count < bottom - body.y ? bottom - 1 : bottom
    for (index, spans) in lines.enumerated() where body.y + index < last {
      var x = inner.x
      for span in spans {
        x = buffer.setString(
          x: x, y: body.y + index, span.text, role: span.role ?? "ui.text", styles: styles,
          clip: inner)
      }
    }
    ButtonRow.render(
      confirm.buttons, selected: confirm.selected,
      disabled: confirm.disabled,
      in: buttons, buffer: &buffer, styles: styles)
    return cursor
  }

  /// A date as the confirmation shows it: `2026-12-08 14:05` in the local time zone.
  private static func when(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
  }

  /// Profile, project, target, recipients and title, as label/value rows.
  private static func facts(_ plan: SendPlan) -> [[Span]] {
    let profile = plan.profile
    let profileText =
      (profile?.name ?? "none (environment credentials)")
      + (profile?.isProduction == true ? "  ⚠ production" : "")
    let recipients: String =
      switch plan.audience {
      case .topic: "every device subscribed to the topic"
      case .condition: "every device matching the condition"
      case .tokens:
        plan.recipientCount.map { "\($0)" } ?? "?"
      case .audience:
        plan.recipientCount.map { "\($0) rows, each its own message" } ?? "?"
      }
    let rows: [(String, String, String)] = [
      ("Profile", profileText, profile?.isProduction == true ? "diagnostic.warning" : "ui.text"),
      ("Project", plan.project ?? "?", "ui.title"),
      ("Target", plan.audienceDescription, "ui.text"),
      ("Recipients", recipients, "ui.text"),
      ("Title", plan.title, "ui.text"),
    ]
    return rows.map { label, value, role in
      [
        Span(label.padding(toLength: 12, withPad: " ", startingAt: 0), role: "ui.field.label"),
        Span(value, role: role),
      ]
    }
  }
}
