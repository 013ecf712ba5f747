import TermUI
import Testing

@Suite struct InputDecoderTests {
  func scalars(_ text: String) -> [RawInput] { text.unicodeScalars.map { .scalar($0) } }

  @Test func controlBytesBecomeCtrlKeys() {
    var decoder = InputDecoder()
    let events = decoder.decode(scalars("\u{13}\u{11}\u{9}\r\u{7F}\u{1F}"))
    #expect(
      events == [
        .key(.ctrl("s")), .key(.ctrl("q")), .key(.tab), .key(.enter), .key(.backspace),
        .key(.ctrl("_")),
      ])
  }

  @Test func escapeFollowedAtOnceByAKeyIsAlt() {
    var decoder = InputDecoder()
    #expect(decoder.decode(scalars("\u{1B}b")) == [.key(.alt("b"))])
    #expect(
      decoder.decode([.scalar("\u{1B}"), .key(.left, [])]) == [
        .key(KeyEvent(.left, modifiers: .alt))
      ])
  }

  @Test func aLoneEscapeAtTheEndOfABatchIsEscape() {
    var decoder = InputDecoder()
    #expect(decoder.decode(scalars("\u{1B}")) == [.key(.escape)])
    #expect(decoder.decode(scalars("x")) == [.key(.char("x"))])
  }

  @Test func bracketedPasteIsOneEventEvenAcrossBatches() {
    var decoder = InputDecoder()
    #expect(decoder.decode([.pasteStart] + scalars("hé 中\r\n")).isEmpty)
    #expect(decoder.isInPaste)
    let events = decoder.decode(scalars("😀\rx") + [.pasteEnd] + scalars("a"))
    #expect(events == [.paste("hé 中\n😀\nx"), .key(.char("a"))])
  }

  @Test func combiningInputArrivesAsItsOwnScalar() {
    var decoder = InputDecoder()
    #expect(decoder.decode(scalars("e\u{301}")) == [.key(.char("e")), .key(.char("\u{301}"))])
  }
}
