import PushCore
import TermUI

extension Reducer {
  /// Keys go to the top popup only. Closing goes through the keymap (`close_popup`, and in
  /// help `help` and `quit` too), so rebinding those commands works in popups as well; popups
  /// that take typing consult only the global layer, so `q` and `?` type there.
  static func handlePopupKey(_ state: inout ComposerState, _ key: KeyEvent) -> [Effect] {
    guard let top = state.popups.last else { return [] }
    let command = state.keymap.command(for: key, inText: top.takesText)
    if command == .closePopup { return closeTopPopup(&state) }
    if command == .quit, case .confirmDiscard = top { return closeTopPopup(&state) }
    switch top {
    case .help(let scroll):
      if command == .help || command == .quit { return closeTopPopup(&state) }
      let delta = [KeyEvent.down: 1, .up: -1, .pageDown: 10, .pageUp: -10][key] ?? 0
      replaceTop(&state, .help(scroll: max(0, scroll + delta)))
    case .palette(var palette):
      return paletteKey(&state, &palette, key)
    case .choice(var choice):
      if let selected = moveSelection(key, choice.selected, choice.options.count) {
        choice.selected = selected
        replaceTop(&state, .choice(choice))
      } else if key == .enter || key == .char(" ") {
        state.popups.removeLast()
        if let field = field(for: .field(choice.fieldID), in: state) {
          choose(choice.options[safe: choice.selected], for: field, in: &state)
        }
      }
    case .confirmDiscard(var confirm):
      return confirmKey(&state, &confirm, key)
    case .problems(var list):
      let problems = AudienceViews.problems(state)
      if let selected = moveSelection(key, list.selected ?? 0, problems.count) {
        list.selected = selected
        replaceTop(&state, .problems(list))
      } else if key == .enter, let d = problems[safe: list.selected ?? 0] {
        state.popups.removeLast()
        jump(to: d, &state)
        AudienceViews.showExample(at: list.selected ?? 0, &state)
      }
    case .prompt(var prompt):
      return promptKey(&state, &prompt, key)
    case .recovery(var recovery):
      return recoveryKey(&state, &recovery, key)
    case .export(var export):
      return exportKey(&state, &export, key)
    case .themes(var picker):
      if let selected = moveSelection(key, picker.selected, picker.names.count) {
        picker.selected = selected
        replaceTop(&state, .themes(picker))
        return previewTheme(&state, picker.names[selected])
      } else if key == .enter {
        state.popups.removeLast()
        state.baseThemeName = state.themeName
        state.status = StatusMessage("Theme: \(state.themeName)", .info)
      }
    case .confirmSend(var confirm):
      return confirmSendKey(&state, &confirm, key)
    case .confirmDropped(var confirm):
      return confirmDroppedKey(&state, &confirm, key)
    case .profiles(var picker):
      return profilePickerKey(&state, &picker, key)
    case .credentials(var popup):
      return credentialsKey(&state, &popup, key)
    case .jobs(var popup):
      return jobsKey(&state, &popup, key)
    }
    return []
  }

  /// Esc: closes the top popup, undoing a theme preview or answering Cancel.
  static func closeTopPopup(_ state: inout ComposerState) -> [Effect] {
    guard let top = state.popups.popLast() else { return [] }
    if case .themes(let picker) = top, picker.original != state.themeName {
      return previewTheme(&state, picker.original)
    }
    if case .recovery(let recovery) = top {
      return [.deleteRecovery(draftPath: recovery.copy.draftPath)]
    }
    if case .confirmSend = top { state.status = StatusMessage("Campaign not sent", .info) }
    if case .confirmDropped = top { state.status = StatusMessage("Not sent", .info) }
    return []
  }

  static func replaceTop(_ state: inout ComposerState, _ popup: PopupState) {
    guard !state.popups.isEmpty else { return }
    state.popups[state.popups.count - 1] = popup
  }

  /// Up/Down/Page keys in a list of `count`; nil when `key` is not a movement.
  static func moveSelection(_ key: KeyEvent, _ selected: Int, _ count: Int) -> Int? {
    guard count > 0 else { return nil }
    let delta: Int
    switch key {
    case .up, .ctrl("p"), .backTab: delta = -1
    case .down, .ctrl("n"), .tab: delta = 1
    case .pageUp: delta = -10
    case .pageDown: delta = 10
    case .home: return 0
    case .end: return count - 1
    default: return nil
    }
    return min(max(selected + delta, 0), count - 1)
  }

  static func previewTheme(_ state: inout ComposerState, _ name: String) -> [Effect] {
    state.themeName = name
    return [.applyTheme(name)]
  }

  static func pastePopup(_ state: inout ComposerState, _ text: String) -> [Effect] {
    let line = text.replacingOccurrences(of: "\n", with: " ")
    switch state.popups.last {
    case .palette(var palette):
      palette.query.paste(line)
      palette.selected = 0
      replaceTop(&state, .palette(palette))
    case .prompt(var prompt):
      prompt.input.paste(line)
      replaceTop(&state, .prompt(prompt))
    case .confirmSend(var confirm):
      confirm.typed?.paste(line)
      replaceTop(&state, .confirmSend(confirm))
    default:
      break
    }
    return []
  }
}
