import TermUI

/// A centred row of buttons, `[ Cancel ]  [ Save ]  [ Don't save ]`, the selected one in
/// `ui.menu.selected` (reverse in mono); disabled ones are muted.
enum ButtonRow {
  static func render(
    _ labels: [String], selected: Int, disabled: Set<Int> = [], in row: Rect,
    buffer: inout Buffer, styles: any StyleResolver
  ) {
    guard !row.isEmpty else { return }
    // Tighter spacing, then tighter brackets, when the row is narrow.
    var texts = labels.map { "[ \($0) ]" }
    var gap = 2
    func total() -> Int {
      texts.reduce(0) { $0 + TextWidth.of($1) } + gap * max(0, texts.count - 1)
    }
    if total() > row.width { gap = 1 }
    if total() > row.width { texts = labels.map { "[\($0)]" } }
    var x = row.x + max(0, (row.width - total()) / 2)
    let clip = Rect(x: row.x, y: row.y, width: row.width, height: 1)
    for (index, text) in texts.enumerated() {
      let role =
        index == selected
        ? "ui.menu.selected" : disabled.contains(index) ? "ui.text.muted" : "ui.menu"
      x = buffer.setString(x: x, y: row.y, text, role: role, styles: styles, clip: clip) + gap
    }
  }
}
