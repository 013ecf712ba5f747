import TermUI

/// The value picker for a choice field: the options, the selected one highlighted.
enum ChoiceView {
  static func render(
    _ choice: ChoiceState, in area: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) {
    let widest = choice.options.map { TextWidth.of($0) }.max() ?? 0
    let width = max(widest + 8, TextWidth.of(choice.title) + 8, 24)
    let popup = Popup(
      title: choice.title,
      size: Size(width: min(width, area.width - 2), height: choice.options.count + 2))
    popup.render(in: area, buffer: &buffer, styles: styles)
    let inner = popup.frame(in: area).inset(horizontal: 1, vertical: 1)
    let rows = choice.options.map { MenuRows.Row(spans: [Span($0)]) }
    MenuRows.render(rows, selected: choice.selected, in: inner, buffer: &buffer, styles: styles)
  }
}
