import PushCore
import TermUI

/// "Check credentials" (the composer's `fcm-compose doctor`): opens the report popup and asks
/// the runtime to run PushCore's `CredentialDoctor` for the active profile. A send that finds
/// no credential gets the same report on its results screen (or in the popup, for a dry run).
extension Reducer {
  static func checkCredentials(_ state: inout ComposerState) -> [Effect] {
    let popup = CredentialsPopupState(profile: state.profileName)
    if case .credentials = state.popups.last {
      replaceTop(&state, .credentials(popup))
    } else {
      state.popups.append(.credentials(popup))
    }
    state.status = StatusMessage("Checking credentials…", .info)
    return [.checkCredentials(state.activeProfile)]
  }

  static func credentialsKey(
    _ state: inout ComposerState, _ popup: inout CredentialsPopupState, _ key: KeyEvent
  ) -> [Effect] {
    if key == .char("r") { return checkCredentials(&state) }
    let delta = [KeyEvent.down: 1, .up: -1, .pageDown: 10, .pageUp: -10][key] ?? 0
    guard delta != 0 else { return [] }
    popup.scroll = max(0, popup.scroll + delta)
    replaceTop(&state, .credentials(popup))
    return []
  }

  /// The report arrived: into the open popup, onto a send screen that failed for want of
  /// credentials, or (a dry run) into a new popup.
  static func credentialsChecked(
    _ state: inout ComposerState, _ report: DoctorReport, sendID: Int?
  ) {
    if let index = state.popups.lastIndex(where: {
      if case .credentials = $0 { return true }
      return false
    }), case .credentials(var popup) = state.popups[index] {
      popup.report = report
      state.popups[index] = .credentials(popup)
    } else if let sendID, sendID == state.send?.plan.id {
      state.send?.credentialReport = report
    } else {
      state.popups.append(
        .credentials(CredentialsPopupState(profile: state.profileName, report: report)))
    }
    state.status = status(report)
  }

  /// "✓ Credentials work: …" or "✗ Credentials: STEP: what failed".
  static func status(_ report: DoctorReport) -> StatusMessage {
    if report.passed {
      let found = report.steps.first?.detail ?? ""
      return StatusMessage("✓ Credentials work: \(found)", .success)
    }
    guard let failed = report.steps.first(where: { $0.status == .failed }) else {
      return StatusMessage("Credentials not checked", .warning)
    }
    return StatusMessage(
      "✗ Credentials: \(failed.title.lowercased()) failed, see the report", .error)
  }
}
