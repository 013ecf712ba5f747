import Foundation

/// Runs a campaign: streams recipients, keeps up to `concurrency` requests in flight through a
/// `PushSender`, journals and reports every result as it arrives, and reports progress through
/// a callback (or `CampaignHandle.events`). Stops gracefully on `stop()` (in-flight requests
/// finish and are journaled), hard on task cancellation, and by itself when an error applies
/// to every recipient (credentials, permissions, an invalid message).
public final class CampaignRunner: Sendable {
  private let sender: any PushSender
  private let clock: SendClock
  /// The graceful-stop flag (share it with `FCMSender` so retry waits end early too).
  public let stopSignal: StopSignal
  /// Pauses the campaign when its endpoint does not answer (attach it to the `FCMSender`).
  public let breaker: CircuitBreaker?

  /// Creates a runner sending through `sender`, paused by `breaker` when it trips.
  public init(
    sender: any PushSender, stop: StopSignal = StopSignal(), clock: SendClock = .live,
    breaker: CircuitBreaker? = nil
  ) {
    self.sender = sender
    self.stopSignal = stop
    self.clock = clock
    self.breaker = breaker
  }

  /// Asks the campaign to stop after the requests in flight.
  public func stop() { stopSignal.stop() }

  /// Runs `campaign` to the end. Throws only when it cannot start (journal, report or tokens
  /// file unusable); everything after that is in the summary.
  public func run(
    _ campaign: Campaign, onEvent: @escaping @Sendable (CampaignEvent) -> Void = { _ in }
  ) async throws(SendError) -> CampaignSummary {
    var state = try CampaignState(campaign: campaign, clock: clock)
    let stream = try RecipientStream(
      campaign: campaign, message: state.message, seen: state.seen, now: clock.now())
    state.seen = TokenSet()
    breaker?.expect(state.progress.total ?? CircuitBreaker.firstAttempts)
    onEvent(.started(state.progress))
    let template = MessageTemplate(
      message: state.message, dryRun: campaign.dryRun, recipientKey: campaign.recipientKey)
    let sender = self.sender
    let journal = state.journal
    var skipped = 0
    // A recipient taken from the stream when the campaign stopped: never sent.
    var held: (target: PushTarget, row: Int?)?
    // Each task hands back its result with the audience row it was for (nil for plain
    // tokens), so rows need no lookup by token.
    await withTaskGroup(of: (DeliveryResult, Int?).self) { group in
      var inFlight = 0
      while !shouldStop(state), let item = stream.next() {
        // A plain token's body is the template's with the token placed (built in the task);
        // a personalized row brings its own.
        let send: (target: PushTarget, body: [UInt8]?, row: Int?)
        switch item {
        case .issue(let issue):
          state.summary.malformedLines += 1
          onEvent(.issue(issue))
          continue
        case .skipped:
          skipped += 1
          continue
        case .failed(let error):
          if state.summary.abortReason == nil { state.summary.abortReason = error }
          continue
        case .target(let target):
          send = (target, nil, nil)
        case .personalized(let target, let body, let row):
          send = (target, body, row)
        }
        let (target, body, row) = send
        if inFlight >= campaign.concurrency, let result = await group.next() {
          inFlight -= 1
          state.record(result.0, row: result.1, onEvent: onEvent)
          if shouldStop(state) {
            held = (target, row)
            continue
          }
        }
        if let pacer = campaign.pacer, await !pacer.admit(stop: stopSignal) { continue }
        let ticket = state.dispatched(target, row: row)
        group.addTask {
          // The "about to send" record must be on disk before the request leaves.
          if let journal, let ticket, await !journal.durable(ticket) {
            let reason = "cannot write (\(journal.failure ?? "unknown error")); sending stopped."
            let aborted = DeliveryResult(
              target: target, outcome: .aborted(.journal(path: journal.path, reason: reason)),
              attempts: 0)
            return (aborted, row)
          }
          return (await sender.send(body: body ?? template.body(for: target), to: target), row)
        }
        inFlight += 1
      }
      while let result = await group.next() {
        state.record(result.0, row: result.1, onEvent: onEvent)
      }
    }
    let paused = breaker?.reason
    if let paused, state.summary.abortReason == nil { state.summary.abortReason = paused }
    var summary = state.finish(
      skipped: skipped, stopped: (stopSignal.isStopping && paused == nil) || Task.isCancelled)
    reportNotSent(stream, held: held, campaign: campaign, summary: &summary)
    onEvent(.finished(summary))
    return summary
  }

  /// Starts `campaign` in a task and returns a handle with an event stream, for the TUI.
  public func start(_ campaign: Campaign) -> CampaignHandle {
    let (events, continuation) = AsyncStream.makeStream(
      of: CampaignEvent.self, bufferingPolicy: .bufferingNewest(4096))
    let task = Task { () throws -> CampaignSummary in
      defer { continuation.finish() }
      return try await self.run(campaign) { continuation.yield($0) }
    }
    return CampaignHandle(events: events, task: task, runner: self)
  }

  private func shouldStop(_ state: CampaignState) -> Bool {
    stopSignal.isStopping || Task.isCancelled || state.summary.abortReason != nil
      || state.journal?.failure != nil
  }
}
