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
    // Eight bytes: a 120×40 frame is 38 KB, which a keystroke blanks, copies and compares.
    #expect(MemoryLayout<Cell>.stride == 8)
  }

  @Test func thousandsOfDistinctLooksKeepTheirStyleRoleAndEquality() {
    // More looks than the intern table's first index holds, so it grows while cells made
    // before keep meaning the same thing, and a look made again gets the same id.
    var cells: [(Cell, Style, String)] = []
    for n in 0..<3000 {
      let style = Style(
        foreground: .rgb(UInt8(n % 256), UInt8(n / 256), 9), background: .indexed(UInt8(n % 7)),
        modifiers: n % 2 == 0 ? [.bold] : [.underline])
      let role = "test.look.\(n % 50)"
      cells.append((Cell("y", style: style, role: role), style, role))
    }
    for (cell, style, role) in cells {
      #expect(cell.style == style)
      #expect(cell.role == role)
      #expect(Cell("y", style: style, role: role) == cell)
      #expect(Cell("y", style: style, role: nil) != cell)
    }
    #expect(Cell.blank == Cell(" ", style: .plain, role: nil))
  }

  @Test func restylingCellsKeepsTheirSymbolsAndEachCellsOwnRole() {
    var buffer = Buffer(size: Size(width: 6, height: 1))
    buffer.setString(x: 0, y: 0, "ab", style: Style(foreground: .ansi(1)), role: "one")
    buffer.setString(x: 2, y: 0, "cd", style: Style(foreground: .ansi(2)), role: "two")
    buffer.setStyle(Style(background: .ansi(4)), in: Rect(x: 1, y: 0, width: 2, height: 1))
    #expect(buffer.text(row: 0) == "abcd  ")
    #expect(buffer[1, 0].style == Style(foreground: .ansi(1), background: .ansi(4)))
    #expect(buffer[1, 0].role == "one")
    #expect(buffer[2, 0].style == Style(foreground: .ansi(2), background: .ansi(4)))
    #expect(buffer[2, 0].role == "two")
    #expect(buffer[0, 0].style == Style(foreground: .ansi(1)))
    buffer.setStyle(.plain, role: "three", in: Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(buffer[0, 0].role == "three")
    #expect(buffer[0, 0].style == Style(foreground: .ansi(1)))
  }

  @Test func aPenDrawsTheSameCellsAsItsStyleAndRole() {
    var pen = Pen(style: Style(foreground: .ansi(5)), role: "ui.text")
    #expect(pen.cell("x") == Cell("x", style: Style(foreground: .ansi(5)), role: "ui.text"))
    pen.style = Style(foreground: .ansi(6), modifiers: [.italic])
    #expect(
      pen.cell("x")
        == Cell(
          "x", style: Style(foreground: .ansi(6), modifiers: [.italic]),
          role: "ui.text"))
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
