import Composer
import Foundation
import PushCore
import TermUI
import Testing

/// The composer's side of the duplicate-send guard and of stopping sends: Resume is the
/// default next to an unfinished campaign with the same identity, "Send to everyone again"
/// needs `again` typed and reuses the first campaign's collapse identity, a finished one
/// shows Cancel focused; Ctrl-C stops a campaign as Esc does, two quick Escs (read together
/// as Alt-Esc) stop and abandon, Esc cancels a dry run; the palette lists every key of a
/// command; the tokens-file prompt offers the last path again.
@Suite struct DuplicateGuardKeyTests {
  private func inspected(_ h: inout ComposerHarness, _ edit: (inout SendPlan) -> Void) throws
    -> SendPlan
  {
    try h.type("<F11>")
    var plan = try #require(
      h.effects.reversed().compactMap { effect -> SendPlan? in
        if case .inspectCampaign(let plan) = effect { return plan }
        return nil
      }.first)
    plan.journalPath = "/state/journals/own.journal"
    edit(&plan)
    h.effects.removeAll()
    h.send(.campaignInspected(plan))
    return plan
  }

  private let earlier = DuplicateSendGuard.Unfinished(
    journalPath: "/state/journals/other.journal", campaignID: "00000000000000aa", done: 18_425,
    unconfirmed: 0)

  @Test func resumeIsTheDefaultNextToAnUnfinishedCampaignFromAnotherDraft() throws {
    var h = SendFixtures.harness()
    let plan = try inspected(&h) { plan in
      plan.unfinishedEarlier = earlier
      plan.resumePoint = ResumePoint(done: earlier.done, unconfirmed: 0)
      plan.campaignID = earlier.campaignID
    }
    guard case .confirmSend(let confirm)? = h.state.popups.last else {
      Issue.record("no confirmation")
      return
    }
    #expect(confirm.buttons == ["Resume", "Send to everyone again", "Cancel"])
    #expect(ScreenFixtures.render(h.state).buffer.find("another draft or History") != nil)
    try h.type("<ret>")
    var resumed = plan
    resumed.journalPath = earlier.journalPath
    #expect(h.effects == [.startSend(resumed)])
  }

  @Test func sendingToEveryoneAgainNeedsTheWordTyped() throws {
    var h = SendFixtures.harness()
    let plan = try inspected(&h) { plan in
      plan.unfinishedEarlier = earlier
      plan.resumePoint = ResumePoint(done: earlier.done, unconfirmed: 0)
      plan.campaignID = earlier.campaignID
    }
    try h.type("<tab><ret>")
    #expect(h.effects.isEmpty, "not without typing")
    guard case .confirmSend(let confirm)? = h.state.popups.last else {
      Issue.record("the confirmation closed")
      return
    }
    #expect(confirm.error?.contains("Type again") == true)
    #expect(ScreenFixtures.render(h.state).buffer.find("Type again to send everyone a copy") != nil)
    try h.type("again<ret>")
    var again = plan
    again.supersede = earlier.journalPath
    again.resumePoint = nil
    #expect(h.effects == [.startSend(again)])
    #expect(again.campaignID == earlier.campaignID, "the same collapse identity")
  }

  @Test func aFinishedCampaignShowsWhenAndHowManyWithCancelFocused() throws {
    var h = SendFixtures.harness()
    let plan = try inspected(&h) { plan in
      plan.finishedEarlier = DuplicateSendGuard.Finished(
        date: Date(timeIntervalSince1970: 1_800_000_000), sent: 19_960, campaignID: "0b")
      plan.campaignID = "0b"
    }
    guard case .confirmSend(let confirm)? = h.state.popups.last else {
      Issue.record("no confirmation")
      return
    }
    #expect(confirm.buttons == ["Cancel", "Send again"])
    #expect(confirm.selected == 0)
    #expect(ScreenFixtures.render(h.state).buffer.find("19960 sent") != nil)
    try h.type("<ret>")
    #expect(h.effects.isEmpty)
    h.send(.campaignInspected(plan))
    try h.type("<tab><ret>")
    #expect(h.effects == [.startSend(plan)])
  }

  @Test func ctrlCStopsACampaignAsEscDoesAndSaysSo() throws {
    var h = SendFixtures.harness()
    h.state.send = SendFixtures.session(done: 230)
    h.state.sendVisible = true
    let id = try #require(h.state.send?.plan.id)
    try h.type("<C-c>")
    #expect(h.effects == [.stopSend(id: id, abandonInFlight: false)])
    #expect(h.state.status?.text.hasPrefix("Ctrl-C: stopping the campaign") == true)
    h.effects.removeAll()
    try h.type("<C-c>")
    #expect(h.effects == [.stopSend(id: id, abandonInFlight: true)])
  }

  @Test func twoQuickEscapesReadTogetherStopAndAbandon() throws {
    var h = SendFixtures.harness()
    h.state.send = SendFixtures.session(done: 230)
    h.state.sendVisible = true
    let id = try #require(h.state.send?.plan.id)
    h.send(.key(KeyEvent(.escape, modifiers: .alt)))
    #expect(
      h.effects == [
        .stopSend(id: id, abandonInFlight: false), .stopSend(id: id, abandonInFlight: true),
      ])
  }

  @Test func escCancelsADryRun() throws {
    var h = SendFixtures.harness()
    try h.type("<F9>")
    let id = try #require(h.state.pendingDryRun)
    h.effects.removeAll()
    try h.type("<esc>")
    #expect(h.effects == [.stopSend(id: id, abandonInFlight: true)])
    #expect(h.state.pendingDryRun == nil)
    #expect(h.state.status?.text == "Dry run cancelled")
  }

  @Test func thePaletteShowsEveryKeyOfACommand() {
    let entries = PaletteModel.entries(query: "", keymap: .standard, themeNames: [])
    let keys = Keymap.standard.keys(for: .sendCampaign).map(\.displayName)
    #expect(keys.count > 1)
    let entry = entries.first { $0.target == .command(.sendCampaign) }
    #expect(entry?.key == keys.joined(separator: " / "))
  }

  @Test func theTokensFilePromptOffersTheLastPathAgain() throws {
    var h = SendFixtures.harness()
    h.send(.command(.sendCampaignFile))
    try h.type("/data/tokens.txt<ret>")
    h.state.popups.removeAll()
    h.send(.command(.sendCampaignFile))
    guard case .prompt(let prompt)? = h.state.popups.last else {
      Issue.record("no prompt")
      return
    }
    #expect(prompt.purpose == .tokensFile)
    #expect(prompt.input.text == "/data/tokens.txt")
  }
}
