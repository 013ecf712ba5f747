import PushCore

extension Reducer {
  /// Moves focus to the next (`delta` 1) or previous (-1) place, wrapping around.
  static func moveFocus(_ state: inout ComposerState, by delta: Int) {
    let focusables = FormModel.focusables(of: state.formItems, draft: state.draft)
    guard !focusables.isEmpty else { return }
    let current = state.currentFocus.flatMap { focusables.firstIndex(of: $0) } ?? 0
    let next = (current + delta + focusables.count) % focusables.count
    setFocus(&state, focusables[next])
  }

  /// Focuses `focus` on the current tab; the preview follows it again.
  static func setFocus(_ state: inout ComposerState, _ focus: FocusID) {
    state.focus[state.tab] = focus
    state.previewFollowsFocus = true
    if let last = state.undoStack.indices.last { state.undoStack[last].coalescingKey = nil }
  }

  /// Selects a form tab (focus there is remembered per tab).
  static func selectTab(_ state: inout ComposerState, _ tab: FormTab) {
    state.tab = tab
    state.previewFollowsFocus = true
    if state.previewTab != .device, let platform = tab.platform,
      let preview = PreviewTab.allCases.first(where: { $0.platform == platform })
    {
      state.previewTab = preview
    }
  }

  /// Jumps to the field a diagnostic is about: its tab, and the field (or map row).
  static func jump(to diagnostic: Diagnostic, _ state: inout ComposerState) {
    guard let id = DiagnosticPlacement.fieldID(for: diagnostic) else {
      state.status = StatusMessage(diagnostic.message, .warning)
      return
    }
    let tabs = DiagnosticPlacement.tabs(for: diagnostic, draft: state.draft)
    let tab = tabs.contains(state.tab) ? state.tab : (tabs.first ?? state.tab)
    selectTab(&state, tab)
    var target = FocusID.field(id)
    let focusables = FormModel.focusables(of: state.formItems, draft: state.draft)
    if !focusables.contains(target), case .key(let key)? = diagnostic.path.components.last {
      let field = state.formItems.lazy.compactMap { item -> FormField? in
        if case .field(let f) = item, f.id == id { return f }
        return nil
      }.first
      if let field,
        let row = MapRows.rows(of: field, in: state.draft).firstIndex(where: { $0.key == key })
      {
        target = .mapKey(id, row: row)
      }
    }
    if focusables.contains(target) || target != .field(id) { setFocus(&state, target) }
    state.status = StatusMessage(
      diagnostic.message, diagnostic.severity == .error ? .error : .warning)
  }

  /// `live_activity`: the Apple tab on its Live Activity section's first field (the section
  /// is far down the tab), with the device preview showing the activity.
  static func jumpToLiveActivity(_ state: inout ComposerState) {
    selectTab(&state, .apns)
    let focusables = FormModel.focusables(of: state.formItems, draft: state.draft)
    let first = state.formItems.lazy.compactMap { item -> FocusID? in
      guard case .field(let field) = item,
        FieldSchema.shared.field(at: field.id)?.group == .liveActivity
      else { return nil }
      return FocusID.field(field.id)
    }.first { focusables.contains($0) }
    guard let first else { return }
    setFocus(&state, first)
    state.previewTab = .device
  }

  /// Focuses the next field (after the current one) that has a problem.
  static func nextProblem(_ state: inout ComposerState) {
    let problems = state.derived.diagnostics.filter { $0.severity != .info }
    guard !problems.isEmpty else {
      state.status = StatusMessage("No problems", .success)
      return
    }
    let currentID = state.currentFocus?.fieldID
    let index = problems.firstIndex { DiagnosticPlacement.fieldID(for: $0) == currentID }
    let next = index.map { problems[($0 + 1) % problems.count] } ?? problems[0]
    jump(to: next, &state)
  }
}
