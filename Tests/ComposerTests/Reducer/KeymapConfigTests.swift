import Composer
import TermUI
import Testing

@Suite struct KeymapConfigTests {
  private func key(_ notation: String) throws -> KeyEvent { try KeyNotation.parseKey(notation) }

  @Test func bindingsFromConfigReplaceAndUnbindAndShowInHelp() throws {
    let text = """
      default_profile = "staging"
      [keys]
      "<C-g>" = "problems"
      "<F8>" = "none"
      "x" = "toggle_value"
      [profiles.staging]
      project = "p"
      """
    let (keymap, problems) = Keymap.configured(from: text, path: "config.toml")
    #expect(problems.isEmpty)
    #expect(keymap.command(for: try key("<C-g>"), inText: true) == .problems)
    #expect(keymap.command(for: try key("<F8>"), inText: false) == nil)
    #expect(keymap.command(for: try key("x"), inText: false) == .toggleValue)
    #expect(keymap.command(for: try key("x"), inText: true) == nil, "typing x must still type x")
    #expect(keymap.keyName(for: .problems).isEmpty == false)
    #expect(keymap.keys(for: .problems).contains(try key("<C-g>")))
  }

  @Test func mistakesNameTheLineAndColumnAndTheRestStillApplies() throws {
    let text = """
      [keys]
      "<C-g>" = "problms"
      "<C-s>" = "quit"
      "<Q-q>" = "help"
      "<A-h>" = "help"
      """
    let (keymap, problems) = Keymap.configured(from: text, path: "config.toml")
    #expect(problems.count == 3)
    #expect(
      problems[0] == "config.toml:2:1: unknown command \"problms\" (did you mean \"problems\"?)")
    #expect(problems[1].hasPrefix("config.toml:3:1: Ctrl-S is fixed"))
    #expect(problems[2].hasPrefix("config.toml:4:1: \"<Q-q>\" is not a key"))
    #expect(keymap.command(for: try key("<A-h>"), inText: true) == .help)
    #expect(keymap.command(for: try key("<C-s>"), inText: true) == .save)
  }

  @Test func aReboundKeyDrivesTheComposer() throws {
    var h = ComposerHarness()
    h.state.keymap = Keymap.configured(from: "[keys]\n\"<C-g>\" = \"tab_android\"\n", path: "c").0
    try h.type("<C-g>")
    #expect(h.state.tab == .android)
  }
}
