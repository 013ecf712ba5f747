import PushCore
import TermUI

extension Reducer {
  /// Opens the export popup for `format` (the text is rendered from the draft now).
  static func openExport(_ format: ExportFormat, _ state: inout ComposerState) -> [Effect] {
    state.popups.append(.export(ExportPopupState(format: format, text: exportText(format, state))))
    return []
  }

  /// The draft exported as `format`, with the active project and no credentials.
  static func exportText(_ format: ExportFormat, _ state: ComposerState) -> String {
    let options = ExportOptions(
      project: state.projectID, now: state.now, sourceName: state.filePath.map(displayPath))
    if let audience = state.audience, let row = audience.shownRow {
      return PersonalizedExport.export(
        state.draft, as: format, options: options, row: row,
        columns: audience.result?.columns ?? [], audience: audience.file
      ).text
    }
    return Exporter.export(state.draft, as: format, options: options)
  }

  /// Keys in the export popup: `c`/`y` copy, `s`/Ctrl-S save, arrows and pages scroll.
  static func exportKey(
    _ state: inout ComposerState, _ popup: inout ExportPopupState, _ key: KeyEvent
  ) -> [Effect] {
    switch key {
    case .char("c"), .char("y"), .enter:
      return [.copyToClipboard(popup.text)]
    case .char("s"), .ctrl("s"):
      let name = suggestedFileName(state).replacingOccurrences(of: ".json", with: "")
      state.popups.append(
        .prompt(
          PromptState(
            purpose: .saveExport(popup.format), text: "\(name).\(popup.format.fileExtension)")))
      return []
    default:
      let maxScroll = max(0, popup.lines.count - ExportView.viewport(state.size))
      let delta = [
        KeyEvent.down: 1, .up: -1, .pageDown: 10, .pageUp: -10, .char("j"): 1,
        .char("k"): -1,
      ][key]
      if let delta {
        popup.scroll = min(max(0, popup.scroll + delta), maxScroll)
      } else if key == .home {
        popup.scroll = 0
      } else if key == .end {
        popup.scroll = maxScroll
      }
      replaceTop(&state, .export(popup))
      return []
    }
  }
}
