import PushCore
import TermUI

/// What comes back from sends: the dry run's verdict (FCM's field violations become
/// diagnostics on their fields), and test-send and campaign events for the results screen.
extension Reducer {
  static func campaignInspected(_ state: inout ComposerState, _ plan: SendPlan) -> [Effect] {
    state.status = nil
    state.popups.append(.confirmSend(ConfirmSendState(plan: plan)))
    return []
  }

  /// An event of the pending dry run or the current send; events of older sends are dropped.
  static func sendEvent(_ state: inout ComposerState, id: Int, _ event: CampaignEvent)
    -> [Effect]
  {
    if id == state.pendingDryRun {
      dryRunEvent(event, &state)
    } else if case .finished(let summary) = event, summary.dryRun, id != state.send?.plan.id,
      case .unreachable? = summary.abortReason
    {
      // The dry run's result came first; that nothing answers is the news.
      state.status = StatusMessage("✗ " + (summary.abortReason?.description ?? ""), .error)
    } else if id == state.send?.plan.id {
      state.send?.apply(event)
      if case .finished(let summary) = event, let session = state.send {
        state.status = finishedStatus(session, summary)
      }
    }
    return []
  }

  static func sendPaused(_ state: inout ComposerState, seconds: Double, quota: Bool) -> [Effect] {
    let why = quota ? "FCM quota exceeded" : "FCM asked to slow down (429)"
    state.status = StatusMessage(
      "\(why): every request waits \(Int(seconds.rounded(.up))) s, then sending resumes",
      .warning)
    return []
  }

  static func sendTicked(_ state: inout ComposerState, id: Int, elapsed: Double, retrying: Int)
    -> [Effect]
  {
    guard var session = state.send, id == session.plan.id, session.phase != .finished else {
      return []
    }
    session.progress.elapsed = max(session.progress.elapsed, elapsed)
    session.retrying = retrying
    state.send = session
    return []
  }

  static func sendFailed(_ state: inout ComposerState, id: Int, _ message: String) -> [Effect] {
    if id == state.pendingDryRun { state.pendingDryRun = nil }
    if id == state.send?.plan.id, state.send?.phase != .finished {
      state.send?.failure = message
      state.send?.phase = .finished
    }
    state.status = StatusMessage(message, .error)
    return []
  }

  /// The dry run's one result: accepted, or rejected with FCM's reasons.
  private static func dryRunEvent(_ event: CampaignEvent, _ state: inout ComposerState) {
    switch event {
    case .result(let result, _):
      state.pendingDryRun = nil
      verdict(result.outcome, &state)
    case .finished(let summary):
      if state.pendingDryRun != nil, let reason = summary.abortReason {
        state.status = StatusMessage(reason.description, .error)
      }
      state.pendingDryRun = nil
    case .started, .issue:
      break
    }
  }

  private static func verdict(_ outcome: DeliveryOutcome, _ state: inout ComposerState) {
    switch outcome {
    case .sent:
      state.serverDiagnostics = []
      state.status = StatusMessage(
        "✓ FCM accepted the message (dry run: nothing was delivered)", .success)
    case .aborted(.messageRejected(let info)) where !info.fieldViolations.isEmpty:
      state.serverDiagnostics = info.fieldViolations.map { violation in
        Diagnostic(
          .fcmRejected, violation.path ?? "message",
          "FCM rejected this: "
            + (violation.description.isEmpty ? info.message : violation.description))
      }
      if let first = state.serverDiagnostics.first { jump(to: first, &state) }
      state.status = StatusMessage("✗ FCM rejected \(info.fieldSummary)", .error)
    case .aborted(let error):
      state.status = StatusMessage("✗ " + error.description, .error)
    case .rejected, .failed, .networkFailure:
      state.status = StatusMessage("✗ " + outcome.explanation, .error)
    }
  }

  /// The status line once a test send or campaign ends.
  static func finishedStatus(_ session: SendSession, _ summary: CampaignSummary) -> StatusMessage {
    let what = session.plan.kind == .test ? "Test send" : "Campaign"
    if let failure = session.failure { return StatusMessage("\(what) stopped: \(failure)", .error) }
    let notDelivered = summary.notDelivered + summary.unconfirmed
    let counts = "\(summary.sent) sent, \(notDelivered) not delivered"
    if summary.stopped {
      return StatusMessage("\(what) stopped: \(counts); send again to resume", .warning)
    }
    return StatusMessage(
      "\(what) finished: \(counts)", notDelivered == 0 ? .success : .warning)
  }
}
