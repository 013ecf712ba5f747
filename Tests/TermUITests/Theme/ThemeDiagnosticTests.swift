import Config
import Testing

@testable import TermUI

@Suite struct ThemeDiagnosticTests {
  @Test func describesLikeACompiler() {
    let full = ThemeDiagnostic(
      severity: .warning, file: "themes/x.toml", line: 12, column: 9,
      message: "unknown colour \"bleu\" (did you mean \"blue\"?)")
    #expect(
      full.description
        == "themes/x.toml:12:9: warning: unknown colour \"bleu\" (did you mean \"blue\"?)")
    let fileOnly = ThemeDiagnostic(severity: .error, file: "a.toml", message: "cannot read")
    #expect(fileOnly.description == "a.toml: error: cannot read")
    #expect(ThemeDiagnostic(severity: .error, file: nil, message: "m").description == "error: m")
  }

  @Test func suggestionsCatchTyposButNotStrangers() {
    #expect(
      Suggestion.closest(to: "ui.statusbar", in: ["ui.statusline", "ui.tab"]) == "ui.statusline")
    #expect(Suggestion.closest(to: "bleu", in: ["blue", "black"]) == "blue")
    #expect(Suggestion.closest(to: "zzz", in: ["blue", "black"]) == nil)
    #expect(Suggestion.editDistance(Array("ab"), Array("ba")) == 1)
  }
}
