import PushCore
import TermUI

/// The export popup: the exported text (highlighted, scrollable, cut at the right edge), and
/// a footer with its size and the keys to copy or save it.
enum ExportView {
  /// The popup for `lines` lines in a screen of `size`.
  static func popup(_ export: ExportPopupState, size: Size) -> Popup {
    Popup(
      title: "Export: \(export.format.title)",
      size: Size(
        width: min(100, size.width - 2),
        height: min(size.height - 4, export.lines.count + 4)))
  }

  /// Rows of text shown at once when the popup is as tall as the screen allows (it leaves the
  /// status and help bars visible, so "Copied …" shows).
  static func viewport(_ size: Size) -> Int { max(1, size.height - 4 - 2 - 1) }

  static func render(
    _ export: ExportPopupState, in area: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) {
    let popup = popup(export, size: area.size)
    popup.render(in: area, buffer: &buffer, styles: styles)
    let frame = popup.frame(in: area)
    let inner = frame.inset(horizontal: 1, vertical: 1)
    guard inner.height >= 2 else { return }
    let (body, footer) = inner.splitBottom(1)
    let lines = export.lines
    let scroll = max(0, min(export.scroll, lines.count - body.height))
    for row in 0..<body.height {
      guard let line = lines[safe: scroll + row] else { break }
      let clip = Rect(x: body.x + 1, y: body.y + row, width: max(0, body.width - 1), height: 1)
      var x = clip.x
      for span in CodeHighlight.spans(line) {
        x = buffer.setString(
          x: x, y: clip.y, span.text, role: span.role ?? "ui.text", styles: styles, clip: clip)
      }
    }
    Scrollbar.render(
      total: lines.count, offset: scroll, x: frame.right - 1, rows: body.y..<body.bottom,
      buffer: &buffer, styles: styles)
    let bytes = export.text.utf8.count
    let info = "\(lines.count) lines · \(bytes) bytes"
    let keys: [(String, String)] = [("c", "copy"), ("s", "save"), ("Esc", "close")]
    var x = footer.x + 1
    for (key, word) in keys {
      x = buffer.setString(
        x: x, y: footer.y, key, role: "ui.help.key", styles: styles, clip: footer)
      x = buffer.setString(
        x: x, y: footer.y, " \(word)  ", role: "ui.help.desc", styles: styles, clip: footer)
    }
    let infoX = footer.right - TextWidth.of(info) - 1
    if infoX > x {
      buffer.setString(
        x: infoX, y: footer.y, info, role: "ui.text.muted", styles: styles, clip: footer)
    }
  }
}
