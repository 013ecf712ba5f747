import TermUI
import Testing

@Suite struct KeyNotationTests {
  @Test func parsesTheTestDSL() throws {
    let keys = try KeyNotation.parse("<tab>Sale ends<C-s>")
    #expect(keys.first == .tab)
    #expect(keys.last == .ctrl("s"))
    #expect(keys.count == 11)
    #expect(keys[5] == .char(" "))
  }

  @Test(arguments: [
    ("<C-x>", KeyEvent.ctrl("x")),
    ("<C-S>", KeyEvent.ctrl("s")),
    ("<A-b>", KeyEvent.alt("b")),
    ("<M-b>", KeyEvent.alt("b")),
    ("<S-tab>", KeyEvent.backTab),
    ("<esc>", KeyEvent.escape),
    ("<ret>", KeyEvent.enter),
    ("<enter>", KeyEvent.enter),
    ("<bs>", KeyEvent.backspace),
    ("<del>", KeyEvent.delete),
    ("<up>", KeyEvent.up),
    ("<F1>", KeyEvent.f(1)),
    ("<f12>", KeyEvent.f(12)),
    ("<home>", KeyEvent.home),
    ("<lt>", KeyEvent.char("<")),
    ("<space>", KeyEvent.char(" ")),
    ("<C-up>", KeyEvent(.up, modifiers: .ctrl)),
    ("<S-a>", KeyEvent.char("A")),
    ("?", KeyEvent.char("?")),
    ("中", KeyEvent.char("中")),
  ])
  func parsesOneKey(text: String, key: KeyEvent) throws {
    #expect(try KeyNotation.parseKey(text) == key)
  }

  @Test func unknownNamesAreErrorsButStrayAnglesAreText() throws {
    #expect(throws: KeyNotation.ParseError.unknownKey("foo")) { try KeyNotation.parse("<foo>") }
    #expect(
      try KeyNotation.parse("a < b") == [
        .char("a"), .char(" "), .char("<"), .char(" "), .char("b"),
      ])
    #expect(throws: KeyNotation.ParseError.empty) { try KeyNotation.parseKey("") }
  }

  @Test(arguments: [
    KeyEvent.ctrl("s"), .alt("b"), .backTab, .escape, .enter, .backspace, .delete, .f(5),
    .char("<"), .char(">"), .char(" "), .char("x"), .char("é"),
    KeyEvent(.up, modifiers: [.ctrl, .shift]),
    KeyEvent(.char("-"), modifiers: .ctrl), .pageDown, .insert,
  ])
  func notationRoundTrips(key: KeyEvent) throws {
    #expect(try KeyNotation.parseKey(key.notation) == key)
  }

  @Test func notationAndDisplayNames() {
    #expect(KeyEvent.ctrl("s").notation == "<C-s>")
    #expect(KeyEvent.ctrl("s").displayName == "Ctrl-S")
    #expect(KeyEvent.alt("b").displayName == "Alt-B")
    #expect(KeyEvent.backTab.displayName == "Shift-Tab")
    #expect(KeyEvent.backTab.notation == "<S-tab>")
    #expect(KeyEvent.f(1).displayName == "F1")
    #expect(KeyEvent.char("?").displayName == "?")
    #expect(KeyEvent.enter.notation == "<ret>")
  }
}
