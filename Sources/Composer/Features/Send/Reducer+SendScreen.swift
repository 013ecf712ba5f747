import PushCore
import TermUI

/// Keys on the results screen and in the campaign confirmation.
extension Reducer {
  /// The results screen: arrows and pages scroll the table; Esc stops a running send (again:
  /// abandons the requests in flight) or, once it is over, goes back to the draft.
  static func sendScreenKey(_ state: inout ComposerState, _ key: KeyEvent) -> [Effect] {
    guard var session = state.send else {
      state.sendVisible = false
      return []
    }
    let command = state.keymap.command(for: key, inText: false)
    if command == .closePopup
      || (session.phase == .finished && command == .quit && key.modifiers.isEmpty)
    {
      return leaveSendScreen(&state, &session)
    }
    let page = max(1, state.size.height - 12)
    let delta: Int? =
      switch key {
      case .down: 1
      case .up: -1
      case .pageDown: page
      case .pageUp: -page
      case .home: -session.rows.count
      case .end: session.rows.count
      default: nil
      }
    if let delta {
      session.scroll = max(0, min(session.scroll + delta, max(0, session.rows.count - 1)))
      session.follow = key == .end || (delta > 0 && session.scroll >= session.rows.count - page)
      state.send = session
      return []
    }
    switch state.keymap.command(for: key, inText: false) {
    case .quit? where session.phase != .finished:
      state.status = StatusMessage("Sending: Esc stops first", .warning)
    case .sendResults?:
      state.sendVisible = false
    case let command? where [.quit, .help, .commandPalette, .redraw].contains(command):
      return run(command: command, &state)
    default: break
    }
    return []
  }

  private static func leaveSendScreen(_ state: inout ComposerState, _ session: inout SendSession)
    -> [Effect]
  {
    switch session.phase {
    case .running:
      session.phase = .stopping
      state.send = session
      state.status = StatusMessage(
        "Stopping after the requests in flight… (Esc again abandons them)", .warning)
      return [.stopSend(id: session.plan.id, abandonInFlight: false)]
    case .stopping:
      state.status = StatusMessage("Abandoning the requests in flight…", .warning)
      return [.stopSend(id: session.plan.id, abandonInFlight: true)]
    case .finished:
      state.sendVisible = false
      return []
    }
  }

  /// The campaign confirmation: Tab (or ←/→ without the project-id input) moves between Cancel
  /// and Send; Enter presses the selected button; typing fills the project-id input.
  static func confirmSendKey(
    _ state: inout ComposerState, _ confirm: inout ConfirmSendState, _ key: KeyEvent
  ) -> [Effect] {
    switch key {
    case .tab,
      .right where confirm.typed == nil:
      confirm.move(by: 1)
    case .backTab,
      .left where confirm.typed == nil:
      confirm.move(by: -1)
    case .enter,
      .char(" ") where key == .enter || confirm.typed == nil:
      guard confirm.selected >= 1 else {
        state.popups.removeLast()
        state.status = StatusMessage("Campaign not sent", .info)
        return []
      }
      guard confirm.isConfirmed else {
        confirm.error = "Type \(confirm.plan.project ?? "the project id") to enable Send"
        break
      }
      state.popups.removeLast()
      var plan = confirm.plan
      plan.resendUnconfirmed = confirm.selected == 2
      return start(plan, &state)
    default:
      if var typed = confirm.typed, typed.handle(key) {
        confirm.typed = typed
        confirm.error = nil
      }
    }
    replaceTop(&state, .confirmSend(confirm))
    return []
  }
}
