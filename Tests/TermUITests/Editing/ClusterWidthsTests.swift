import TermUI
import TestSupport
import Testing

/// The editor keeps each cluster's width (`ClusterWidths`); after any edit, every measured run
/// must equal measuring its text, in both emoji widths, and a long field scrolled to any
/// cursor must draw what the text itself would.
@Suite struct ClusterWidthsTests {
  /// Pieces whose widths differ, with VS16 both inside a cluster ("❄️") and starting one (the
  /// lone "\u{FE0F}" after a space or at the start), combining marks that merge at seams, and
  /// a control character (width 0).
  static let pieces = [
    "a", "bc ", "中", "文字", "🌸", "❄️", "\u{FE0F}", "e", "\u{301}", "👍🏽", "1️⃣", "\t", "xyz",
    " ",
  ]

  static func check(_ state: TextEditorState, _ random: inout SplitMix64) {
    let count = state.characters.count
    for width in EmojiWidth.allCases {
      EmojiWidth.$current.withValue(width) {
        for _ in 0..<6 {
          let a = Int.random(in: 0...count, using: &random)
          let b = Int.random(in: a...count, using: &random)
          let expected = TextWidth.of(String(state.characters[a..<b]))
          #expect(state.width(of: a..<b) == expected, "\(state.characters) \(a)..<\(b)")
        }
        for index in 0..<count {
          #expect(state.width(at: index) == TextWidth.of(state.characters[index]))
        }
        #expect(state.cursorColumn == TextWidth.of(String(state.characters[..<state.cursor])))
      }
    }
  }

  @Test(arguments: [false, true])
  func measuredRunsEqualTheirTextAfterAnyEdit(multiline: Bool) {
    var random = SplitMix64(seed: multiline ? 7 : 11)
    var state = TextEditorState("❄️ sale", multiline: multiline)
    for _ in 0..<400 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0...3: state.insert(Self.pieces.randomElement(using: &random) ?? "a")
      case 4: state.paste(Self.pieces.shuffled(using: &random).prefix(3).joined())
      case 5: _ = state.deleteBackward()
      case 6: _ = state.deleteForward()
      case 7: state.setCursor(Int.random(in: 0...state.characters.count, using: &random))
      case 8: _ = Bool.random(using: &random) ? state.undo() : state.redo()
      default:
        if Int.random(in: 0..<8, using: &random) == 0 {
          state.setText(Self.pieces.shuffled(using: &random).joined())
        } else {
          state.killWordBackward()
        }
      }
      Self.check(state, &random)
    }
  }

  /// A single-line field far longer than its box, drawn with the cursor at each place: the
  /// row shows the text's cells from the scroll offset on (the clusters scrolled off are only
  /// measured), as drawing the whole text and cutting the window out would.
  @Test func aScrolledFieldShowsTheTextFromItsOffset() {
    let text = "Sale 中文 ❄️ and 🌸 for e\u{301}veryone, 50% off everything this weekend"
    for width in EmojiWidth.allCases {
      EmojiWidth.$current.withValue(width) {
        var state = TextEditorState(text)
        for cursor in 0...state.characters.count {
          state.setCursor(cursor)
          var field = Buffer(size: Size(width: 12, height: 1))
          let view = TextEditorView(focused: true)
          view.render(
            in: Rect(x: 0, y: 0, width: 12, height: 1), buffer: &field, state: &state,
            styles: RoleStyles.plain)
          var whole = Buffer(size: Size(width: TextWidth.of(text) + 12, height: 1))
          whole.setString(x: 0, y: 0, text)
          let offset = state.horizontalOffset
          var expected = Buffer(size: Size(width: 12, height: 1))
          for x in 0..<12 where !whole[offset + x, 0].isContinuation {
            expected.set(whole[offset + x, 0], x: x, y: 0)
          }
          if offset > 0, whole[offset, 0].isContinuation {
            expected.setString(x: 0, y: 0, " ")
          }
          #expect(field.lines == expected.lines, "cursor \(cursor), offset \(offset)")
        }
      }
    }
  }
}
