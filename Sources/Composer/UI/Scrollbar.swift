import TermUI

/// A scroll thumb drawn on a pane's right border when its content is taller than the viewport.
enum Scrollbar {
  /// Draws the thumb in column `x` over `rows` (the viewport's rows) for `total` rows of content
  /// scrolled by `offset`.
  static func render(
    total: Int, offset: Int, x: Int, rows: Range<Int>, buffer: inout Buffer,
    styles: any StyleResolver
  ) {
    let viewport = rows.count
    guard viewport > 0, total > viewport else { return }
    let thumb = max(1, viewport * viewport / total)
    let travel = viewport - thumb
    let start =
      rows.lowerBound + (travel * min(offset, total - viewport) + (total - viewport) / 2)
      / max(1, total - viewport)
    for y in start..<min(rows.upperBound, start + thumb) {
      buffer.setString(x: x, y: y, "┃", role: "ui.text.muted", styles: styles)
    }
  }
}
