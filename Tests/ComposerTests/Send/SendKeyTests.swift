import Composer
import Config
import Foundation
import PushCore
import TermUI
import Testing

/// Dry run, test send and campaign from keys, through the real key pipeline; effects are
/// checked and results fed back as the runtime would.
@Suite struct SendKeyTests {
  private func sentPlan(_ effects: [Effect]) -> SendPlan? {
    for effect in effects.reversed() {
      if case .startSend(let plan) = effect { return plan }
      if case .inspectCampaign(let plan) = effect { return plan }
    }
    return nil
  }

  @Test func dryRunAsksFCMToValidateTheFirstTarget() throws {
    var h = SendFixtures.harness()
    try h.type("<F9>")
    let plan = try #require(sentPlan(h.effects))
    #expect(plan.kind == .dryRun)
    #expect(plan.profile == SendFixtures.staging)
    guard case .tokens(let tokens, nil, _) = plan.audience else {
      Issue.record("not a token audience")
      return
    }
    #expect(tokens == [SampleDraft.draft.recipientTokens[0]])
    #expect(h.state.status?.text.contains("Dry run") == true)
  }

  @Test func serverRejectionMarksTheFieldUntilItChanges() throws {
    var h = SendFixtures.harness()
    try h.type("<F9>")
    let plan = try #require(sentPlan(h.effects))
    let info = FCMErrorInfo(
      httpStatus: 400, code: "INVALID_ARGUMENT", status: "INVALID_ARGUMENT",
      message: "Request contains an invalid argument.",
      fieldViolations: [.init(field: "message.notification.title", description: "Too festive")])
    h.send(
      .sendEvent(
        id: plan.id,
        .result(
          DeliveryResult(
            target: .token("t"), outcome: .aborted(.messageRejected(info)), attempts: 1),
          CampaignProgress(total: 1, done: 0))))
    let marked = h.state.derived.diagnostics(forField: "message.notification.title")
    #expect(marked.map(\.message) == ["FCM rejected this: Too festive"])
    #expect(h.state.status?.kind == .error)
    #expect(h.state.status?.text.contains("message.notification.title: Too festive") == true)
    #expect(h.state.currentFocus == .field("message.notification.title"))
    // Editing another field keeps the verdict; editing the title clears it.
    try h.focus("message.notification.body")
    try h.type("!")
    #expect(h.state.derived.diagnostics(forField: "message.notification.title").count == 1)
    try h.focus("message.notification.title")
    try h.type("!")
    #expect(h.state.derived.diagnostics(forField: "message.notification.title").isEmpty)
  }

