import Foundation
import PushCore
import TermUI

/// The composer's update function: `reduce(&state, action) -> [Effect]`. Pure: no I/O, no
/// clock; effects come back as actions.
public enum Reducer {
  /// Seconds after the last change before a recovery copy is written.
  public static let recoveryDelay = 1.0

  /// Applies `action` to `state` and returns the work to do.
  public static func reduce(_ state: inout ComposerState, _ action: Action) -> [Effect] {
    let generation = state.changeGeneration
    var effects = dispatch(&state, action)
    syncEditor(&state)
    effects += AudienceFeature.sync(&state, draftChanged: state.changeGeneration != generation)
    effects += TopicCompletion.sync(&state)
    if state.changeGeneration != generation {
      effects.append(.scheduleRecovery(generation: state.changeGeneration, seconds: recoveryDelay))
    }
    state.refreshLayoutMemo()
    return effects
  }

  private static func dispatch(_ state: inout ComposerState, _ action: Action) -> [Effect] {
    switch action {
    case .key(let key):
      return handleKey(&state, key)
    case .paste(let text):
      return handlePaste(&state, text)
    case .mouse(let event):
      return handleMouse(&state, event)
    case .resized(let size):
      state.size = size
      return []
    case .tick(let now):
      state.now = now
      state.refreshDerived()
      return []
    case .command(let name):
      return run(command: name, &state)
    case .draftSaved(let path, let document):
      return draftSaved(&state, path: path, document: document)
    case .saveFailed(let message):
      state.afterSave = nil
      state.status = StatusMessage(message, .error)
    case .draftLoaded(let path, let draft, let exists):
      return draftLoaded(&state, path: path, draft: draft, exists: exists)
    case .loadFailed(let message), .themeFailed(let message):
      state.status = StatusMessage(message, .error)
    case .recoveryDue(let generation):
      return recoveryDue(&state, generation: generation)
    case .recoveryFound(let copy):
      state.popups.append(.recovery(RecoveryState(copy: copy)))
    case .externalEditFinished(let focus, let text, let message):
      return externalEditFinished(&state, focus: focus, text: text, message: message)
    case .recoveryWriteFailed(let message):
      state.status = StatusMessage("Could not write the recovery copy: \(message)", .warning)
    case .campaignInspected(let plan):
      return campaignInspected(&state, plan)
    case .sendEvent(let id, let event):
      return sendEvent(&state, id: id, event)
    case .sendFailed(let id, let message):
      return sendFailed(&state, id: id, message)
    case .sendTicked(let id, let elapsed, let retrying):
      return sendTicked(&state, id: id, elapsed: elapsed, retrying: retrying)
    case .sendPaused(_, let seconds, let quota):
      return sendPaused(&state, seconds: seconds, quota: quota)
    case .historyLoaded(let log):
      return historyLoaded(&state, log)
    case .historyLoadFailed(let message):
      return historyLoadFailed(&state, message)
    case .deliveryDataLoaded(let result):
      return deliveryDataLoaded(&state, result)
    case .jobsLoaded(let rows):
      return jobsLoaded(&state, rows)
    case .clipboardCopied(let bytes):
      state.status = StatusMessage("Copied \(bytes) bytes to the clipboard (OSC 52)", .success)
    case .exportSaved(let path):
      state.status = StatusMessage("Saved \(displayPath(path))", .success)
    case .exportSaveFailed(let message):
      state.status = StatusMessage(message, .error)
    case .audienceScanned(let result):
      return AudienceFeature.scanned(&state, result)
    case .workspace(let event):
      return handleWorkspaceEvent(&state, event)
    case .credentialsChecked(let report, let sendID):
      credentialsChecked(&state, report, sendID: sendID)
    case .topicsKnown(let names):
      state.knownTopics = names
    case .topicSubscribed(let message, let complete):
      state.status = StatusMessage(message, complete ? .info : .error)
    }
    return []
  }

  /// Makes `state.editing` match the focused place: a fresh editor when focus moved to a text
  /// field, none elsewhere.
  static func syncEditor(_ state: inout ComposerState) {
    guard let focus = state.currentFocus, let field = field(for: focus, in: state),
      isText(focus, field)
    else {
      state.editing = nil
      return
    }
    if state.editing?.focus == focus { return }
    let text = editorText(for: focus, field: field, in: state.draft)
    state.editing = EditingState(
      focus: focus, text: text, multiline: field.editor == .multiline || field.editor == .json)
    if case .mapNewRow = focus { state.editing?.editor.setText("") }
  }

  /// The form field a focus belongs to on the current tab.
  static func field(for focus: FocusID, in state: ComposerState) -> FormField? {
    FormModel.field(focus.fieldID, in: state.formItems)
  }

  static func isText(_ focus: FocusID, _ field: FormField) -> Bool {
    switch focus {
    case .mapKey, .mapValue, .mapNewRow: true
    case .field: field.editor.isText
    }
  }

  static func editorText(for focus: FocusID, field: FormField, in draft: Draft) -> String {
    switch focus {
    case .field: return FormBinding.text(of: field, in: draft)
    case .mapKey(_, let row): return MapRows.rows(of: field, in: draft)[safe: row]?.key ?? ""
    case .mapValue(_, let row): return MapRows.rows(of: field, in: draft)[safe: row]?.value ?? ""
    case .mapNewRow: return ""
    }
  }

  /// Drops the editor so the next sync re-reads the draft (after undo, load, row moves).
  static func resetEditor(_ state: inout ComposerState) { state.editing = nil }
}

extension Array {
  /// The element at `index`, or nil when out of range.
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
