import PushCore
import Testing

@Suite struct TerminalSafeTests {
  @Test func escapeSequencesAreShownNotEmitted() {
    let title = "\u{1B}]0;pwned\u{07}"
    #expect(TerminalSafe.escaped(title) == "\\u001b]0;pwned\\u0007")
    #expect(TerminalSafe.escaped("\u{9B}31m") == "\\u009b31m")
    #expect(TerminalSafe.escaped("a\u{7F}b") == "a\\u007fb")
  }

  @Test func bidiOverridesAndSeparatorsAreEscaped() {
    #expect(TerminalSafe.escaped("abc\u{202E}fdp.exe") == "abc\\u202efdp.exe")
    #expect(TerminalSafe.escaped("\u{2066}x\u{2069}") == "\\u2066x\\u2069")
    #expect(TerminalSafe.escaped("a\u{2028}b\u{2029}") == "a\\u2028b\\u2029")
    #expect(TerminalSafe.escaped("\u{061C}\u{200E}\u{200F}") == "\\u061c\\u200e\\u200f")
  }

  @Test func layoutDecidesNewlinesAndTabs() {
    #expect(TerminalSafe.escaped("a\nb\tc") == "a\\u000ab\\u0009c")
    #expect(TerminalSafe.escaped("a\nb\tc", layout: .multiLine) == "a\nb\tc")
    #expect(TerminalSafe.escaped("a\r\nb", layout: .multiLine) == "a\\u000d\nb")
  }

  @Test func ordinaryTextIsUnchanged() {
    let text = "Sale ends at 10:00 — 50 % off ✓ 日本語 C:\\path \"quoted\""
    #expect(TerminalSafe.isSafe(text))
    #expect(TerminalSafe.escaped(text) == text)
    #expect(TerminalSafe.escaped("") == "")
  }
}
