import TermUI
import Testing

@Suite struct TextWidthTests {
  // Figures agree with glibc wcwidth sums, ncurses getcurx and tmux placement (SWIFT-NOTES).
  @Test(arguments: [
    ("hello", 5),
    ("中文字符テスト한국어", 20),
    ("😀🚀👍🏽", 8),
    ("❤️", 1),
    ("👩‍💻", 4),
    ("שלום", 4),
    ("e\u{301}", 1),
    ("héllo 中文😀שלום", 16),
    ("🇺🇸", 2),
    ("a\u{200B}b", 2),
    ("\u{1B}[0m", 3),
  ])
  func stringWidthMatchesTerminal(text: String, width: Int) {
    #expect(TextWidth.of(text) == width)
  }

  @Test func controlCharactersTakeNoCells() {
    #expect(TextWidth.of(Character("\t")) == 0)
    #expect(TextWidth.of(Character("\r\n")) == 0)
    #expect(TextWidth.of(Unicode.Scalar(0x85) ?? " ") == 0)
  }

  @Test func combiningMarksAndJoinersAddNothingInsideACluster() {
    #expect(TextWidth.of(Character("e\u{301}\u{302}")) == 1)
    #expect(TextWidth.of(Character("中\u{301}")) == 2)
    #expect(TextWidth.of(Unicode.Scalar(0x200D) ?? " ") == 0)
    #expect(TextWidth.of(Unicode.Scalar(0xFE0F) ?? " ") == 0)
  }

  @Test func truncationEndsInEllipsisAndNeverSplitsAWideCharacter() {
    #expect(TextWidth.truncate("Sale ends tonight", to: 9) == "Sale end…")
    #expect(TextWidth.truncate("short", to: 9) == "short")
    #expect(TextWidth.truncate("中文字符", to: 6) == "中文…")
    #expect(TextWidth.truncate("中文字符", to: 5) == "中文…")
    #expect(TextWidth.truncate("中文字符", to: 4) == "中…")
    #expect(TextWidth.truncate("abc", to: 0) == "")
    #expect(TextWidth.truncate("👍🏽👍🏽", to: 5) == "👍🏽…")
  }

  @Test func padFillsToTheExactWidth() {
    #expect(TextWidth.pad("ab", to: 4) == "ab  ")
    #expect(TextWidth.pad("中文字", to: 5) == "中文 ")
  }
}
