import PushCore

extension Reducer {
  /// Runs a named command (from the keymap or the palette).
  static func run(command name: CommandID, _ state: inout ComposerState) -> [Effect] {
    switch name {
    case .focusNext: moveFocus(&state, by: 1)
    case .focusPrev: moveFocus(&state, by: -1)
    case .save: return save(&state)
    case .saveAs:
      state.popups.append(.prompt(PromptState(purpose: .saveAs, text: state.filePath ?? "")))
    case .open: state.popups.append(.prompt(PromptState(purpose: .open)))
    case .newDraft: return confirmingDiscard(&state, then: .newDraft)
    case .quit:
      if let send = state.send, send.phase != .finished {
        state.sendVisible = true
        state.status = StatusMessage("A send is running: Esc stops it first", .warning)
        return []
      }
      return confirmingDiscard(&state, then: .quit)
    case .help: state.popups.append(.help(scroll: 0))
    case .commandPalette: state.popups.append(.palette(PaletteState()))
    case .closePopup:
      if !state.popups.isEmpty { return closeTopPopup(&state) }
      if let dryRun = state.pendingDryRun {
        state.pendingDryRun = nil
        state.status = StatusMessage("Dry run cancelled", .info)
        return [.stopSend(id: dryRun, abandonInFlight: true)]
      }
      if state.screen == .form, state.workspace != nil {
        return returnToWorkspace(&state)  // Esc in the composer: back to the drafts list
      }
    case .tabNext, .tabPrev: cycleTab(&state, by: name == .tabNext ? 1 : -1)
    case .tabCompose: selectTab(&state, .compose)
    case .tabAndroid: selectTab(&state, .android)
    case .tabApple: selectTab(&state, .apns)
    case .tabWeb: selectTab(&state, .webpush)
    case .previewNext, .previewPrev: cyclePreview(&state, by: name == .previewNext ? 1 : -1)
    case .previewScrollDown, .previewScrollUp:
      state.previewScroll = max(0, state.previewScroll + (name == .previewScrollDown ? 10 : -10))
      state.previewFollowsFocus = false
    case .undo: undo(&state)
    case .redo: redo(&state)
    case .openInEditor: return editExternally(&state)
    case .problems:
      state.popups.append(.problems(.init(selected: state.derived.diagnostics.isEmpty ? nil : 0)))
    case .nextProblem: nextProblem(&state)
    case .toggleValue: toggleFocused(&state)
    case .clearField: clearFocused(&state)
    case .addRow, .deleteRow, .moveRowUp, .moveRowDown: rowCommand(name, &state)
    case .toggleMouse:
      state.mouseCapture.toggle()
      state.status = StatusMessage(
        state.mouseCapture
          ? "Mouse captured: click to focus, wheel to scroll"
          : "Mouse released: select text to copy", .info)
      return [.setMouseCapture(state.mouseCapture)]
    case .switchTheme:
      let names = state.themeNames.isEmpty ? [state.themeName] : state.themeNames
      state.popups.append(
        .themes(
          ThemePickerState(
            names: names, selected: names.firstIndex(of: state.themeName) ?? 0,
            original: state.themeName)))
    case .redraw: return [.redraw]
    case .history: return toggleHistory(&state)
    case .liveActivity: jumpToLiveActivity(&state)
    case .scheduledJobs: return openJobs(&state)
    case .toggleDeviceExpanded:
      state.deviceExpanded.toggle()
      state.previewTab = .device
      state.status = StatusMessage(
        state.deviceExpanded ? "Device preview: expanded" : "Device preview: collapsed", .info)
    case .dryRun: return dryRun(&state)
    case .testSend: return testSend(&state)
    case .sendCampaign: return campaign(&state, tokensFile: nil)
    case .sendCampaignFile: return chooseTokensFile(&state)
    case .sendResults: return showSendResults(&state)
    case .switchProfile: return openProfilePicker(&state)
    case .checkCredentials: return checkCredentials(&state)
    case .subscribeTestDevices: return subscribeTestDevices(&state)
    case .workspace: return toggleWorkspace(&state)
    case .audienceNextRow, .audiencePreviousRow:
      AudienceFeature.step(&state, by: name == .audienceNextRow ? 1 : -1)
    case .audienceWorstCase: AudienceFeature.toggleWorstCase(&state)
    case .exportCurl, .exportNode, .exportPython, .exportGo, .exportApns:
      if let format = name.exportFormat { return openExport(format, &state) }
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

  private static func rowCommand(_ name: CommandID, _ state: inout ComposerState) {
    guard let focus = state.currentFocus, let field = field(for: focus, in: state),
      field.editor == .map
    else {
      state.status = StatusMessage("Rows can be added, deleted and moved in data tables", .info)
      return
    }
    switch (name, focus) {
    case (.addRow, _):
      setFocus(&state, .mapNewRow(field.id))
    case (.deleteRow, .mapKey(_, let row)), (.deleteRow, .mapValue(_, let row)):
      change(&state) { MapEditing.deleteRow(row, field: field, in: &$0) }
    case (.moveRowUp, .mapKey(_, let row)), (.moveRowDown, .mapKey(_, let row)),
      (.moveRowUp, .mapValue(_, let row)), (.moveRowDown, .mapValue(_, let row)):
      let delta = name == .moveRowUp ? -1 : 1
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
