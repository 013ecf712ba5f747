import TermUI

/// A horizontal rule across a pane that joins its frame: `├────┤`.
enum Separator {
  /// Draws the rule on `row` over the columns of `inner` and the frame cells either side.
  static func render(
    row: Int, across inner: Rect, role: String, buffer: inout Buffer, styles: any StyleResolver
  ) {
    guard inner.width > 0 else { return }
    let pen = styles.pen(role)
    buffer.set(pen.cell("├"), x: inner.x - 1, y: row)
    buffer.fill(Rect(x: inner.x, y: row, width: inner.width, height: 1), with: pen.cell("─"))
    buffer.set(pen.cell("┤"), x: inner.right, y: row)
  }
}
