/// Which screen the composer shows under its popups, the one home of their precedence: the
/// history screen over everything, then the drafts workspace while shown, then a send's results,
/// else the form and its preview. The view draws it; keys, clicks, pastes and the help bar go to
/// it.
public enum ComposerScreen: Sendable, Equatable {
  case history
  case workspace
  case send
  case form
}

extension ComposerState {
  /// The screen shown now. Read in the boxes: the state's members would copy the history, the
  /// workspace and the send session out to test them, every frame (and so would `!= nil`: a
  /// pattern tests the history's case where it is).
  public var screen: ComposerScreen {
    if case .some = cold.value.history { return .history }
    if workspaceBox.value?.isShown == true { return .workspace }
    if cold.value.sendVisible, cold.value.send != nil { return .send }
    return .form
  }
}
