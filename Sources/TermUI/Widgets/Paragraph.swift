/// Lines of styled text, optionally word-wrapped, scrolled by whole rows, inside an optional
/// `Block`. Default role `ui.text`; spans with their own role override it.
public struct Paragraph: Widget, Sendable, Hashable {
  /// The text, one entry per hard line.
  public var lines: [Line]
  /// Whether long lines wrap (otherwise they are clipped).
  public var wraps = true
  /// Rows scrolled off the top.
  public var scrollOffset = 0
  /// The role for spans without one.
  public var role = "ui.text"
  /// A frame drawn around the text.
  public var block: Block?

  /// A paragraph of plain text; `\n` starts a new line.
  public init(_ text: String) {
    lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
      Line(String($0))
    }
  }

  /// A paragraph of styled lines.
  public init(lines: [Line]) { self.lines = lines }

  /// A copy that wraps or clips.
  public func wrapped(_ wraps: Bool = true) -> Paragraph { with { $0.wraps = wraps } }
  /// A copy scrolled by `rows`.
  public func scroll(_ rows: Int) -> Paragraph { with { $0.scrollOffset = max(0, rows) } }
  /// A copy with another default role.
  public func role(_ role: String) -> Paragraph { with { $0.role = role } }
  /// A copy inside `block`.
  public func block(_ block: Block?) -> Paragraph { with { $0.block = block } }

  private func with(_ change: (inout Paragraph) -> Void) -> Paragraph {
    var copy = self
    change(&copy)
    return copy
  }

  /// How many rows the text takes at `width` cells (for clamping a scroll offset).
  public func rowCount(width: Int) -> Int { rows(width: width).count }

  /// Draws the block, then the visible rows.
  public func render(in area: Rect, buffer: inout Buffer, styles: any StyleResolver) {
    var inner = area
    if let block {
      block.render(in: area, buffer: &buffer, styles: styles)
      inner = block.inner(area)
    }
    guard !inner.isEmpty else { return }
    let visible = rows(width: inner.width).dropFirst(scrollOffset).prefix(inner.height)
    for (dy, row) in visible.enumerated() {
      var x = inner.x
      for (character, role) in row {
        let r = role ?? self.role
        x = buffer.setString(
          x: x, y: inner.y + dy, String(character), role: r, styles: styles, clip: inner)
      }
    }
  }

  /// Every display row as characters paired with their span role.
  private func rows(width: Int) -> [[(Character, String?)]] {
    var result: [[(Character, String?)]] = []
    for line in lines {
      let pairs = line.spans.flatMap { span in span.text.map { ($0, span.role) } }
      guard wraps else {
        result.append(pairs)
        continue
      }
      let chars = pairs.map(\.0)
      let ranges = TextWrap.rows(in: chars, range: 0..<chars.count, width: width)
      for (i, range) in ranges.enumerated() {
        var row = Array(pairs[range])
        if i < ranges.count - 1 {
          while let last = row.last, last.0.isWhitespace { row.removeLast() }
        }
        result.append(row)
      }
    }
    return result
  }
}
