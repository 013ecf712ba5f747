import TermUI

/// A small popup with wrapped text and a row of buttons (unsaved changes, recovery).
enum MessageBox {
  static func render(
    title: String, text: String, buttons: [String], selected: Int, in area: Rect,
    buffer: inout Buffer, styles: any StyleResolver
  ) {
    let buttonWidth = buttons.reduce(0) { $0 + TextWidth.of($1) + 6 }
    let width = min(max(buttonWidth + 4, 56), area.width - 2)
    let lines = TextWrap.wrap(text, width: max(1, width - 4))
    let popup = Popup(title: title, size: Size(width: width, height: lines.count + 4))
    popup.render(in: area, buffer: &buffer, styles: styles)
    let inner = popup.inner(in: area)
    for (index, line) in lines.prefix(max(0, inner.height - 2)).enumerated() {
      buffer.setString(
        x: inner.x, y: inner.y + index, line, role: "ui.text", styles: styles, clip: inner)
    }
    ButtonRow.render(
      buttons, selected: selected, in: inner.splitBottom(1).bottom, buffer: &buffer,
      styles: styles)
  }
}
