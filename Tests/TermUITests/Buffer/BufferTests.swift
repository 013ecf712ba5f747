import TermUI
import Testing

@Suite struct BufferTests {
  @Test func setStringClipsAndReturnsTheEndColumn() {
    var buffer = Buffer(size: Size(width: 8, height: 2))
    let end = buffer.setString(
      x: 1, y: 0, "hello world", clip: Rect(x: 0, y: 0, width: 6, height: 1))
    #expect(end == 6)
    #expect(buffer.lines == [" hello  ", "        "])
  }

  @Test func wideCharactersTakeTwoCellsAndDoNotCrossTheEdge() {
    var buffer = Buffer(size: Size(width: 5, height: 1))
    let end = buffer.setString(x: 0, y: 0, "中文字")
    #expect(end == 4)
    #expect(buffer.lines == ["中文 "])
    #expect(buffer[1, 0].isContinuation)
    #expect(buffer[0, 0].width == 2)
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var buffer = Buffer(lines: ["中文"])
    buffer.setString(x: 1, y: 0, "a")
    #expect(buffer.lines == [" a文"])
    buffer.setString(x: 2, y: 0, "b")
    #expect(buffer.lines == [" ab "])
  }

  @Test func combiningAndEmojiClustersFillOneOrTwoCells() {
    let buffer = Buffer(lines: ["e\u{301}👍🏽x"])
    #expect(buffer.size.width == 6)
    #expect(buffer[0, 0].symbol == "e\u{301}")
    #expect(buffer[1, 0].symbol == "👍🏽")
  }

  @Test func setStyleKeepsTextAndSetsRoles() {
    var buffer = Buffer(lines: ["abc"])
    buffer.setStyle(
      Style(modifiers: .bold), role: "ui.selection", in: Rect(x: 1, y: 0, width: 5, height: 1))
    #expect(buffer.lines == ["abc"])
    #expect(buffer[0, 0].role == nil)
    #expect(buffer[2, 0].role == "ui.selection")
    #expect(buffer[2, 0].style.modifiers == .bold)
  }

  @Test func diffReportsOnlyChangedRuns() {
    let before = Buffer(lines: ["hello world", "second line"])
    var after = before
    after.setString(x: 6, y: 0, "there")
    after.setString(x: 0, y: 1, "S")
    let changes = after.diff(from: before)
    #expect(changes.map(\.x) == [6, 0])
    #expect(changes.map(\.y) == [0, 1])
    #expect(changes.map { $0.cells.map(\.symbol).joined() } == ["there", "S"])
    #expect(after.diff(from: after).isEmpty)
  }

  @Test func diffOfAWideCharacterStartsOnItsLeftHalf() {
    let before = Buffer(lines: ["中x"])
    var after = before
    after.setStyle(Style(modifiers: .reverse), in: Rect(x: 1, y: 0, width: 1, height: 1))
    let changes = after.diff(from: before)
    #expect(changes.count == 1)
    #expect(changes.first?.x == 0)
  }

  @Test func diffAgainstADifferentSizeRepaintsEverything() {
    let small = Buffer(size: Size(width: 2, height: 1))
    let big = Buffer(size: Size(width: 3, height: 2))
    #expect(big.diff(from: small).count == 2)
  }

  @Test func snapshotQuotesRowsAndListsRoleChanges() {
    var buffer = Buffer(size: Size(width: 6, height: 2))
    buffer.setString(x: 0, y: 0, "ab", role: "ui.title")
    buffer.setString(x: 1, y: 1, "中", role: "ui.text")
    #expect(
      buffer.snapshot == """
        size: 6x2
        "ab    "
        " 中   "
        styles:
        0,0 ui.title
        2,0 -
        1,1 ui.text
        3,1 -

        """)
  }
}

@Suite struct MultiGlyphClusterTests {
  @Test func aFourColumnEmojiClusterLeadsThreeContinuationCells() {
    var buffer = Buffer(size: Size(width: 6, height: 1))
    buffer.setString(x: 0, y: 0, "👍🏽x")
    #expect(buffer.lines == ["👍🏽x "])
    #expect(buffer[0, 0].width == 4)
    #expect((1...3).allSatisfy { buffer[$0, 0].isContinuation })
    buffer.setString(x: 2, y: 0, "ab")
    #expect(buffer.lines == ["  abx "])
  }

  @Test func diffOfAContinuationChangeStartsAtTheLeader() {
    let before = Buffer(lines: ["👍🏽"])
    var after = before
    after.setStyle(Style(modifiers: .bold), in: Rect(x: 3, y: 0, width: 1, height: 1))
    #expect(after.diff(from: before).first?.x == 0)
  }
}
