import PushCore
import TermUI

extension Reducer {
  static func handleKey(_ state: inout ComposerState, _ key: KeyEvent) -> [Effect] {
    if !state.popups.isEmpty { return handlePopupKey(&state, key) }
    if ComposerLayout.isTooSmall(state.size) {
      // Only quitting works on the "too small" screen.
      return state.keymap.command(for: key, inText: false) == .quit
        ? run(command: .quit, &state) : []
    }
    switch state.screen {
    case .history: return handleHistoryKey(&state, key)
    case .workspace: return handleWorkspaceKey(&state, key)
    case .send: return sendScreenKey(&state, key)
    case .form: break
    }
    if let effects = AudienceCompletion.handleKey(&state, key) { return effects }
    if let effects = TopicCompletion.handleKey(&state, key) { return effects }
    let inText = state.editing != nil
    if let command = state.keymap.command(for: key, inText: inText) {
      if command == .openInEditor || !(inText && editorClaims(key, state)) {
        return run(command: command, &state)
      }
    }
    if inText { return editText(&state, key) }
    return navigate(&state, key)
  }

  /// Keys a focused multi-line editor keeps even though they are bound globally (none today;
  /// kept as the single place to decide it).
  private static func editorClaims(_ key: KeyEvent, _ state: ComposerState) -> Bool { false }

  /// Keys outside text fields: arrows move focus; Left/Right cycle choices.
  static func navigate(_ state: inout ComposerState, _ key: KeyEvent) -> [Effect] {
    switch key {
    case .up: moveFocus(&state, by: -1)
    case .down: moveFocus(&state, by: 1)
    case .left, .right:
      if let focus = state.currentFocus, let field = field(for: focus, in: state),
        case .choice = field.editor
      {
        cycleChoice(field, by: key == .left ? -1 : 1, in: &state)
      }
    default: break
    }
    return []
  }

  /// Keys inside a text field: the editor first; unused Up/Down/Enter move focus.
  static func editText(_ state: inout ComposerState, _ key: KeyEvent) -> [Effect] {
    // The open editor is read where it is until the edit: a copy retains each of its parts.
    guard let isMultiline = state.editing?.editor.isMultiline else { return [] }
    if key.modifiers == .ctrl, key == .ctrl("e"),
      state.editing?.editor.cursor == state.editing?.editor.characters.count
    {
      return run(command: .openInEditor, &state)  // Ctrl-E at the end: open $EDITOR
    }
    if !isMultiline, key == .enter || key == .up || key == .down {
      moveFocus(&state, by: key == .up ? -1 : 1)
      return []
    }
    // Only vertical movement needs the wrap width (the layout is built for it alone).
    let wrapWidth = key == .up || key == .down ? ComposerLayout(state).editorWidth : nil
    // The editor changes with no other copy of its storage alive (it is moved out of the state,
    // and the layout memo lets go of its own first): a typed character is appended in place,
    // whatever the field's length.
    guard var editing = state.editing.take() else { return [] }
    state.layoutMemo.releaseEditorText()
    // The text before, by its string (which the draft holds anyway), not its clusters: holding
    // those would make the edit copy them.
    let before = editing.editor.text
    let clustersBefore = editing.editor.characters.count
    let consumed = editing.editor.handle(key, wrapWidth: wrapWidth)
    let changed =
      consumed
      && (editing.editor.characters.count != clustersBefore || editing.editor.text != before)
    let boundary =
      editing.editor.characters.count > clustersBefore
      && (editing.editor.characters.last?.isWhitespace ?? false)
    let text = changed ? editing.editor.text : before
    // Moved back; a key the editor does not use leaves it as it was.
    state.editing = consume editing
    if !consumed {
      if key == .up || key == .down { moveFocus(&state, by: key == .up ? -1 : 1) }
      return []
    }
    if changed {
      commitText(&state, text, coalesce: true)
      // A typed space ends the word: the next keystroke starts a new undo step.
      if boundary, let last = state.undoStack.indices.last {
        state.undoStack[last].coalescingKey = nil
      }
    }
    return []
  }

  static func handlePaste(_ state: inout ComposerState, _ text: String) -> [Effect] {
    if !state.popups.isEmpty { return pastePopup(&state, text) }
    if state.history?.page == .list {
      state.history?.filter.paste(text.replacingOccurrences(of: "\n", with: " "))
      state.history?.selected = 0
      return []
    }
    switch state.screen {
    case .history, .send: return []
    case .workspace: return pasteIntoWorkspace(&state, text)
    case .form: break
    }
    guard var editing = state.editing else {
      state.status = StatusMessage("Focus a text field to paste", .warning)
      return []
    }
    var pasted = text
    if !editing.editor.isMultiline { pasted = pasted.replacingOccurrences(of: "\n", with: " ") }
    editing.editor.paste(pasted)
    state.editing = editing
    commitText(&state, editing.editor.text, coalesce: false)
    return []
  }
}
