import TermUI

extension Reducer {
  /// Wheel scrolls the preview; clicks focus (once the layout's hit test is available).
  static func handleMouse(_ state: inout ComposerState, _ event: MouseEvent) -> [Effect] {
    guard state.mouseCapture, state.popups.isEmpty, state.history == nil else { return [] }
    switch event.kind {
    case .wheelDown:
      state.previewScroll += 3
      state.previewFollowsFocus = false
    case .wheelUp:
      state.previewScroll = max(0, state.previewScroll - 3)
      state.previewFollowsFocus = false
    default:
      break
    }
    return []
  }
}
