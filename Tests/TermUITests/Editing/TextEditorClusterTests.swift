import TermUI
import TestSupport
import Testing

/// Typing and deleting splice the editor's clusters in place when nothing can merge at the
/// seams (ASCII on both sides) and re-segment otherwise: along random walks of edits mixing
/// ASCII, line breaks (CR, LF, CR LF), combining accents, emoji with modifiers and ZWJ, and flags,
/// the clusters always equal a fresh segmentation of the text, and the text and cursor are
/// what splicing the strings gives.
@Suite struct TextEditorClusterTests {
  static let pieces = [
    "a", "b", " ", "z", "1", ".", "\n", "\r", "\r\n", "\u{301}", "é", "e\u{301}", "👍", "🏽",
    "\u{200D}", "💻", "🇫", "🇷", "中", "\u{FE0F}", "❄", "ab", "x\r", "\u{600}", "ok ",
  ]

  @Test(arguments: [false, true])
  func everyEditLeavesTheClustersOfAFreshSegmentation(multiline: Bool) {
    var random = SplitMix64(seed: multiline ? 11 : 7)
    var state = TextEditorState("start", multiline: multiline)
    for step in 0..<4000 {
      let before = state.characters
      let cursor = state.cursor
      let prefix = String(before[..<cursor])
      let suffix = String(before[cursor...])
      var expected: String
      var expectedCursor: Int
      switch random.below(6) {
      case 0, 1, 2:
        let piece = random.pick(Self.pieces)
        let typed = multiline ? piece : String(piece.map { $0.isNewline ? " " : $0 })
        state.insert(piece)
        expected = prefix + typed + suffix
        expectedCursor = Array(prefix + typed).count
      case 3:
        _ = state.deleteBackward()
        let kept = String(before[..<max(0, cursor - 1)])
        expected = kept + suffix
        expectedCursor = Array(kept).count
      case 4:
        _ = state.deleteForward()
        expected = prefix + String(before[min(before.count, cursor + 1)...])
        expectedCursor = cursor
      default:
        state.setCursor(random.below(before.count + 1))
        expected = String(before)
        expectedCursor = state.cursor
      }
      #expect(state.characters == Array(state.text), "step \(step)")
      #expect(state.text == expected, "step \(step)")
      #expect(state.cursor == min(expectedCursor, state.characters.count), "step \(step)")
      if state.characters != Array(state.text) || state.text != expected { return }
      if state.characters.count > 40 { state = TextEditorState("", multiline: multiline) }
    }
  }

  /// The text the editor keeps (appended to while typing at the end) is always its clusters
  /// joined, through every kind of edit: typing anywhere, deleting, killing and yanking,
  /// pasting, replacing, undo and redo.
  @Test(arguments: [false, true])
  func theKeptTextIsAlwaysTheClustersJoined(multiline: Bool) {
    var random = SplitMix64(seed: multiline ? 5 : 9)
    var state = TextEditorState("start é", multiline: multiline)
    for step in 0..<4000 {
      switch random.below(12) {
      case 0, 1, 2, 3: state.insert(random.pick(Self.pieces))
      case 4: _ = state.deleteBackward()
      case 5: _ = state.deleteForward()
      case 6: state.setCursor(random.below(state.characters.count + 1))
      case 7: state.moveToEnd()
      case 8:
        switch random.below(4) {
        case 0: state.killWordBackward()
        case 1: state.killToLineStart()
        case 2: state.killToLineEnd()
        default: state.yank()
        }
      case 9: state.paste(random.pick(Self.pieces) + random.pick(Self.pieces))
      case 10: _ = random.below(2) == 0 ? state.undo() : state.redo()
      default: state.setText(random.pick(Self.pieces) + "abc")
      }
      #expect(state.text == String(state.characters), "step \(step)")
      #expect(Array(state.text) == state.characters, "step \(step)")
      if state.text != String(state.characters) { return }
      if state.characters.count > 40 { state.setText("") }
    }
  }

  @Test func aLetterTypedAfterACarriageReturnStaysItsOwnCluster() {
    var state = TextEditorState("a\r", multiline: true)
    state.insert("\n")
    #expect(state.characters == ["a", "\r\n"])
    state.insert("b")
    #expect(state.characters == ["a", "\r\n", "b"])
    state.setCursor(0)
    state.insert("\u{301}")
    #expect(state.characters == ["\u{301}", "a", "\r\n", "b"])
  }
}
