import TermUI
import Testing

/// The editor measures its cursor column cluster by cluster (no string is built per frame);
/// the column must still be what `TextWidth` says of the text before the cursor, wide
/// characters, emoji, marks and a lone variation selector included.
@Suite struct EditorColumnTests {
  static let texts = [
    "", "Spring sale: 30% off 🌸", "中文 text", "e\u{301}te\u{301}", "👍🏽 ok", "❤️ love",
    "\u{FE0F}start", "a\u{FE0F}b", "tab\there", "ü–ï", "👩‍💻 dev", "🇺🇸🇬🇧",
  ]

  @Test(arguments: texts)
  func cursorColumnIsTheTextsWidth(_ text: String) {
    var editor = TextEditorState(text)
    let clusters = Array(text)
    for cursor in (0...clusters.count).reversed() {
      editor.setCursor(cursor)
      let before = String(clusters[..<cursor])
      #expect(editor.cursorColumn == TextWidth.of(before), "cursor \(cursor)")
      #expect(editor.layout(width: 80).cursorColumn == TextWidth.of(before), "cursor \(cursor)")
    }
  }

  @Test(arguments: texts)
  func scrollKeepsTheCursorInViewAsBefore(_ text: String) {
    var editor = TextEditorState(text)
    editor.horizontalOffset = 3
    for width in [1, 4, 10] {
      let column = TextWidth.of(text)
      var expected = min(3, column)
      if column >= expected + width { expected = column - width + 1 }
      expected = max(0, min(expected, TextWidth.of(text) + 1 - width))
      #expect(editor.scrolledHorizontalOffset(width: width) == expected, "width \(width)")
    }
  }
}
