import Composer
import Foundation
import PushCore
import TermUI

/// The send screens and popups for snapshots.
enum SendScenarios {
  static func base(_ size: Size, profile: String = "staging", draft: Draft = SampleDraft.draft)
    -> ComposerState
  {
    var state = ScreenFixtures.sample(size, draft: draft)
    state.profiles = SendFixtures.config
    state.profileName = profile
    state.projectID = SendFixtures.config.profile(named: profile)?.project
    return state
  }

  static func confirm(_ confirm: ConfirmSendState, _ size: Size, profile: String = "staging")
    -> ComposerState
  {
    var state = base(size, profile: profile)
    state.popups = [.confirmSend(confirm)]
    return state
  }

  static func screen(_ session: SendSession, _ size: Size) -> ComposerState {
    var state = base(size)
    state.send = session
    state.sendVisible = true
    return state
  }

  static let all: [(String, @Sendable (Size) -> ComposerState)] = [
    ("confirmSendTokens", { confirm(ConfirmSendState(plan: SendFixtures.plan()), $0) }),
    (
      "confirmSendTypeProjectID",
      { size in
        var plan = SendFixtures.plan(profile: SendFixtures.prod, audience: .topic("news"))
        plan.recipientCount = 1
        var confirm = ConfirmSendState(plan: plan)
        confirm.typed?.insert("shop-pr")
        confirm.selected = 1
        confirm.error = "Type shop-prod to enable Send"
        return SendScenarios.confirm(confirm, size, profile: "prod")
      }
    ),
    (
      "confirmSendResume",
      { size in
        var plan = SendFixtures.plan()
        plan.resumePoint = ResumePoint(done: 230, unconfirmed: 0)
        return confirm(ConfirmSendState(plan: plan), size)
      }
    ),
    (
      "confirmDropped",
      { size in
        var state = base(size, draft: DroppedSendKeyTests.droppedDraft)
        let findings = state.derived.diagnostics.filter(\.isDroppedOnDelivery)
        state.popups = [.confirmDropped(ConfirmDroppedState(findings: findings, action: .test))]
        return state
      }
    ),
    (
      "profilePicker",
      { size in
        var state = base(size)
        state.popups = [.profiles(ProfilePickerState(selected: 1))]
        return state
      }
    ),
    (
      "tokensFilePrompt",
      { size in
        var state = base(size)
        state.popups = [.prompt(PromptState(purpose: .tokensFile, text: "~/audiences/spring.txt"))]
        return state
      }
    ),
    ("campaignRunning", { screen(SendFixtures.session(done: 230), $0) }),
    (
      "campaignStopped",
      { screen(SendFixtures.session(done: 230, finished: true, stopped: true), $0) }
    ),
    (
      "testSendResults",
      { size in
        var plan = SendFixtures.plan(
          kind: .test,
          audience: .tokens(SampleDraft.draft.recipientTokens, file: nil, fileDisplayName: nil))
        plan.reportPath = nil
        var session = SendSession(plan: plan)
        var summary = CampaignSummary(dryRun: false)
        for (n, token) in SampleDraft.draft.recipientTokens.enumerated() {
          session.apply(
            .result(SendFixtures.result(token, n * 3), CampaignProgress(total: 2, done: n + 1)))
        }
        summary.sent = 1
        summary.rejectedByCode = ["UNREGISTERED": 1]
        session.apply(.finished(summary))
        return screen(session, size)
      }
    ),
    (
      "dryRunRejectedField",
      { size in
        var state = base(size)
        state.serverDiagnostics = [
          Diagnostic(.fcmRejected, "message.notification.title", "FCM rejected this: Too festive")
        ]
        state.focus[.compose] = .field("message.notification.title")
        state.status = StatusMessage(
          "✗ FCM rejected message.notification.title: Too festive", .error)
        return state
      }
    ),
  ]
}
