import Testing

@testable import TermUI

/// Cells are compared a row at a time by their bytes (`Buffer.diff`): that is only right when
/// every byte of a cell is defined and equal cells are equal bytes.
@Suite struct CellStorageTests {
  static let colours: [Color?] = [
    nil, .default, .ansi(3), .ansi(11), .indexed(0), .indexed(208), .rgb(0, 0, 0),
    .rgb(255, 128, 7),
  ]

  @Test func cellsHaveNoPaddingSoRowsCompareByBytes() {
    #expect(Cell.comparesByBytes)
  }

  @Test func everyStyleSurvivesTheCellsStorage() {
    for foreground in Self.colours {
      for background in Self.colours {
        let style = Style(foreground: foreground, background: background, modifiers: [.bold])
        #expect(Cell("x", style: style).style == style)
      }
    }
  }

  @Test func framesDrawnAlikeDiffToNothingAndAnyColourChangeShows() {
    func frame(_ colour: Color?) -> Buffer {
      var buffer = Buffer(size: Size(width: 30, height: 3))
      buffer.setString(
        x: 0, y: 0, "╭─ title ─╮", style: Style(foreground: colour), role: "ui.border")
      buffer.clear(Rect(x: 0, y: 1, width: 30, height: 1), style: Style(background: colour))
      buffer.setString(x: 2, y: 2, "中文 ✔️ text", style: Style(foreground: colour))
      return buffer
    }
    for (index, colour) in Self.colours.enumerated() {
      #expect(frame(colour).diff(from: frame(colour)).isEmpty, "\(String(describing: colour))")
      let other = Self.colours[(index + 1) % Self.colours.count]
      #expect(frame(colour).diff(from: frame(other)).count == 3, "\(String(describing: colour))")
    }
  }
}
