import Composer
import PushCore
import TermUI
import TestSupport
import Testing

/// A campaign title with an emoji presentation sequence ("❄️") draws at the width the terminal
/// uses: one cell (tmux, wcwidth) or two (kitty, WezTerm, iTerm2, Ghostty, foot). Either way
/// every border stays in its column.
@Suite struct EmojiWidthScreenTests {
  static func state() -> ComposerState {
    var draft = SampleDraft.draft
    draft.setValue("❄️ Winter sale ❤️", at: "message.notification.title")
    return ScreenFixtures.sample(Size(width: 80, height: 24), draft: draft)
  }

  @Test(arguments: EmojiWidth.allCases)
  func titleWithEmojiPresentation(width: EmojiWidth) {
    let (buffer, cursor) = EmojiWidth.$current.withValue(width) {
      ScreenFixtures.render(Self.state())
    }
    assertSnapshot(buffer, cursor: cursor, named: "emoji-width-\(width.rawValue)")
  }

  @Test func twoCellEmojiMovesTheRestOfTheTitleByOneCell() throws {
    func winter(_ width: EmojiWidth) throws -> Position {
      let (buffer, _) = EmojiWidth.$current.withValue(width) { ScreenFixtures.render(Self.state()) }
      return try #require(buffer.find("Winter sale"))
    }
    let one = try winter(.one)
    let two = try winter(.two)
    #expect(two.y == one.y)
    #expect(two.x == one.x + 1, "❄️ takes two cells, so the text after it starts one later")
  }

  @Test func theModeDecidesTheClusterWidth() {
    #expect(EmojiWidth.$current.withValue(.one) { TextWidth.of("❄️") } == 1)
    #expect(EmojiWidth.$current.withValue(.two) { TextWidth.of("❄️") } == 2)
    #expect(EmojiWidth.$current.withValue(.two) { TextWidth.of("❄") } == 1, "no VS16: text")
    #expect(EmojiWidth.$current.withValue(.two) { TextWidth.of("🌸") } == 2)
    #expect(EmojiWidth.$current.withValue(.two) { TextWidth.of("a\u{FE0F}") } == 1)
  }
}
