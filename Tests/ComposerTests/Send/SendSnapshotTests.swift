import Composer
import PushCore
import TermUI
import TestSupport
import Testing

/// The confirmation, profile picker, results screen and a server-marked field at 80×24,
/// 120×40 and 40×12.
@Suite struct SendSnapshotTests {
  static let cases: [(String, Size)] = SendScenarios.all.flatMap { name, _ in
    ScreenFixtures.sizes.map { (name, $0) }
  }

  @Test(arguments: SendSnapshotTests.cases)
  func screen(name: String, size: Size) throws {
    let make = try #require(SendScenarios.all.first { $0.0 == name }?.1)
    let (buffer, cursor) = ScreenFixtures.render(make(size))
    assertSnapshot(buffer, cursor: cursor, named: name)
  }

  private func scenario(_ name: String, _ size: Size) throws -> ComposerState {
    let make = try #require(SendScenarios.all.first { $0.0 == name }?.1)
    return make(size)
  }

  @Test func confirmationShowsWhatIsSentWhereWithCancelSelected() throws {
    let (buffer, _) = ScreenFixtures.render(
      try scenario("confirmSendTokens", Size(width: 80, height: 24)))
    for text in [
      "staging", "shop-staging", "devices (the draft's tokens)", "Recipients  500", "Spring sale",
    ] {
      #expect(buffer.find(text) != nil, "missing \(text)")
    }
    let cancel = try #require(buffer.find("[ Cancel ]"))
    #expect(buffer[cancel].role == "ui.menu.selected")
  }

  @Test func sendIsDisabledUntilTheProjectIdIsTyped() throws {
    let (buffer, cursor) = ScreenFixtures.render(
      try scenario("confirmSendTypeProjectID", Size(width: 80, height: 24)))
    let send = try #require(buffer.find("[ Send ]"))
    #expect(buffer[send].role == "ui.menu.selected")
    #expect(buffer.find("Type shop-prod to confirm:") != nil)
    #expect(cursor != nil)
    var state = try scenario("confirmSendTypeProjectID", Size(width: 80, height: 24))
    if case .confirmSend(var confirm) = state.popups[0] {
      confirm.selected = 0
      state.popups = [.confirmSend(confirm)]
    }
    let (unselected, _) = ScreenFixtures.render(state)
    let muted = try #require(unselected.find("[ Send ]"))
    #expect(unselected[muted].role == "ui.text.muted")
  }

  @Test func serverRejectionUsesTheLocalMarkers() throws {
    let (buffer, _) = ScreenFixtures.render(
      try scenario("dryRunRejectedField", Size(width: 120, height: 40)))
    let marker = try #require(buffer.find("FCM rejected this: Too festive"))
    #expect(buffer[marker].role == "diagnostic.error")
  }
}
