import PushCore
import Testing

/// The console counter counts characters (grapheme clusters) as the console does, whatever the
/// script: its fast path for Latin text agrees with Swift's `count`.
@Suite struct ConsoleCounterCountTests {
  @Test(arguments: [
    "plain", "value 7 – ünïcödé", "“quoted” • dash—", "a\u{200D}b", "x\u{2060}y", "line\r\nbreak",
    "cr\ronly", "e\u{301}", "Spring 🌸",
    "❄️ sale", "👩‍💻", "中文", "",
  ])
  func countsCharactersLikeSwift(text: String) {
    let message: JSONObject = [
      "notification": ["title": .string(text), "body": "b"], "data": [.init(text): .string(text)],
    ]
    #expect(ConsoleCounter.characters(in: message) == text.count * 3 + 1)
  }
}
