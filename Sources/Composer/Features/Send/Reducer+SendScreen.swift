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
    // Ctrl-C stops a running send as Esc does. Two quick Escs may arrive together and read
    // as Alt-Esc: that is a stop and then the abandon of the requests in flight.
    let interrupt = key == .ctrl("c") && session.phase != .finished
    if key == KeyEvent(.escape, modifiers: .alt), session.phase == .running {
      let stop = leaveSendScreen(&state, &session, by: "Esc")
      return stop + leaveSendScreen(&state, &session, by: "Esc")
    }
    if command == .closePopup || interrupt
      || (session.phase == .finished && command == .quit && key.modifiers.isEmpty)
    {
      return leaveSendScreen(&state, &session, by: interrupt ? "Ctrl-C" : "Esc")
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

  private static func leaveSendScreen(
    _ state: inout ComposerState, _ session: inout SendSession, by key: String
  ) -> [Effect] {
    let what = session.plan.kind == .test ? "test send" : "campaign"
    switch session.phase {
    case .running:
      session.phase = .stopping
      state.send = session
      state.status = StatusMessage(
        "\(key): stopping the \(what) after the requests in flight… (Esc or Ctrl-C again "
          + "abandons them)", .warning)
      return [.stopSend(id: session.plan.id, abandonInFlight: false)]
    case .stopping:
      state.status = StatusMessage(
        "\(key) again: abandoning the requests in flight (their recipients stay unconfirmed)…",
        .warning)
      return [.stopSend(id: session.plan.id, abandonInFlight: true)]
    case .finished:
      state.sendVisible = false
      return []
    }
  }

  /// The campaign confirmation: Tab (or ←/→ without the project-id input) moves between the
  /// buttons; Enter presses the focused one; typing fills the project-id input, or the word
  /// that enables "Send to everyone again" while that button is focused.
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
      .char(" ") where key == .enter || !confirm.takesTyping:
      if let plan = pressed(&confirm) {
        state.popups.removeLast()
        return start(plan, &state)
      }
      if confirm.choice == .cancel {
        state.popups.removeLast()
        state.status = StatusMessage("Campaign not sent", .info)
        return []
      }
    default:
      if confirm.choice == .sendAgain, confirm.again.handle(key) {
        confirm.error = nil
      } else if var typed = confirm.typed, typed.handle(key) {
        confirm.typed = typed
        confirm.error = nil
      }
    }
    replaceTop(&state, .confirmSend(confirm))
    return []
  }

  /// The plan the focused button starts, or nil (Cancel, or not confirmed yet: the error
  /// says what to type).
  private static func pressed(_ confirm: inout ConfirmSendState) -> SendPlan? {
    var plan = confirm.plan
    guard confirm.choice != .cancel else { return nil }
    guard confirm.isConfirmed else {
      confirm.error =
        "Type \(plan.project ?? "the project id") to enable \(confirm.buttons[confirm.selected])"
      return nil
    }
    switch confirm.choice {
    case .cancel:
      return nil
    case .send:
      break
    case .resume, .resumeAndResend:
      plan.journalPath = plan.unfinishedEarlier?.journalPath ?? plan.journalPath
      if case .resumeAndResend = confirm.choice { plan.resendUnconfirmed = true }
    case .sendAgain:
      guard confirm.isAgainConfirmed else {
        confirm.error =
          "Type \(ConfirmSendState.againWord) to send everyone a second copy (Resume sends "
          + "only to the rest)"
        return nil
      }
      plan.supersede = plan.unfinishedEarlier?.journalPath ?? plan.journalPath
      plan.resumePoint = nil
    }
    return plan
  }
}

extension Reducer {
  /// The delivered-but-dropped question: ←/→ or Tab move between Cancel and "Send anyway";
  /// Enter presses the focused one. "Send anyway" starts the send again with consent.
  static func confirmDroppedKey(
    _ state: inout ComposerState, _ confirm: inout ConfirmDroppedState, _ key: KeyEvent
  ) -> [Effect] {
    let count = ConfirmDroppedState.buttons.count
    switch key {
    case .left, .backTab: confirm.selected = (confirm.selected + count - 1) % count
    case .right, .tab: confirm.selected = (confirm.selected + 1) % count
    case .enter, .char(" "):
      state.popups.removeLast()
      guard confirm.sendsAnyway else {
        state.status = StatusMessage("Not sent", .info)
        return []
      }
      switch confirm.action {
      case .test: return testSend(&state, allowDropped: true)
      case .campaign(let file): return campaign(&state, tokensFile: file, allowDropped: true)
      }
    default: return []
    }
    replaceTop(&state, .confirmDropped(confirm))
    return []
  }
}
