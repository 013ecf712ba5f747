import Testing

@testable import TermUI

/// Found by the `keys` fuzz target: a control character or a lone combining mark written as a key
/// parsed into a key that printed back as something else (`<ret>` + U+0743 became one
/// character). Such keys are now refused with the code point named; everything else still
/// prints back to the same keys.
@Suite struct KeyNotationLiteralTests {
  @Test(arguments: [
    ("a\u{1B}[A", "U+001B"), ("\u{3}", "U+0003"), ("x\u{7F}", "U+007F"), ("\u{9B}31m", "U+009B"),
    ("\r\u{743}", "U+0743"), ("\u{301}", "U+0301"), ("<C-\u{1B}>", "U+001B"),
    ("<A-\u{9B}>", "U+009B"),
    // Found by the keys fuzz target: U+06DD (a prepended concatenation mark) joins the next
    // character, so `۝<ret>` printed back as one character followed by `ret>`.
    ("a\u{6DD}\n", "U+06DD"),
  ])
  func controlsAndLoneMarksAreRefused(_ text: String, _ code: String) {
    #expect(throws: KeyNotation.ParseError.notALiteralKey(code)) { _ = try KeyNotation.parse(text) }
    #expect(
      KeyNotation.ParseError.notALiteralKey(code).description
        == "\(code) cannot be written as a key: use a name such as <esc>, <ret> or <C-c>")
  }

  /// The fuzzer's input (less the control bytes that are now refused) round-trips.
  @Test(arguments: [
    "a[A<A-x><ret>hello<C-s> [A<lt>x<ret>S-", "<tab>Sale ends<C-s>", "é e\u{301} 🌸<C-->",
    "<S-a><C-S-a><backtab><C-backtab>", "\n\r\n\t<space><gt>",
  ])
  func printedNotationParsesToTheSameKeys(_ text: String) throws {
    let keys = try KeyNotation.parse(text)
    #expect(try KeyNotation.parse(keys.map(\.notation).joined()) == keys)
  }
}
