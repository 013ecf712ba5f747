import PushCore
import TermUI

/// The workspace's dialogs: the template list, the file-name prompt and the delete question
/// (Cancel focused).
enum WorkspaceDialogView {
  static func render(
    _ dialog: WorkspaceDialog, workspace: WorkspaceState, in area: Rect, buffer: inout Buffer,
    styles: any StyleResolver
  ) -> Position? {
    switch dialog {
    case .templates(let selected):
      let templates = workspace.templates
      let height = min(area.height - 2, templates.count + 2)
      let popup = Popup(
        title: "New draft from a template",
        size: Size(width: min(76, area.width - 2), height: height))
      popup.render(in: area, buffer: &buffer, styles: styles)
      let inner = popup.frame(in: area).inset(horizontal: 1, vertical: 1)
      let idWidth = min(22, (templates.map { TextWidth.of($0.id) }.max() ?? 8) + 2)
      let rows = templates.map { template in
        MenuRows.Row(
          spans: [
            Span(TextWidth.pad(template.id, to: idWidth), role: "ui.menu"),
            Span(template.summary, role: "ui.text.muted"),
          ],
          note: template.source == .builtin ? nil : template.source.rawValue)
      }
      MenuRows.render(rows, selected: selected, in: inner, buffer: &buffer, styles: styles)
      return nil
    case .name(let prompt):
      let popup = Popup(
        title: prompt.title.trimmingCharacters(in: .whitespaces),
        size: Size(
          width: min(72, area.width - 2),
          height: 5 + (prompt.error == nil ? 0 : 2) + (prompt.foldersToCreate == nil ? 0 : 1)))
      popup.render(in: area, buffer: &buffer, styles: styles)
      let inner = popup.inner(in: area)
      guard !inner.isEmpty else { return nil }
      let x = buffer.setString(
        x: inner.x, y: inner.y, "File ", role: "ui.field.label", styles: styles, clip: inner)
      var editor = prompt.input
      let cursor = TextEditorView(focused: true, placeholder: "folder/name.json")
        .render(
          in: Rect(x: x, y: inner.y, width: inner.right - x, height: 1), buffer: &buffer,
          state: &editor, styles: styles)
      var y = inner.y + 2
      buffer.setString(
        x: inner.x, y: y, TextWidth.truncate(prompt.outcome, to: inner.width),
        role: "ui.text.muted", styles: styles, clip: inner)
      y += 1
      if let folders = prompt.foldersToCreate {
        let list = folders.map { TerminalSafe.escaped($0) }.joined(separator: ", ")
        let text =
          "Creates \(folders.count == 1 ? "folder" : "folders") \(list): Enter again to create"
        buffer.setString(
          x: inner.x, y: y, TextWidth.truncate(text, to: inner.width),
          role: "diagnostic.warning", styles: styles, clip: inner)
        y += 1
      }
      if let error = prompt.error, y + 1 < inner.bottom {
        buffer.setString(
          x: inner.x, y: y + 1, TextWidth.truncate("✗ " + error, to: inner.width),
          role: "diagnostic.error", styles: styles, clip: inner)
      }
      return cursor
    case .confirmDelete(let path, let selected):
      MessageBox.render(
        title: "Delete draft",
        text:
          "Move \(DisplayText.sanitized(path)) to the trash? u (or your file manager) restores it.",
        buttons: NamePrompt.deleteButtons, selected: selected, in: area, buffer: &buffer,
        styles: styles)
      return nil
    }
  }
}
