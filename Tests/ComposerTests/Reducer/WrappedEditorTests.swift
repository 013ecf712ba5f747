import Composer
import PushCore
import TermUI
import Testing

/// Up and Down in a wrapped text field move by the rows drawn on screen: the editor wraps at
/// the layout's value column, the same width the form draws it with.
@Suite struct WrappedEditorTests {
  @Test(arguments: [Size(width: 120, height: 40), Size(width: 80, height: 30)])
  func upAndDownMoveOneDrawnRowKeepingTheColumn(size: Size) throws {
    var harness = ComposerHarness()
    harness.send(.resized(size))
    try harness.focus("message.notification.body")
    let words = (1...40).map { "word\($0)" }.joined(separator: " ")
    harness.send(.paste(words))
    let width = ComposerLayout(harness.state).editorWidth
    func layout() throws -> TextLayout {
      try #require(harness.state.editing).editor.layout(width: width)
    }
    let end = try layout()
    #expect(end.rows.count >= 3, "the text wraps to several rows at \(width) columns")
    // Put the cursor mid-row, then step up and down one drawn row at a time.
    try harness.type("<up><up><home>")
    for _ in 0..<3 { try harness.type("<right>") }
    let start = try layout()
    try harness.type("<down>")
    let down = try layout()
    #expect(down.cursorRow == start.cursorRow + 1)
    #expect(down.cursorColumn == start.cursorColumn)
    try harness.type("<up>")
    let up = try layout()
    #expect(up.cursorRow == start.cursorRow)
    #expect(up.cursorColumn == start.cursorColumn)
  }
}
