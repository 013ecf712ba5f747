import TermUI
import Testing

/// The start-up probe's answers: the cursor column after "❄️" at column 1, or mode 2027.
@Suite struct EmojiWidthProbeTests {
  private func answer(_ text: String) -> (width: EmojiWidth?, enableGraphemeMode: Bool)? {
    EmojiWidth.probeAnswer(Array(text.utf8))
  }

  @Test func theCursorColumnGivesTheWidth() {
    #expect(answer("\u{1B}[5;2R")?.width == .one, "tmux: the cursor moved one cell")
    #expect(answer("\u{1B}[5;3R")?.width == .two, "kitty: two cells")
    #expect(answer("\u{1B}[5;9R")?.width == nil, "nonsense is not believed")
  }

  @Test func anUnfinishedAnswerWaitsForMore() {
    #expect(answer("") == nil)
    #expect(answer("\u{1B}[5;") == nil)
    #expect(answer("\u{1B}[?2027;2$y") == nil, "the cursor report is still to come")
  }

  @Test func mode2027DecidesWhenTheTerminalKnowsIt() {
    let reset = answer("\u{1B}[?2027;2$y\u{1B}[5;2R")
    #expect(reset?.width == .two && reset?.enableGraphemeMode == true)
    let set = answer("\u{1B}[?2027;1$y\u{1B}[5;3R")
    #expect(set?.width == .two && set?.enableGraphemeMode == false)
    let unknown = answer("\u{1B}[?2027;0$y\u{1B}[5;2R")
    #expect(unknown?.width == .one && unknown?.enableGraphemeMode == false)
  }
}
