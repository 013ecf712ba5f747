import TermUI
import Testing

@Suite struct TextEditorUnicodeTests {
  @Test func cursorMovesByWholeClusters() {
    var state = TextEditorState("a👍🏽中e\u{301}")
    #expect(state.characters.count == 4)
    state.moveLeft()
    #expect(state.cursorColumn == 7)
    state.moveLeft()
    #expect(state.cursorColumn == 5)
    state.moveLeft()
    #expect(state.cursorColumn == 1)
    _ = state.deleteForward()
    #expect(state.text == "a中e\u{301}")
  }

  @Test func aTypedCombiningAccentJoinsThePreviousLetter() {
    var state = TextEditorState()
    for key in [KeyEvent.char("e"), .char("\u{301}"), .char("x")] { _ = state.handle(key) }
    #expect(state.text == "e\u{301}x")
    #expect(state.characters.count == 2)
    #expect(state.cursor == 2)
    _ = state.handle(.backspace)
    _ = state.handle(.backspace)
    #expect(state.text == "")
  }

  @Test func backspaceRemovesAWholeEmojiWithSkinToneOrZWJ() {
    var state = TextEditorState("hi 👩‍💻👍🏽")
    _ = state.deleteBackward()
    #expect(state.text == "hi 👩‍💻")
    _ = state.deleteBackward()
    #expect(state.text == "hi ")
  }

  @Test func hebrewIsEditedInLogicalOrder() {
    var state = TextEditorState("שלום")
    state.moveToLineStart()
    state.moveRight()
    state.insert("X")
    #expect(state.text == "שXלום")
    #expect(state.cursorColumn == 2)
  }

  @Test func cjkWrapsByCellsAndTheCursorColumnCountsTwoPerCharacter() {
    let state = TextEditorState("中文字符テスト", multiline: true)
    let layout = state.layout(width: 5)
    #expect(layout.rows.count == 4)
    #expect(layout.cursorRow == 3)
    #expect(layout.cursorColumn == 2)
  }

  @Test func wordMotionsTreatCJKAndAccentsAsWordCharacters() {
    var state = TextEditorState("héllo 中文 world")
    state.moveWordLeft()
    state.moveWordLeft()
    #expect(state.cursor == 6)
    state.moveWordLeft()
    #expect(state.cursor == 0)
  }
}
