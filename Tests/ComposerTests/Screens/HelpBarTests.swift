import Composer
import PushCore
import TermUI
import Testing

/// Key hints come from the keymap and follow the focused place.
@Suite struct HelpBarTests {
  let size = Size(width: 120, height: 40)

  private func helpBar(_ state: ComposerState) -> String {
    let buffer = ScreenFixtures.render(state).buffer
    return buffer.text(row: ComposerLayout(state).helpBar.y)
  }

  @Test func textFieldShowsTheGlobalKeys() {
    let bar = helpBar(ScreenFixtures.editingTitle(size))
    #expect(bar.hasPrefix("Tab next  Ctrl-S save  Ctrl-P commands  F1 help  Ctrl-Q quit"))
  }

  @Test func dataRowShowsRowCommands() {
    let bar = helpBar(ScreenScenarios.composeDataRow(size))
    #expect(bar.contains("Ctrl-N add row  Ctrl-D delete row  Alt-Up move up  Alt-Down move down"))
  }

  @Test func choiceShowsSpaceToChoose() {
    var state = ScreenFixtures.sample(size)
    state.tab = .android
    state.focus[.android] = .field("message.android.priority")
    #expect(helpBar(state).contains("Space choose"))
  }

  @Test func hintsFollowRemappedKeys() {
    var state = ScreenScenarios.composeDataRow(size)
    state.keymap.global[.ctrl("n")] = nil
    state.keymap.global[.ctrl("r")] = .addRow
    state.keymap.global[.ctrl("s")] = nil
    state.keymap.global[.f(2)] = .save
    let bar = helpBar(state)
    #expect(bar.contains("Ctrl-R add row"))
    #expect(!bar.contains("Ctrl-N"))
    #expect(bar.contains("F2 save"))
  }

  @Test func barsDrawnThroughTheRenderCacheFollowFocusKeysAndPopups() {
    // The form's items are remembered while the keymap, the focus and its editor stay: each
    // change below must show, drawn through one cache, as it does drawn afresh.
    var choice = ScreenFixtures.sample(size)
    choice.tab = .android
    choice.focus[.android] = .field("message.android.priority")
    var remapped = ScreenScenarios.composeDataRow(size)
    remapped.keymap.global[.ctrl("n")] = nil
    remapped.keymap.global[.ctrl("r")] = .addRow
    var typed = ScreenFixtures.editingTitle(size)
    _ = Reducer.reduce(&typed, .key(.char("x")))
    let states = [
      ScreenFixtures.editingTitle(size), typed, choice, ScreenScenarios.composeDataRow(size),
      remapped, ScreenScenarios.popup(.confirmDiscard(ConfirmState(then: .quit)), size),
      ScreenFixtures.editingTitle(size),
    ]
    let cache = ComposerRenderCache()
    for (index, state) in states.enumerated() {
      var buffer = Buffer(size: state.size)
      ComposerView.render(state, into: &buffer, styles: RoleStyles.plain, home: nil, cache: cache)
      let row = ComposerLayout(state).helpBar.y
      #expect(buffer.text(row: row) == helpBar(state), "state \(index)")
    }
  }

  @Test func popupsShowTheirOwnKeys() {
    let state = ScreenScenarios.popup(.confirmDiscard(ConfirmState(then: .quit)), size)
    #expect(helpBar(state).hasPrefix("Enter confirm  Left/Right select  Esc cancel"))
  }

  @Test func statusBarShowsPathProfileAndDirtyMarker() throws {
    var state = ScreenFixtures.sample(size)
    state.draft.name = "Flash sale"
    state.profileName = "production"
    state.status = StatusMessage("Saved", .success)
    let buffer = ScreenFixtures.render(state).buffer
    let row = ComposerLayout(state).statusBar
    let text = buffer.text(row: row.y)
    #expect(text.hasPrefix(" Flash sale  [+]  ~/drafts/spring-sale.json"))
    let profile = try #require(buffer.find("production · shop-staging", in: row))
    #expect(buffer[profile.x, profile.y].role == "ui.statusline.profile.production")
    let saved = try #require(buffer.find("Saved", in: row))
    #expect(buffer[saved.x, saved.y].role == "ui.statusline.success")
  }

  @Test func stagingProfileIsNotProduction() throws {
    let state = ScreenFixtures.sample(size)
    let buffer = ScreenFixtures.render(state).buffer
    let profile = try #require(
      buffer.find("staging · shop-staging", in: ComposerLayout(state).statusBar))
    #expect(buffer[profile.x, profile.y].role == "ui.statusline.mode")
  }
}
