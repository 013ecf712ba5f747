import Composer
import TermUI
import Testing

/// Popups close through the keymap: a key bound to `close_popup` or `help` in `config.toml`
/// works inside popups too, and an unbound `?` no longer closes help.
@Suite struct PopupKeymapTests {
  private func harness(_ keys: String) -> ComposerHarness {
    var harness = ComposerHarness()
    harness.state.keymap = Keymap.configured(from: "[keys]\n" + keys, path: "config.toml").0
    return harness
  }

  @Test func aKeyBoundToClosePopupClosesEveryPopup() throws {
    var harness = harness("\"<F3>\" = \"close_popup\"")
    try harness.type("<C-p>")
    #expect(harness.state.popups.count == 1)
    try harness.type("<F3>")
    #expect(harness.state.popups.isEmpty, "F3 is bound to close_popup")
    try harness.type("<F2>")
    #expect(harness.state.popups.count == 1)
    try harness.type("<F3>")
    #expect(harness.state.popups.isEmpty)
  }

  @Test func aKeyBoundToHelpClosesHelp() throws {
    var harness = harness("\"<F4>\" = \"help\"")
    try harness.type("<F4>")
    guard case .help = harness.state.popups.last else {
      Issue.record("F4 opens help")
      return
    }
    try harness.type("<F4>")
    #expect(harness.state.popups.isEmpty, "the key that opens help closes it")
  }

  @Test func unbindingQuestionMarkStopsItClosingHelp() throws {
    var harness = harness("\"?\" = \"none\"")
    try harness.type("<F1>?")
    #expect(harness.state.popups.count == 1, "? is unbound, so it does not close help")
    try harness.type("<F1>")
    #expect(harness.state.popups.isEmpty)
  }

  @Test func plainKeysTypeInThePaletteQuery() throws {
    var harness = ComposerHarness()
    try harness.type("<C-p>q?")
    guard case .palette(let palette) = harness.state.popups.last else {
      Issue.record("q and ? type into the palette instead of closing it")
      return
    }
    #expect(palette.query.text == "q?")
  }
}
