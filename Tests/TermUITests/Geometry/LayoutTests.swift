import TermUI
import Testing

@Suite struct LayoutTests {
  let screen = Rect(x: 0, y: 0, width: 80, height: 24)

  @Test func headerBodyStatusLayoutGivesTheRestToFill() {
    let rows = Layout.vertical([.length(1), .fill, .length(1)]).split(screen)
    #expect(rows.map(\.height) == [1, 22, 1])
    #expect(rows.map(\.y) == [0, 1, 23])
  }

  @Test func percentagesAndFillWeights() {
    let columns = Layout.horizontal([.percentage(25), .fill(1), .fill(2)]).split(screen)
    #expect(columns.map(\.width) == [20, 20, 40])
    #expect(columns.map(\.x) == [0, 20, 40])
  }

  @Test func minGrowsWhenNothingFillsAndSpacingSeparates() {
    let columns = Layout.horizontal([.min(10), .length(5)], spacing: 1).split(screen)
    #expect(columns.map(\.width) == [74, 5])
    #expect(columns.map(\.x) == [0, 75])
  }

  @Test func tooLittleRoomShrinksFromTheEnd() {
    let rows = Layout.vertical([.length(3), .fill, .length(2)]).split(
      Rect(x: 0, y: 0, width: 10, height: 4))
    #expect(rows.map(\.height) == [3, 0, 1])
  }

  @Test func rectHelpers() {
    let r = Rect(x: 2, y: 3, width: 10, height: 5)
    #expect(r.inset(by: 1) == Rect(x: 3, y: 4, width: 8, height: 3))
    #expect(
      r.intersection(Rect(x: 8, y: 0, width: 10, height: 5))
        == Rect(x: 8, y: 3, width: 4, height: 2))
    #expect(r.intersection(Rect(x: 50, y: 50, width: 1, height: 1)).isEmpty)
    #expect(
      screen.centered(Size(width: 40, height: 10)) == Rect(x: 20, y: 7, width: 40, height: 10))
    #expect(r.inset(by: 10).isEmpty)
  }
}
