import PushCore
import TermUI

extension Reducer {
  static func paletteKey(
    _ state: inout ComposerState, _ palette: inout PaletteState, _ key: KeyEvent
  )
    -> [Effect]
  {
    let entries = PaletteModel.entries(
      query: palette.query.text, keymap: state.keymap, themeNames: state.themeNames)
    if key == .enter {
      state.popups.removeLast()
      switch entries[safe: palette.selected]?.target {
      case .command(let name)?: return run(command: name, &state)
      case .theme(let name)?:
        state.status = StatusMessage("Theme: \(name)", .info)
        state.baseThemeName = name
        return previewTheme(&state, name)
      case nil: return []
      }
    }
    if let selected = moveSelection(key, palette.selected, entries.count), key != .home, key != .end
    {
      palette.selected = selected
    } else if palette.query.handle(key) {
      palette.selected = 0
    }
    replaceTop(&state, .palette(palette))
    return []
  }

  static func confirmKey(
    _ state: inout ComposerState, _ confirm: inout ConfirmState, _ key: KeyEvent
  )
    -> [Effect]
  {
    let count = ConfirmState.buttons.count
    switch key {
    case .left, .backTab: confirm.selected = (confirm.selected + count - 1) % count
    case .right, .tab: confirm.selected = (confirm.selected + 1) % count
    case .enter, .char(" "):
      state.popups.removeLast()
      switch confirm.selected {
      case 1:
        state.afterSave = confirm.then
        let effects = save(&state)
        if effects.isEmpty { state.afterSave = confirm.then }  // asked for a file name first
        return effects
      case 2: return perform(confirm.then, &state)
      default: return []
      }
    default: return []
    }
    replaceTop(&state, .confirmDiscard(confirm))
    return []
  }

  static func promptKey(_ state: inout ComposerState, _ prompt: inout PromptState, _ key: KeyEvent)
    -> [Effect]
  {
    if key == .enter {
      let path = prompt.input.text.trimmingCharacters(in: .whitespaces)
      guard !path.isEmpty else {
        prompt.error = "Type a file path"
        replaceTop(&state, .prompt(prompt))
        return []
      }
      state.popups.removeLast()
      switch prompt.purpose {
      case .saveAs: return [.save(state.draft, path: path)]
      case .open: return confirmingDiscard(&state, then: .open(path))
      case .tokensFile:
        state.lastTokensFile = path
        return campaign(&state, tokensFile: path)
      case .saveExport(let format): return [.writeExport(exportText(format, state), path: path)]
      }
    }
    if prompt.input.handle(key) { prompt.error = nil }
    replaceTop(&state, .prompt(prompt))
    return []
  }

  static func recoveryKey(
    _ state: inout ComposerState, _ recovery: inout RecoveryState, _ key: KeyEvent
  )
    -> [Effect]
  {
    switch key {
    case .left, .right, .tab, .backTab: recovery.selected = 1 - recovery.selected
    case .enter, .char(" "):
      state.popups.removeLast()
      if recovery.selected == 0 {
        let saved = state.savedDocument
        recordUndo(&state, coalescingKey: nil)
        state.draft = recovery.copy.draft
        state.savedDocument = saved
        resetEditor(&state)
        state.status = StatusMessage("Restored unsaved changes; Ctrl-S to keep them", .success)
        return []
      }
      return [.deleteRecovery(draftPath: recovery.copy.draftPath)]
    default: return []
    }
    replaceTop(&state, .recovery(recovery))
    return []
  }
}
