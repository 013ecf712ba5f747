import TermUI

/// Selectable rows of styled spans inside a popup (palette, choices, problems, themes): the
/// selected row filled with `ui.menu.selected`, spans keeping their roles (laid over the
/// selection), cut with `…`, scrolled so the selection shows.
enum MenuRows {
  /// One row: spans on the left and an optional right-aligned note (a key).
  struct Row {
    var spans: [Span]
    var note: String?
    var noteRole = "ui.help.key"
  }

  static func render(
    _ rows: [Row], selected: Int?, in area: Rect, buffer: inout Buffer,
    styles: any StyleResolver
  ) {
    guard !area.isEmpty else { return }
    let offset =
      selected.map {
        ScrollView.scrollIntoView($0, offset: 0, viewport: area.height, contentLength: rows.count)
      } ?? 0
    let selectedStyle = styles.style(for: "ui.menu.selected")
    for line in 0..<area.height {
      let index = offset + line
      guard index < rows.count else { break }
      let y = area.y + line
      let clip = Rect(x: area.x, y: y, width: area.width, height: 1)
      let isSelected = index == selected
      if isSelected { buffer.clear(clip, style: selectedStyle, role: "ui.menu.selected") }
      func style(_ role: String) -> (Style, String) {
        guard isSelected else { return (styles.style(for: role), role) }
        if role == "ui.menu" { return (selectedStyle, "ui.menu.selected") }
        return (selectedStyle.patched(with: styles.style(for: role)), role)
      }
      let row = rows[index]
      let noteWidth = row.note.map { TextWidth.of($0) + 2 } ?? 0
      let room = max(1, area.width - 1 - noteWidth)
      var x = area.x + 1
      var used = 0
      for span in row.spans {
        let text = TextWidth.truncate(span.text, to: room - used)
        let (s, r) = style(span.role ?? "ui.menu")
        x = buffer.setString(x: x, y: y, text, style: s, role: r, clip: clip)
        used += TextWidth.of(text)
        if text != span.text { break }
      }
      if let note = row.note, area.width > noteWidth + 4 {
        let (s, r) = style(row.noteRole)
        buffer.setString(x: area.right - noteWidth + 1, y: y, note, style: s, role: r, clip: clip)
      }
    }
  }
}
