import PushCore
import TermUI

/// The scheduled-jobs screen: open (and read the jobs), move, pause/resume, cancel, reload.
extension Reducer {
  static func openJobs(_ state: inout ComposerState) -> [Effect] {
    state.popups.append(.jobs(JobsPopupState()))
    return [.scheduledJobs(.list)]
  }

  static func jobsLoaded(_ state: inout ComposerState, _ rows: [JobsPopupState.Row]) -> [Effect] {
    guard case .jobs(var popup)? = state.popups.last else { return [] }
    popup.rows = rows
    popup.selected = min(popup.selected, max(0, rows.count - 1))
    replaceTop(&state, .jobs(popup))
    return []
  }

  static func jobsKey(_ state: inout ComposerState, _ popup: inout JobsPopupState, _ key: KeyEvent)
    -> [Effect]
  {
    let rows = popup.rows ?? []
    if let selected = moveSelection(key, popup.selected, rows.count) {
      popup.selected = selected
      replaceTop(&state, .jobs(popup))
      return []
    }
    guard let job = rows[safe: popup.selected] else {
      return key == .char("r") ? [.scheduledJobs(.list)] : []
    }
    switch key {
    case .char("p"):
      guard job.state == .active || job.state == .paused else { return [] }
      let next: JobState = job.state == .active ? .paused : .active
      state.status = StatusMessage("\(job.name): \(next == .paused ? "paused" : "resumed")", .info)
      return [.scheduledJobs(.set(id: job.id, next))]
    case .char("x"):
      guard job.state == .active || job.state == .paused else { return [] }
      state.status = StatusMessage("\(job.name): cancelled; no further wave goes out", .info)
      return [.scheduledJobs(.set(id: job.id, .cancelled))]
    case .char("r"):
      return [.scheduledJobs(.list)]
    default:
      return []
    }
  }
}
