import TermUI

/// Draws the popup stack over the screen, bottom to top; the top popup's input (palette
/// query, path prompt) gets the cursor.
enum PopupLayer {
  static func render(
    _ state: ComposerState, buffer: inout Buffer, styles: any StyleResolver
  ) -> Position? {
    let area = Rect(size: state.size)
    let styles = LayeredStyles(styles, over: "ui.popup")
    var cursor: Position?
    for popup in state.popups {
      switch popup {
      case .help(let scroll):
        cursor = nil
        HelpView.render(state, scroll: scroll, in: area, buffer: &buffer, styles: styles)
      case .palette(let palette):
        cursor = PaletteView.render(
          palette, state: state, in: area, buffer: &buffer, styles: styles)
      case .choice(let choice):
        cursor = nil
        ChoiceView.render(choice, in: area, buffer: &buffer, styles: styles)
      case .confirmDiscard(let confirm):
        cursor = nil
        ConfirmDiscardView.render(confirm, state: state, in: area, buffer: &buffer, styles: styles)
      case .problems(let list):
        cursor = nil
        ProblemsView.render(list, state: state, in: area, buffer: &buffer, styles: styles)
      case .prompt(let prompt):
        cursor = PromptView.render(prompt, in: area, buffer: &buffer, styles: styles)
      case .recovery(let recovery):
        cursor = nil
        RecoveryView.render(recovery, state: state, in: area, buffer: &buffer, styles: styles)
      case .export(let export):
        cursor = nil
        ExportView.render(export, in: area, buffer: &buffer, styles: styles)
      case .themes(let picker):
        cursor = nil
        ThemePickerView.render(picker, in: area, buffer: &buffer, styles: styles)
      case .confirmSend(let confirm):
        cursor = ConfirmSendView.render(confirm, in: area, buffer: &buffer, styles: styles)
      case .confirmDropped(let confirm):
        cursor = nil
        ConfirmDroppedView.render(confirm, in: area, buffer: &buffer, styles: styles)
      case .credentials(let popup):
        cursor = nil
        CredentialsView.render(popup, in: area, buffer: &buffer, styles: styles)
      case .profiles(let picker):
        cursor = nil
        ProfilePickerView.render(picker, state: state, in: area, buffer: &buffer, styles: styles)
      case .jobs(let popup):
        cursor = nil
        JobsView.render(popup, in: area, buffer: &buffer, styles: styles)
      }
    }
    return cursor
  }
}
