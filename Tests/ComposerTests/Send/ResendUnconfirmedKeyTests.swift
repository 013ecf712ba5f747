import Composer
import Testing

/// The composer twin of `--resend-unconfirmed`: resuming a campaign that left unconfirmed
/// recipients offers "Resume + resend N", which says what the collapse identity does.
@Suite struct ResendUnconfirmedKeyTests {
  @Test func resumeConfirmationOffersToResendTheUnconfirmed() throws {
    var h = SendFixtures.harness()
    try h.type("<F11>")
    var plan = try #require(
      h.effects.reversed().compactMap { effect -> SendPlan? in
        if case .inspectCampaign(let plan) = effect { return plan }
        return nil
      }.first)
    plan.resumePoint = ResumePoint(done: 40, unconfirmed: 3)
    h.effects.removeAll()
    h.send(.campaignInspected(plan))
    guard case .confirmSend(let confirm)? = h.state.popups.last else {
      Issue.record("no confirmation")
      return
    }
    #expect(
      confirm.buttons == ["Resume", "Resume + resend 3", "Send to everyone again", "Cancel"])
    #expect(confirm.selected == 0, "Resume is the default")
    let buffer = ScreenFixtures.render(h.state).buffer
    #expect(buffer.find("collapse") != nil, "the confirmation explains the collapse identity")

    // Resume alone leaves the unconfirmed alone.
    try h.type("<ret>")
    #expect(h.effects == [.startSend(plan)])

    h.effects.removeAll()
    h.state.popups.removeAll()
    h.send(.campaignInspected(plan))
    try h.type("<tab><ret>")
    var resend = plan
    resend.resendUnconfirmed = true
    #expect(h.effects == [.startSend(resend)])
  }
}
