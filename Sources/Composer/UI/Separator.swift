import TermUI

/// A horizontal rule across a pane that joins its frame: `├────┤`.
enum Separator {
  /// Draws the rule on `row` over the columns of `inner` and the frame cells either side.
  static func render(
    row: Int, across inner: Rect, role: String, buffer: inout Buffer, styles: any StyleResolver
  ) {
    guard inner.width > 0 else { return }
    let line = "├" + String(repeating: "─", count: inner.width) + "┤"
    buffer.setString(x: inner.x - 1, y: row, line, role: role, styles: styles)
  }
}
