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

  /// What a terminal sends when `TERM` names another one (tmux's End under TERM=vt100): the
  /// library leaves it as bytes, and it must still be the key, never text in a field.
  @Test func xtermKeySequencesTheLibraryLeftAsBytesAreTheirKeys() {
    var decoder = InputDecoder()
    let cases: [(String, KeyEvent)] = [
      ("\u{1B}[4~", .init(.end)), ("\u{1B}[1~", .init(.home)), ("\u{1B}[3~", .init(.delete)),
      ("\u{1B}[5~", .init(.pageUp)), ("\u{1B}[6~", .init(.pageDown)),
      ("\u{1B}[F", .init(.end)), ("\u{1B}[H", .init(.home)), ("\u{1B}[Z", .init(.backTab)),
      ("\u{1B}[1;5C", .init(.right, modifiers: .ctrl)),
      ("\u{1B}[1;2A", .init(.up, modifiers: .shift)),
      ("\u{1B}[1;3D", .init(.left, modifiers: .alt)),
      ("\u{1B}[3;5~", .init(.delete, modifiers: .ctrl)),
      ("\u{1B}OP", .init(.f(1))), ("\u{1B}OS", .init(.f(4))), ("\u{1B}[15~", .init(.f(5))),
      ("\u{1B}[24~", .init(.f(12))), ("\u{1B}OA", .init(.up)),
    ]
    for (bytes, key) in cases {
      #expect(decoder.decode(scalars(bytes)) == [.key(key)], "\(bytes.debugDescription)")
    }
    #expect(decoder.decode(scalars("\u{1B}[4~x")) == [.key(.init(.end)), .key(.char("x"))])
  }

  @Test func anUnknownSequenceIsDroppedNotTyped() {
    var decoder = InputDecoder()
    #expect(decoder.decode(scalars("\u{1B}[99~")) == [])
    #expect(decoder.decode(scalars("\u{1B}[<0;3;4M")) == [])
    #expect(decoder.decode(scalars("\u{1B}[12")) == [])  // cut off by the end of the read
    #expect(decoder.decode(scalars("a")) == [.key(.char("a"))])
  }

  @Test func altBracketAndAltOAloneStayAltKeys() {
    var decoder = InputDecoder()
    #expect(decoder.decode(scalars("\u{1B}[")) == [.key(.alt("["))])
    #expect(decoder.decode(scalars("\u{1B}O")) == [.key(.alt("O"))])
    #expect(decoder.decode(scalars("\u{1B}]")) == [.key(.alt("]"))])
    // Alt-[ then Enter in the same read: Enter is no sequence byte.
    #expect(decoder.decode(scalars("\u{1B}[\r")) == [.key(.alt("[")), .key(.enter)])
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
