import Foundation
import PushCore

extension Reducer {
  /// Ctrl-S: save to the draft's file, or ask for one.
  static func save(_ state: inout ComposerState) -> [Effect] {
    guard let path = state.filePath else {
      state.popups.append(.prompt(PromptState(purpose: .saveAs, text: suggestedFileName(state))))
      return []
    }
    return [.save(state.draft, path: path)]
  }

  /// Runs `then` now, or first asks about unsaved changes (Cancel focused).
  static func confirmingDiscard(_ state: inout ComposerState, then: PendingAfterDiscard) -> [Effect]
  {
    if state.isDirty {
      state.popups.append(.confirmDiscard(ConfirmState(then: then)))
      return []
    }
    return perform(then, &state)
  }

  /// Does what was pending after the unsaved-changes question (or right away).
  static func perform(_ pending: PendingAfterDiscard, _ state: inout ComposerState) -> [Effect] {
    switch pending {
    case .quit:
      state.isQuitting = true
      return [.deleteRecovery(draftPath: state.filePath), .quit]
    case .open(let path):
      return [.load(path: path)]
    case .newDraft:
      let effects: [Effect] = [.deleteRecovery(draftPath: state.filePath)]
      replaceDraft(&state, with: Draft(message: [:]), path: nil, saved: false)
      state.status = StatusMessage("New draft", .info)
      return effects
    case .loadDraft(let draft, let sentAt):
      let effects: [Effect] = [.deleteRecovery(draftPath: state.filePath)]
      replaceDraft(&state, with: draft, path: nil, saved: false)
      state.history = nil
      state.status = StatusMessage(
        "Loaded the request sent \(sentAt) as a new draft (not saved yet)", .success)
      return effects
    }
  }

  /// Replaces the whole draft (open, new, restore): fresh undo history and focus.
  static func replaceDraft(
    _ state: inout ComposerState, with draft: Draft, path: String?, saved: Bool
  ) {
    state.draft = draft
    state.filePath = path
    state.savedDocument = saved ? draft.document : nil
    state.undoStack.removeAll()
    state.redoStack.removeAll()
    state.focus.removeAll()
    state.tab = .compose
    state.previewFollowsFocus = true
    resetEditor(&state)
  }

  /// Effect results and other non-input actions.
  static func draftSaved(_ state: inout ComposerState, path: String, document: JSONObject)
    -> [Effect]
  {
    state.filePath = path
    state.savedDocument = document
    state.status = StatusMessage("Saved \(displayPath(path))", .success)
    var effects: [Effect] = [.deleteRecovery(draftPath: path)]
    if let next = state.afterSave {
      state.afterSave = nil
      effects += perform(next, &state)
    }
    return effects
  }

  static func draftLoaded(_ state: inout ComposerState, path: String, draft: Draft, exists: Bool)
    -> [Effect]
  {
    replaceDraft(&state, with: draft, path: path, saved: exists)
    state.serverDiagnostics = []
    leaveWorkspaceForComposer(&state)
    state.status = StatusMessage(
      exists ? "Opened \(displayPath(path))" : "New file \(displayPath(path))", .info)
    return selectDraftProfile(&state)
  }

  static func recoveryDue(_ state: inout ComposerState, generation: Int) -> [Effect] {
    guard generation == state.changeGeneration, state.isDirty else { return [] }
    return [
      .writeRecovery(
        RecoveryCopy(draftPath: state.filePath, savedAt: state.now, draft: state.draft))
    ]
  }

  static func externalEditFinished(
    _ state: inout ComposerState, focus: FocusID, text: String?, message: String?
  ) -> [Effect] {
    if let message { state.status = StatusMessage(message, text == nil ? .error : .info) }
    guard let text, state.currentFocus == focus, var editing = state.editing else {
      return [.redraw]
    }
    editing.editor.setText(text)
    state.editing = editing
    commitText(&state, text, coalesce: false)
    return [.redraw]
  }

  /// A path shortened for the status bar (the file name).
  static func displayPath(_ path: String) -> String { (path as NSString).lastPathComponent }

  /// A file name offered by "save as": the draft's name as a slug, or draft.json.
  static func suggestedFileName(_ state: ComposerState) -> String {
    guard let name = state.draft.name, !name.isEmpty else { return "draft.json" }
    let slug = name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
    let collapsed = String(slug).split(separator: "-").joined(separator: "-")
    return (collapsed.isEmpty ? "draft" : collapsed) + ".json"
  }
}
