import Foundation
import TermUI

/// "Unsaved changes in <title>." with Cancel (the default), Save and Don't save.
enum ConfirmDiscardView {
  static func render(
    _ confirm: ConfirmState, state: ComposerState, in area: Rect, buffer: inout Buffer,
    styles: any StyleResolver
  ) {
    let question: String
    switch confirm.then {
    case .quit: question = "Save before quitting?"
    case .open(let path): question = "Save before opening \((path as NSString).lastPathComponent)?"
    case .newDraft: question = "Save before starting a new draft?"
    case .loadDraft: question = "Save before loading the sent request as a new draft?"
    }
    let text = "Unsaved changes in \(state.title). \(question)"
    MessageBox.render(
      title: "Unsaved changes", text: text, buttons: ConfirmState.buttons,
      selected: confirm.selected, in: area, buffer: &buffer, styles: styles)
  }
}
