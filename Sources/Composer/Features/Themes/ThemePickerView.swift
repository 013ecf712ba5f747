import TermUI

/// The theme picker: every theme, the selection previewed live, the theme it started from
/// marked.
enum ThemePickerView {
  static func render(
    _ picker: ThemePickerState, in area: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) {
    let widest = picker.names.map { TextWidth.of($0) }.max() ?? 0
    let popup = Popup(
      title: "Theme",
      size: Size(width: min(max(widest + 16, 30), area.width - 2), height: picker.names.count + 2))
    popup.render(in: area, buffer: &buffer, styles: styles)
    let inner = popup.frame(in: area).inset(horizontal: 1, vertical: 1)
    let rows = picker.names.map { name in
      MenuRows.Row(
        spans: [Span(name)], note: name == picker.original ? "current" : nil,
        noteRole: "ui.text.muted")
    }
    MenuRows.render(rows, selected: picker.selected, in: inner, buffer: &buffer, styles: styles)
  }
}
