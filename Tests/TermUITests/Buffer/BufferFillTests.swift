import TermUI
import Testing

/// `fill` writes rows in bulk (and whole-row rectangles in one write); it must leave exactly
/// what setting each cell one by one leaves, wide characters cut at the edges included.
@Suite struct BufferFillTests {
  /// Rows of wide and narrow text, so rectangle edges fall on both halves of wide characters.
  static let background = Buffer(lines: [
    "中文字abc🌸de中", "x👍🏽yz中文 ❄️ok", "plain ascii row", "字字字字字字字",
  ])

  static func cellByCell(_ buffer: Buffer, _ rect: Rect, _ cell: Cell) -> Buffer {
    var result = buffer
    let r = rect.intersection(result.area)
    for y in r.y..<r.bottom {
      for x in r.x..<r.right { result.set(cell, x: x, y: y) }
    }
    return result
  }

  @Test(arguments: [Cell.blank, Cell("─"), Cell(" ", style: Style(modifiers: .bold), role: "r")])
  func everyRectangleFillsLikeCellByCell(cell: Cell) {
    let base = Self.background
    for y in -1...base.size.height {
      for height in 0...(base.size.height + 1) {
        for x in -1...base.size.width {
          for width in 0...(base.size.width + 2) {
            let rect = Rect(x: x, y: y, width: width, height: height)
            var filled = base
            filled.fill(rect, with: cell)
            let expected = Self.cellByCell(base, rect, cell)
            guard filled == expected else {
              Issue.record("fill \(rect) differs: \(filled.lines) vs \(expected.lines)")
              return
            }
          }
        }
      }
    }
  }

  @Test func blankMakesEveryCellTheGivenCell() {
    var buffer = Self.background
    let cell = Cell(" ", style: Style(modifiers: .underline), role: "ui.background")
    buffer.blank(with: cell)
    #expect(buffer == Buffer(size: Self.background.size, filledWith: cell))
    buffer.blank()
    #expect(buffer == Buffer(size: Self.background.size))
  }
}
