import Config
import Testing

@testable import TermUI

@Suite struct StyleStringParserTests {
  /// Parses `value` as if it were the style of role `r` on line 1 of `t.toml`.
  func parse(_ value: String, palette: [String: Color] = [:], mono: Bool = false) throws
    -> (Style, [String])
  {
    let document = try TOMLParser.parse("r = \"\(value)\"")
    let entry = try #require(document.entries.first)
    let parser = StyleStringParser(palette: palette, allowsColors: !mono)
    let (style, warnings) = parser.parse(entry, text: value, file: "t.toml")
    return (style, warnings.map(\.description))
  }

  @Test func readsForegroundBackgroundAndModifiers() throws {
    let (style, warnings) = try parse(
      "coral on ink bold underline",
      palette: [
        "coral": .rgb(255, 123, 114), "ink": .rgb(29, 35, 48),
      ])
    #expect(warnings.isEmpty)
    #expect(
      style
        == Style(
          foreground: .rgb(255, 123, 114), background: .rgb(29, 35, 48),
          modifiers: [.bold, .underline]))
  }

  @Test(
    arguments: [
      ("red", Color.ansi(1)), ("white", .ansi(7)), ("bright-black", .ansi(8)), ("gray", .ansi(8)),
      ("grey", .ansi(8)), ("bright-cyan", .ansi(14)), ("#fff", .rgb(255, 255, 255)),
      ("#1d2330", .rgb(29, 35, 48)), ("#A0b0C0", .rgb(160, 176, 192)), ("208", .indexed(208)),
      ("0", .indexed(0)), ("default", .default),
    ])
  func readsEveryColourForm(word: String, color: Color) throws {
    let (style, warnings) = try parse("\(word) on \(word)")
    #expect(warnings.isEmpty)
    #expect(style.foreground == color)
    #expect(style.background == color)
  }

  @Test func backgroundOnlyAndModifiersOnly() throws {
    #expect(try parse("on blue").0 == Style(background: .ansi(4)))
    let all = try parse("bold dim italic underline reverse blink strikethrough").0
    #expect(all.modifiers == [.bold, .dim, .italic, .underline, .reverse, .blink, .strikethrough])
    #expect(all.foreground == nil && all.background == nil)
    #expect(try parse("").0 == Style())
  }

  @Test func paletteNamesWinOverBuiltInNames() throws {
    #expect(try parse("red", palette: ["red": .rgb(1, 2, 3)]).0.foreground == .rgb(1, 2, 3))
  }

  @Test func unknownWordsWarnAtTheirColumnWithSuggestions() throws {
    // r = "bleu on ink bolt"   → "bleu" at column 6, "ink" at 14, "bolt" at 18.
    let (style, warnings) = try parse("bleu on ink bolt", palette: ["inc": .ansi(0)])
    #expect(
      warnings == [
        "t.toml:1:6: warning: unknown colour \"bleu\" (did you mean \"blue\"?)",
        "t.toml:1:14: warning: unknown colour \"ink\" (did you mean \"inc\"?)",
        "t.toml:1:18: warning: unknown modifier \"bolt\" (did you mean \"bold\"?)",
      ])
    #expect(style == Style())
  }

  @Test func malformedColoursAndGrammarMistakesWarn() throws {
    #expect(
      try parse("#12345").1 == [
        "t.toml:1:6: warning: hex colour \"#12345\" must have 3 or 6 digits"
      ])
    #expect(try parse("#zzz").1 == ["t.toml:1:6: warning: invalid hex colour \"#zzz\""])
    #expect(try parse("256").1 == ["t.toml:1:6: warning: colour index 256 is out of range 0-255"])
    #expect(try parse("red on").1 == ["t.toml:1:10: warning: expected a colour after \"on\""])
    #expect(
      try parse("red blue").1 == [
        "t.toml:1:10: warning: unexpected colour \"blue\"; write \"fg on bg\" with one colour each"
      ])
    #expect(try parse("xyzzy").1 == ["t.toml:1:6: warning: unknown colour or modifier \"xyzzy\""])
  }

  @Test func monoTablesIgnoreColours() throws {
    let (style, warnings) = try parse("red reverse", mono: true)
    #expect(style == Style(modifiers: .reverse))
    #expect(
      warnings == ["t.toml:1:6: warning: colour \"red\" is ignored in [mono]; use modifiers only"])
  }
}
