import TermUI

extension Reducer {
  /// Clicks focus fields and select tabs; the wheel scrolls the preview. Hit-testing uses the
  /// same layout the screen is drawn with.
  static func handleMouse(_ state: inout ComposerState, _ event: MouseEvent) -> [Effect] {
    guard state.mouseCapture, state.popups.isEmpty else { return [] }
    switch state.screen {
    case .history: return []
    case .workspace: return workspaceMouse(&state, event)
    case .send:
      if event.kind == .wheelDown || event.kind == .wheelUp {
        return sendScreenKey(&state, event.kind == .wheelDown ? .down : .up)
      }
      return []
    case .form: break
    }
    let layout = ComposerLayout(state)
    guard !layout.isTooSmall else { return [] }
    switch event.kind {
    case .wheelDown, .wheelUp:
      let delta = event.kind == .wheelDown ? 3 : -3
      if layout.form.contains(event.position) {
        moveFocus(&state, by: delta > 0 ? 1 : -1)
      } else {
        state.previewScroll = max(0, state.previewScroll + delta)
        state.previewFollowsFocus = false
      }
    case .press(.primary):
      if let tab = layout.formTab(at: event.position) {
        selectTab(&state, tab)
      } else if let tab = layout.previewTab(at: event.position) {
        state.previewTab = tab
        state.previewFollowsFocus = true
      } else if let focus = layout.focus(at: event.position) {
        setFocus(&state, focus)
      }
    default:
      break
    }
    return []
  }
}
