extension Reducer {
  /// The most undo steps kept.
  static let undoLimit = 500

  /// Records the draft before a change. Consecutive typing into one field (same `coalescingKey`)
  /// stays one step until a word boundary, focus change or other edit.
  static func recordUndo(_ state: inout ComposerState, coalescingKey: FocusID?) {
    state.redoStack.removeAll()
    if let coalescingKey, state.undoStack.last?.coalescingKey == coalescingKey { return }
    state.undoStack.append(
      UndoEntry(
        draft: state.draft, tab: state.tab, focus: state.currentFocus, coalescingKey: coalescingKey)
    )
    if state.undoStack.count > undoLimit { state.undoStack.removeFirst() }
  }

  static func undo(_ state: inout ComposerState) {
    guard let entry = state.undoStack.popLast() else {
      state.status = StatusMessage("Nothing to undo", .info)
      return
    }
    state.redoStack.append(
      UndoEntry(draft: state.draft, tab: state.tab, focus: state.currentFocus, coalescingKey: nil))
    restore(entry, &state)
  }

  static func redo(_ state: inout ComposerState) {
    guard let entry = state.redoStack.popLast() else {
      state.status = StatusMessage("Nothing to redo", .info)
      return
    }
    state.undoStack.append(
      UndoEntry(draft: state.draft, tab: state.tab, focus: state.currentFocus, coalescingKey: nil))
    restore(entry, &state)
  }

  private static func restore(_ entry: UndoEntry, _ state: inout ComposerState) {
    state.draft = entry.draft
    state.tab = entry.tab
    if let focus = entry.focus { state.focus[entry.tab] = focus }
    resetEditor(&state)
  }
}
