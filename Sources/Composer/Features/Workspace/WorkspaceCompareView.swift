import PushCore
import TermUI

/// Two drafts' requests side by side: kept lines on both sides, changed lines in the error
/// (left) and changed (right) colours, with a scrollbar.
enum WorkspaceCompareView {
  static func render(
    _ compare: WorkspaceCompare, in area: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) {
    let left = DisplayText.sanitized(compare.left)
    let right = DisplayText.sanitized(compare.right)
    Block(title: " Compare: \(left) ↔ \(right) ").borderType(.rounded).focused()
      .render(in: area, buffer: &buffer, styles: styles)
    let inner = area.inset(by: 1)
    guard inner.height >= 2, inner.width >= 10 else { return }
    let (header, body) = inner.splitTop(1)
    let summary =
      compare.added == 0 && compare.removed == 0
      ? "No differences: both drafts send the same request."
      : "\(compare.removed) line\(compare.removed == 1 ? "" : "s") only left, \(compare.added) only right"
    buffer.setString(
      x: header.x + 1, y: header.y, summary, role: "ui.text.muted", styles: styles, clip: header)
    let half = (body.width - 1) / 2
    let leftArea = Rect(x: body.x, y: body.y, width: half, height: body.height)
    let rightArea = Rect(
      x: body.x + half + 1, y: body.y, width: body.width - half - 2, height: body.height)
    for line in 0..<body.height {
      let index = compare.scroll + line
      guard let row = compare.rows[safe: index] else { break }
      let y = body.y + line
      buffer.setString(x: body.x + half, y: y, "│", role: "ui.border", styles: styles)
      let changed = row.kind == .changed
      draw(
        row.left, marker: changed ? "−" : " ", role: changed ? "diagnostic.error" : "ui.text",
        area: leftArea, y: y, buffer: &buffer, styles: styles)
      draw(
        row.right, marker: changed ? "+" : " ", role: changed ? "json.changed" : "ui.text",
        area: rightArea, y: y, buffer: &buffer, styles: styles)
    }
    Scrollbar.render(
      total: compare.rows.count, offset: compare.scroll, x: area.right - 1,
      rows: body.y..<body.bottom, buffer: &buffer, styles: styles)
  }

  private static func draw(
    _ text: String?, marker: String, role: String, area: Rect, y: Int, buffer: inout Buffer,
    styles: any StyleResolver
  ) {
    guard let text else { return }
    let clip = Rect(x: area.x, y: y, width: area.width, height: 1)
    let shown = TextWidth.truncate(marker + " " + DisplayText.sanitized(text), to: area.width)
    buffer.setString(x: area.x, y: y, shown, role: role, styles: styles, clip: clip)
  }
}
