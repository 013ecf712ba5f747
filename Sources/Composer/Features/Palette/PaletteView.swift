import TermUI

/// The command palette: the query (with the cursor), the matching commands and themes with
/// the matched characters marked (`ui.menu.match`) and each command's key, and the selected
/// entry's help.
enum PaletteView {
  static func render(
    _ palette: PaletteState, state: ComposerState, in area: Rect, buffer: inout Buffer,
    styles: any StyleResolver
  ) -> Position? {
    let entries = PaletteModel.entries(
      query: palette.query.text, keymap: state.keymap, themeNames: state.themeNames)
    let popup = Popup(
      title: "Commands",
      size: Size(
        width: min(64, area.width - 2),
        height: min(20, area.height - 2, max(8, entries.count + 6))))
    popup.render(in: area, buffer: &buffer, styles: styles)
    let inner = popup.frame(in: area).inset(horizontal: 1, vertical: 1)
    guard inner.height >= 2 else { return nil }
    let prompt = buffer.setString(
      x: inner.x + 1, y: inner.y, "› ", role: "ui.popup.title", styles: styles, clip: inner)
    var query = palette.query
    let cursor = TextEditorView(focused: true, placeholder: "Type a command or theme")
      .render(
        in: Rect(x: prompt, y: inner.y, width: inner.right - prompt - 1, height: 1),
        buffer: &buffer, state: &query, styles: styles)
    buffer.setString(
      x: inner.x, y: inner.y + 1, String(repeating: "─", count: inner.width),
      role: "ui.popup.border", styles: styles)
    let showsHelp = inner.height >= 7
    let list = Rect(
      x: inner.x, y: inner.y + 2, width: inner.width, height: inner.height - 2 - (showsHelp ? 2 : 0)
    )
    let selected = entries.isEmpty ? nil : min(max(0, palette.selected), entries.count - 1)
    if entries.isEmpty {
      buffer.setString(
        x: list.x + 1, y: list.y, "No matching commands", role: "ui.text.muted", styles: styles,
        clip: list)
    }
    MenuRows.render(
      entries.map { MenuRows.Row(spans: spans(of: $0), note: $0.key.isEmpty ? nil : $0.key) },
      selected: selected, in: list, buffer: &buffer, styles: styles)
    if showsHelp, let selected {
      let y = inner.bottom - 1
      buffer.setString(
        x: inner.x, y: y - 1, String(repeating: "─", count: inner.width),
        role: "ui.popup.border", styles: styles)
      buffer.setString(
        x: inner.x + 1, y: y, TextWidth.truncate(entries[selected].help, to: inner.width - 2),
        role: "ui.text.muted", styles: styles)
    }
    return cursor
  }

  /// The title split into matched (`ui.menu.match`) and plain runs.
  static func spans(of entry: PaletteEntry) -> [Span] {
    let matched = Set(entry.matches)
    var spans: [Span] = []
    for (index, character) in entry.title.enumerated() {
      let role = matched.contains(index) ? "ui.menu.match" : "ui.menu"
      if let last = spans.last, last.role == role {
        spans[spans.count - 1].text.append(character)
      } else {
        spans.append(Span(String(character), role: role))
      }
    }
    return spans
  }
}