  @Test func dryRunAcceptedSaysNothingWasDelivered() throws {
    var h = SendFixtures.harness()
    try h.type("<F9>")
    let plan = try #require(sentPlan(h.effects))
    h.send(
      .sendEvent(
        id: plan.id,
        .result(
          DeliveryResult(target: .token("t"), outcome: .sent(messageName: "m"), attempts: 1),
          CampaignProgress(total: 1, done: 1, sent: 1))))
    #expect(
      h.state.status
        == StatusMessage(
          "✓ FCM accepted the message (dry run: nothing was delivered)", .success))
    #expect(h.state.pendingDryRun == nil)
  }

  @Test func testSendGoesToTheDraftTokensAndShowsEachOutcome() throws {
    var h = SendFixtures.harness()
    try h.type("<F10>")
    let plan = try #require(sentPlan(h.effects))
    #expect(plan.kind == .test)
    #expect(
      plan.audience == .tokens(SampleDraft.draft.recipientTokens, file: nil, fileDisplayName: nil))
    #expect(h.state.sendVisible)
    for (n, token) in SampleDraft.draft.recipientTokens.enumerated() {
      h.send(
        .sendEvent(
          id: plan.id,
          .result(SendFixtures.result(token, n * 3), CampaignProgress(total: 2, done: n + 1))))
    }
    let rows = try #require(h.state.send?.rows)
    #expect(rows.map(\.outcome) == [.sent, .rejected])
    #expect(rows[1].detail.hasPrefix("The token is no longer registered"))
  }

  /// The results screen takes the keys, so it takes pastes too: the form under it, and the
  /// field focused there, stay as they were.
  @Test func pastingOnTheResultsScreenLeavesTheHiddenFormAlone() throws {
    var h = SendFixtures.harness()
    try h.focus("message.notification.title")
    try h.type("<F10>")
    #expect(h.state.screen == .send)
    let draft = h.state.draft
    h.send(.paste("pasted into nothing"))
    #expect(h.state.draft == draft)
    #expect(h.state.editing?.editor.text.contains("pasted") != true)
  }

  @Test func campaignConfirmationFocusesCancel() throws {
    var h = SendFixtures.harness()
    try h.type("<F11>")
    let plan = try #require(sentPlan(h.effects))
    #expect(plan.kind == .campaign)
    h.effects.removeAll()
    h.send(.campaignInspected(plan))
    guard case .confirmSend(let confirm)? = h.state.popups.last else {
      Issue.record("no confirmation")
      return
    }
    #expect(confirm.selected == 0)
    #expect(confirm.buttons == ["Cancel", "Send"])
    try h.type("<ret>")
    #expect(h.state.popups.isEmpty)
    #expect(h.effects.isEmpty)
    #expect(h.state.status?.text == "Campaign not sent")
    h.send(.campaignInspected(plan))
    try h.type("<tab><ret>")
    #expect(h.effects == [.startSend(plan)])
    #expect(h.state.sendVisible)
  }

  @Test func topicOnAConfirmProfileNeedsTheProjectIdTyped() throws {
    var h = SendFixtures.harness(profile: "prod", draft: SendFixtures.topicDraft)
    try h.type("<C-g>")
    var plan = try #require(sentPlan(h.effects))
    #expect(plan.audience == .topic("news"))
    plan.recipientCount = 1
    h.effects.removeAll()
    h.send(.campaignInspected(plan))
    try h.type("<tab><ret>")
    guard case .confirmSend(let confirm)? = h.state.popups.last else {
      Issue.record("confirmation closed without the project id")
      return
    }
    #expect(!confirm.isConfirmed)
    #expect(confirm.error == "Type shop-prod to enable Send")
    #expect(h.effects.isEmpty)
    try h.type("shop-pro<ret>")
    #expect(h.effects.isEmpty)
    try h.type("d<ret>")
    #expect(h.effects == [.startSend(plan)])
  }

  @Test func tokenCampaignOnAConfirmProfileNeedsNoTyping() throws {
    var h = SendFixtures.harness(profile: "prod")
    try h.type("<F11>")
    let plan = try #require(sentPlan(h.effects))
    h.send(.campaignInspected(plan))
    guard case .confirmSend(let confirm)? = h.state.popups.last else {
      Issue.record("no confirmation")
      return
    }
    #expect(confirm.typed == nil)
    #expect(confirm.isConfirmed)
  }

  @Test func readOnlyProfileRefusesToSendButDryRuns() throws {
    var h = SendFixtures.harness(profile: "audit")
    try h.type("<F10>")
    #expect(h.effects.isEmpty)
    #expect(
      h.state.status == StatusMessage("Profile audit is read-only: dry runs only (F9)", .error))
    try h.type("<F11>")
    #expect(h.effects.isEmpty)
    try h.type("<F9>")
    #expect(sentPlan(h.effects)?.kind == .dryRun)
  }

  @Test func errorsBlockSendingWarningsDoNot() throws {
    var draft = SampleDraft.draft
    draft.setValue("red", at: "message.android.notification.color")
    var h = SendFixtures.harness(draft: draft)
    try h.type("<F10>")
    #expect(h.effects.isEmpty)
    guard case .problems? = h.state.popups.last else {
      Issue.record("no problems list")
      return
    }
    #expect(h.state.status?.text.hasPrefix("Not sent: fix 1 error first") == true)
    var warned = SampleDraft.draft
    warned.recipientTokens += [warned.recipientTokens[0]]  // a duplicate: a warning
    var w = SendFixtures.harness(draft: warned)
    try w.type("<F10>")
    #expect(w.state.derived.diagnostics.contains { $0.severity == .warning })
    #expect(sentPlan(w.effects)?.kind == .test)
  }

  @Test func escStopsGracefullyThenAbandonsThenCloses() throws {
    var h = SendFixtures.harness()
    try h.type("<F10>")
    let plan = try #require(sentPlan(h.effects))
    h.effects.removeAll()
    try h.type("<esc>")
    #expect(h.effects == [.stopSend(id: plan.id, abandonInFlight: false)])
    #expect(h.state.send?.phase == .stopping)
    try h.type("<esc>")
    #expect(h.effects.last == .stopSend(id: plan.id, abandonInFlight: true))
    var summary = CampaignSummary(dryRun: false)
    summary.stopped = true
    h.send(.sendEvent(id: plan.id, .finished(summary)))
    #expect(
      h.state.status?.text == "Test send stopped: 0 sent, 0 not delivered; send again to resume")
    try h.type("<esc>")
    #expect(!h.state.sendVisible)
  }

  @Test func startFailureIsShown() throws {
    var h = SendFixtures.harness()
    try h.type("<F10>")
    let plan = try #require(sentPlan(h.effects))
    h.send(.sendFailed(id: plan.id, message: SendError.credentialsMissing.description))
    #expect(h.state.send?.phase == .finished)
    #expect(h.state.send?.failure == SendError.credentialsMissing.description)
    #expect(h.state.status?.kind == .error)
  }
}

@Suite struct TokensFileCampaignTests {
  @Test func aDraftWithoutTokensAsksForATokensFile() throws {
    var draft = SampleDraft.draft
    draft.recipientTokens = []
    var h = SendFixtures.harness(draft: draft)
    #expect(h.state.derived.hasErrors)  // no target of its own
    try h.type("<F11>")
    guard case .prompt(let prompt)? = h.state.popups.last else {
      Issue.record("no tokens-file prompt")
      return
    }
    #expect(prompt.purpose == .tokensFile)
    try h.type("/data/audience.txt<ret>")
    guard case .inspectCampaign(let plan)? = h.effects.last else {
      Issue.record("campaign not inspected")
      return
    }
    #expect(
      plan.audience
        == .tokens(
          [], file: URL(fileURLWithPath: "/data/audience.txt"),
          fileDisplayName: "/data/audience.txt"))
  }
}
