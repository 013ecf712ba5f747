import Composer
import Config
import Foundation
import PushCore
import TermUI
import Testing

/// A draft whose only errors are of the delivered-but-dropped class asks before a test send
/// or campaign (Cancel focused), and "Send anyway" goes on as `send --allow-dropped` does;
/// any other error still blocks. Keys go through the real pipeline.
@Suite struct DroppedSendKeyTests {
  /// The sample draft with a web notification that renotifies without a tag: FCM accepts it,
  /// the browser throws.
  static var droppedDraft: Draft {
    var draft = SampleDraft.draft
    draft.setValue(.bool(true), at: "message.webpush.notification.renotify")
    return draft
  }

  private func started(_ effects: [Effect]) -> SendPlan? {
    for effect in effects.reversed() {
      if case .startSend(let plan) = effect { return plan }
      if case .inspectCampaign(let plan) = effect { return plan }
    }
    return nil
  }

  @Test func theDraftHasOnlyDroppedErrors() {
    let h = SendFixtures.harness(draft: Self.droppedDraft)
    let errors = h.state.derived.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.rule) == [.webRenotifyTag])
    #expect(SendGate(h.state.derived.diagnostics) == .droppedOnly(errors))
  }

  @Test func enterOnTheQuestionCancelsTheTestSend() throws {
    var h = SendFixtures.harness(draft: Self.droppedDraft)
    try h.type("<F10>")
    guard case .confirmDropped(let confirm)? = h.state.popups.last else {
      Issue.record("no question: \(h.state.popups), \(String(describing: h.state.status))")
      return
    }
    #expect(confirm.selected == 0)
    #expect(confirm.findings.map(\.rule) == [.webRenotifyTag])
    #expect(h.effects.isEmpty)
    try h.type("<ret>")
    #expect(h.state.popups.isEmpty)
    #expect(h.effects.isEmpty)
    #expect(h.state.send == nil)
    #expect(h.state.status?.text == "Not sent")
  }

  @Test func sendAnywayStartsTheTestSend() throws {
    var h = SendFixtures.harness(draft: Self.droppedDraft)
    try h.type("<F10><tab><ret>")
    let plan = try #require(started(h.effects))
    #expect(plan.kind == .test)
    #expect(
      plan.audience == .tokens(SampleDraft.draft.recipientTokens, file: nil, fileDisplayName: nil))
    #expect(h.state.sendVisible)
  }

  @Test func sendAnywayGoesOnToTheCampaignConfirmation() throws {
    var h = SendFixtures.harness(draft: Self.droppedDraft)
    try h.type("<F11>")
    guard case .confirmDropped(let confirm)? = h.state.popups.last else {
      Issue.record("no question")
      return
    }
    #expect(confirm.action == .campaign(tokensFile: nil))
    try h.type("<right><ret>")
    let plan = try #require(started(h.effects))
    #expect(plan.kind == .campaign)
    #expect(h.effects == [.inspectCampaign(plan)])
    h.effects.removeAll()
    h.send(.campaignInspected(plan))
    try h.type("<tab><ret>")
    #expect(h.effects == [.startSend(plan)])
  }

  @Test func anyOtherErrorStillBlocksWithoutAsking() throws {
    var draft = Self.droppedDraft
    draft.setValue(.string("red"), at: "message.android.notification.color")
    var h = SendFixtures.harness(draft: draft)
    #expect(
      h.state.derived.diagnostics.contains { $0.severity == .error && !$0.isDroppedOnDelivery })
    try h.type("<F10>")
    guard case .problems? = h.state.popups.last else {
      Issue.record("not blocked: \(h.state.popups)")
      return
    }
    #expect(h.effects.isEmpty)
    #expect(h.state.status?.text.hasPrefix("Not sent: fix 2 errors") == true)
  }
}
