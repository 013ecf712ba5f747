import Config
import TestSupport
import Testing

@testable import TermUI

/// The theme pipeline (TOML reader, theme file, resolver) never crashes on random input, and
/// every failure it reports has a real line and column.
@Suite struct ThemeFuzzTests {
  /// Random bytes and random mixes of TOML-ish fragments never crash or hang the parser.
  @Test func survivesRandomInput() {
    var random = SplitMix64(seed: 0x5EED)
    let fragments = [
      "[", "]", "[[", "\"", "'", "\"\"\"", "=", " ", "\n", "\r\n", "#", "\\", "\\u", "\\U0010FFFF",
      "\\uD800", "a", "ui.text", "-", "+", "_", "1", "9999999999999999999999", "true", "fals",
      "{", "\t", "é", "\u{0}", "\u{301}", "🙂", "on", "#ff7b72",
    ]
    for round in 0..<2_000 {
      let text: String
      if round.isMultiple(of: 2) {
        let bytes = (0..<Int(random.next() % 200)).map { _ in
          UInt8(truncatingIfNeeded: random.next())
        }
        text = String(decoding: bytes, as: UTF8.self)
      } else {
        text = (0..<Int(random.next() % 40)).map { _ in
          fragments[Int(random.next() % UInt64(fragments.count))]
        }.joined()
      }
      do {
        let document = try TOMLParser.parse(text)
        let file = ThemeFile(id: "fuzz", path: "fuzz.toml", document: document)
        _ = ThemeResolver.resolve([file], profile: .ansi16)
      } catch {
        #expect(error.line >= 1 && error.column >= 1)
      }
    }
  }
}
