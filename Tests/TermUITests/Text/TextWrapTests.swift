import TermUI
import Testing

@Suite struct TextWrapTests {
  @Test func wrapsAtSpacesAndDropsThemAtTheBreak() {
    #expect(
      TextWrap.wrap("Sale ends tonight at midnight", width: 10) == [
        "Sale ends", "tonight at", "midnight",
      ])
  }

  @Test func breaksWordsLongerThanTheWidth() {
    #expect(TextWrap.wrap("abcdefghij xy", width: 4) == ["abcd", "efgh", "ij", "xy"])
  }

  @Test func keepsHardLineBreaksAndEmptyLines() {
    #expect(TextWrap.wrap("one\n\ntwo", width: 10) == ["one", "", "two"])
  }

  @Test func wideCharactersNeverStraddleARow() {
    #expect(TextWrap.wrap("中文字符テスト", width: 5) == ["中文", "字符", "テス", "ト"])
    for row in TextWrap.wrap("中文字符テスト", width: 5) { #expect(TextWidth.of(row) <= 5) }
  }

  @Test func emojiAndCombiningClustersStayWhole() {
    #expect(
      TextWrap.wrap("👍🏽👍🏽 e\u{301}e\u{301}e\u{301}", width: 4) == [
        "👍🏽", "👍🏽", "e\u{301}e\u{301}e\u{301}",
      ])
  }

  @Test func rowRangesCoverEveryIndexOnce() {
    let chars = Array("hello world again")
    let rows = TextWrap.rows(in: chars, range: 0..<chars.count, width: 7)
    #expect(rows == [0..<6, 6..<12, 12..<17])
  }
}
