import TermUI
import Testing

@Suite struct TextEditorStateTests {
  func editor(_ keys: String, start: String = "", multiline: Bool = false) throws -> TextEditorState
  {
    var state = TextEditorState(start, multiline: multiline)
    for key in try KeyNotation.parse(keys) { _ = state.handle(key, wrapWidth: 10) }
    return state
  }

  @Test func typingInsertsAtTheCursor() throws {
    let state = try editor("Sale<left><left>XY")
    #expect(state.text == "SaXYle")
    #expect(state.cursor == 4)
  }

  @Test func readlineLineMotionsAndKills() throws {
    #expect(try editor("<C-a>X", start: "hello").text == "Xhello")
    #expect(try editor("<C-a><C-e>!", start: "hello").text == "hello!")
    #expect(try editor("<C-a><A-f><C-k>", start: "sale ends soon").text == "sale")
    #expect(try editor("<C-u>", start: "sale ends soon").text == "")
    #expect(try editor("<C-w>", start: "sale ends soon").text == "sale ends ")
    #expect(try editor("<C-a><A-d>", start: "sale ends soon").text == " ends soon")
    #expect(try editor("<A-b><A-b>|", start: "sale ends soon").text == "sale |ends soon")
    #expect(try editor("<A-bs>", start: "send-now").text == "send-")
  }

  @Test func yankReinsertsTheLastKill() throws {
    let state = try editor("<C-w><C-a><C-y>", start: "ends sale ")
    #expect(state.text == "sale ends ")
  }

  @Test func backspaceAndDeleteAtTheEdgesDoNothing() throws {
    #expect(try editor("<bs><bs><bs>", start: "a").text == "")
    #expect(try editor("<del>", start: "abc").text == "abc")
    #expect(try editor("<home><del>", start: "abc").text == "bc")
  }

  @Test func aTypedWordIsOneUndoStep() throws {
    var state = try editor("hello world")
    state.undo()
    #expect(state.text == "hello ")
    state.undo()
    #expect(state.text == "")
    state.redo()
    #expect(state.text == "hello ")
    #expect(try editor("hello<C-z>").text == "")
  }

  @Test func movingTheCursorStartsANewUndoStep() throws {
    var state = try editor("ab<left>X")
    #expect(state.text == "aXb")
    state.undo()
    #expect(state.text == "ab")
  }

  @Test func pasteIsOneStepAndFlattensNewlinesInSingleLineFields() {
    var state = TextEditorState("x")
    state.paste("one\r\ntwo")
    #expect(state.text == "xone two")
    state.undo()
    #expect(state.text == "x")
    var multi = TextEditorState("", multiline: true)
    _ = multi.handle(.paste("a\r\nb\rc"))
    #expect(multi.text == "a\nb\nc")
  }

  @Test func enterIsLeftToTheAppInSingleLineFields() {
    var single = TextEditorState("a")
    let used1 = single.handle(.enter)
    #expect(used1 == false)
    let used2 = single.handle(.tab)
    #expect(used2 == false)
    var multi = TextEditorState("a", multiline: true)
    let used3 = multi.handle(.enter)
    #expect(used3)
    #expect(multi.text == "a\n")
  }

  @Test func upAndDownMoveByDisplayRowKeepingTheColumn() throws {
    var state = TextEditorState("first line\nsecond\nthird line", multiline: true)
    let used4 = state.moveUp(width: 20)
    #expect(used4)
    #expect(state.cursor == 17)  // end of "second" (column 6 of 10)
    let used5 = state.moveUp(width: 20)
    #expect(used5)
    #expect(state.cursor == 10)
    let used6 = state.moveUp(width: 20)
    #expect(used6 == false)
    let used7 = state.moveDown(width: 20)
    #expect(used7)
    let used8 = state.moveDown(width: 20)
    #expect(used8)
    #expect(state.cursor == 28)
  }

  @Test func softWrapReportsTheCursorRowAndColumn() {
    var state = TextEditorState("Sale ends tonight", multiline: true)
    var layout = state.layout(width: 10)
    #expect(layout.rows.count == 2)
    #expect(layout.cursorRow == 1)
    #expect(layout.cursorColumn == 7)
    state.setCursor(10)  // start of "tonight": shown at the start of row 1
    layout = state.layout(width: 10)
    #expect(layout.cursorRow == 1)
    #expect(layout.cursorColumn == 0)
  }

  @Test func singleLineFieldsScrollToKeepTheCursorVisible() {
    var state = TextEditorState("abcdefghijklmnop")
    #expect(state.scrolledHorizontalOffset(width: 10) == 7)
    state.moveToLineStart()
    state.horizontalOffset = 7
    #expect(state.scrolledHorizontalOffset(width: 10) == 0)
  }

  /// Every line break Swift counts as one (`Character.isNewline`) becomes a space in a
  /// single-line field, typed, pasted or loaded; other text, ASCII or not, stays as it is.
  @Test(arguments: ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"])
  func singleLineFieldsTurnEachLineBreakIntoASpace(_ lineBreak: String) {
    #expect(TextEditorState("a\(lineBreak)b").text == "a b")
    var typed = TextEditorState("a")
    typed.insert(lineBreak)
    typed.insert("b")
    #expect(typed.text == "a b")
    var pasted = TextEditorState("")
    pasted.paste("x\(lineBreak)y")
    #expect(pasted.text == "x y")
    #expect(TextEditorState("a\(lineBreak)b", multiline: true).text.contains(lineBreak))
  }

  @Test func singleLineFieldsKeepTextWithoutLineBreaks() {
    for text in ["Spring sale", "tab\there", "30% off 🌸", "e\u{301}", "\u{7F}"] {
      var state = TextEditorState("")
      state.insert(text)
      #expect(state.text == text)
      #expect(TextEditorState(text).text == text)
    }
  }
}
