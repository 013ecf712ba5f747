import PushCore

extension Reducer {
  /// Runs a named command (from the keymap or the palette).
  static func run(command name: String, _ state: inout ComposerState) -> [Effect] {
    switch name {
    case "focus_next": moveFocus(&state, by: 1)
    case "focus_prev": moveFocus(&state, by: -1)
    case "save": return save(&state)
    case "save_as":
      state.popups.append(.prompt(PromptState(purpose: .saveAs, text: state.filePath ?? "")))
    case "open": state.popups.append(.prompt(PromptState(purpose: .open)))
    case "new_draft": return confirmingDiscard(&state, then: .newDraft)
    case "quit":
      if let send = state.send, send.phase != .finished {
        state.sendVisible = true
        state.status = StatusMessage("A send is running: Esc stops it first", .warning)
        return []
      }
      return confirmingDiscard(&state, then: .quit)
    case "help": state.popups.append(.help(scroll: 0))
    case "command_palette": state.popups.append(.palette(PaletteState()))
    case "close_popup": if !state.popups.isEmpty { return closeTopPopup(&state) }
    case "tab_next", "tab_prev": cycleTab(&state, by: name == "tab_next" ? 1 : -1)
    case "tab_compose": selectTab(&state, .compose)
    case "tab_android": selectTab(&state, .android)
    case "tab_apple": selectTab(&state, .apns)
    case "tab_web": selectTab(&state, .webpush)
    case "preview_next", "preview_prev": cyclePreview(&state, by: name == "preview_next" ? 1 : -1)
    case "preview_scroll_down", "preview_scroll_up":
      state.previewScroll = max(0, state.previewScroll + (name == "preview_scroll_down" ? 10 : -10))
      state.previewFollowsFocus = false
    case "undo": undo(&state)
    case "redo": redo(&state)
    case "open_in_editor": return editExternally(&state)
    case "problems":
      state.popups.append(.problems(.init(selected: state.derived.diagnostics.isEmpty ? nil : 0)))
    case "next_problem": nextProblem(&state)
    case "toggle_value": toggleFocused(&state)
    case "clear_field": clearFocused(&state)
    case "add_row", "delete_row", "move_row_up", "move_row_down": rowCommand(name, &state)
    case "toggle_mouse":
      state.mouseCapture.toggle()
      state.status = StatusMessage(
        state.mouseCapture
          ? "Mouse captured: click to focus, wheel to scroll"
          : "Mouse released: select text to copy", .info)
      return [.setMouseCapture(state.mouseCapture)]
    case "switch_theme":
      let names = state.themeNames.isEmpty ? [state.themeName] : state.themeNames
      state.popups.append(
        .themes(
          ThemePickerState(
            names: names, selected: names.firstIndex(of: state.themeName) ?? 0,
            original: state.themeName)))
    case "redraw": return [.redraw]
    case "history": return toggleHistory(&state)
    case "toggle_device_expanded":
      state.deviceExpanded.toggle()
      state.previewTab = .device
      state.status = StatusMessage(
        state.deviceExpanded ? "Device preview: expanded" : "Device preview: collapsed", .info)
    default:
      if let effects = sendCommand(name, &state) { return effects }
      if name.hasPrefix("export_"), let format = ExportFormat(rawValue: String(name.dropFirst(7))) {
        return openExport(format, &state)
      }
      state.status = StatusMessage("Unknown command \(name)", .error)
    }
    return []
  }

  private static func cycleTab(_ state: inout ComposerState, by delta: Int) {
    let all = FormTab.allCases
    let i = all.firstIndex(of: state.tab) ?? 0
    selectTab(&state, all[(i + delta + all.count) % all.count])
  }

  private static func cyclePreview(_ state: inout ComposerState, by delta: Int) {
    let all = PreviewTab.allCases
    let i = all.firstIndex(of: state.previewTab) ?? 0
    state.previewTab = all[(i + delta + all.count) % all.count]
    state.previewFollowsFocus = true
  }

  private static func rowCommand(_ name: String, _ state: inout ComposerState) {
    guard let focus = state.currentFocus, let field = field(for: focus, in: state),
      field.editor == .map
    else {
      state.status = StatusMessage("Rows can be added, deleted and moved in data tables", .info)
      return
    }
    switch (name, focus) {
    case ("add_row", _):
      setFocus(&state, .mapNewRow(field.id))
    case ("delete_row", .mapKey(_, let row)), ("delete_row", .mapValue(_, let row)):
      change(&state) { MapEditing.deleteRow(row, field: field, in: &$0) }
    case ("move_row_up", .mapKey(_, let row)), ("move_row_down", .mapKey(_, let row)),
      ("move_row_up", .mapValue(_, let row)), ("move_row_down", .mapValue(_, let row)):
      let delta = name == "move_row_up" ? -1 : 1
      var newRow = row
      change(&state) { newRow = MapEditing.moveRow(row, by: delta, field: field, in: &$0) }
      if case .mapKey = focus {
        setFocus(&state, .mapKey(field.id, row: newRow))
      } else {
        setFocus(&state, .mapValue(field.id, row: newRow))
      }
    default:
      break
    }
  }

  private static func editExternally(_ state: inout ComposerState) -> [Effect] {
    guard let editing = state.editing, let field = field(for: editing.focus, in: state) else {
      state.status = StatusMessage("Focus a text or JSON field to edit it in $EDITOR", .info)
      return []
    }
    let ext = field.editor == .json ? "json" : "txt"
    return [.editExternally(focus: editing.focus, text: editing.editor.text, fileExtension: ext)]
  }
}
