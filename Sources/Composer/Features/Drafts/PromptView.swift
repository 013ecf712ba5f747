import TermUI

/// Asks for a file path (save as, open): the input with its cursor, and why the last path
/// did not work.
enum PromptView {
  static func render(
    _ prompt: PromptState, in area: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) -> Position? {
    let title =
      switch prompt.purpose {
      case .saveAs: "Save as"
      case .open: "Open draft"
      case .tokensFile: "Campaign: tokens file (one per line)"
      case .saveExport(let format): "Save \(format.title) as"
      }
    let popup = Popup(
      title: title,
      size: Size(width: min(72, area.width - 2), height: prompt.error == nil ? 3 : 5))
    popup.render(in: area, buffer: &buffer, styles: styles)
    let inner = popup.frame(in: area).inset(horizontal: 2, vertical: 1)
    guard !inner.isEmpty else { return nil }
    let label = "File "
    let x = buffer.setString(
      x: inner.x, y: inner.y, label, role: "ui.field.label", styles: styles, clip: inner)
    var editor = prompt.input
    let field = Rect(x: x, y: inner.y, width: inner.right - x, height: 1)
    let placeholder = prompt.purpose == .tokensFile ? "path/to/tokens.txt" : "path/to/draft.json"
    let cursor = TextEditorView(focused: true, placeholder: placeholder)
      .render(in: field, buffer: &buffer, state: &editor, styles: styles)
    if let error = prompt.error, inner.height >= 3 {
      buffer.setString(
        x: inner.x, y: inner.y + 2, TextWidth.truncate("✗ " + error, to: inner.width),
        role: "diagnostic.error", styles: styles, clip: inner)
    }
    return cursor
  }
}
