import Foundation

/// Runs a topic change through the Instance ID batch API (`TopicOperation.legacy`): recipients
/// are read as a campaign reads them (`RecipientStream`: tokens, files, audiences, duplicates
/// and resume), up to 1,000 a request and `concurrency` requests in flight, and every token's
/// result is journalled and reported as a campaign's is, so `--report` and `--resume` work
/// alike through either API.
public final class TopicBatchRunner: Sendable {
  private let operation: TopicOperation
  private let endpoint: String
  private let requester: TopicRequester
  private let clock: SendClock
  private let batchLimit: Int
  /// The graceful-stop flag (share it with the requester so retry waits end early too).
  public let stopSignal: StopSignal

  /// Creates a runner; `endpoint` is the validated Instance ID base URL.
  public init(
    operation: TopicOperation, endpoint: String, requester: TopicRequester,
    stop: StopSignal = StopSignal(), clock: SendClock = .live,
    batchLimit: Int = TopicOperation.legacyBatchLimit
  ) {
    self.operation = operation
    self.endpoint = endpoint
    self.requester = requester
    self.stopSignal = stop
    self.clock = clock
    self.batchLimit = max(1, min(batchLimit, TopicOperation.legacyBatchLimit))
  }

  /// Runs `campaign` (its message is the operation's `journalMessage`) to the end. Throws only
  /// when it cannot start.
  public func run(
    _ campaign: Campaign, onEvent: @escaping @Sendable (CampaignEvent) -> Void = { _ in }
  ) async throws(SendError) -> CampaignSummary {
    var state = try CampaignState(campaign: campaign, clock: clock)
    let stream = try RecipientStream(
      campaign: campaign, message: state.message, seen: state.seen, now: clock.now())
    state.seen = TokenSet()
    onEvent(.started(state.progress))
    let journal = state.journal
    var skipped = 0
    await withTaskGroup(of: [(DeliveryResult, Int?)].self) { group in
      var inFlight = 0
      var exhausted = false
      while !exhausted, !shouldStop(state) {
        var batch: [(target: PushTarget, row: Int?)] = []
        reading: while batch.count < batchLimit {
          guard let item = stream.next() else {
            exhausted = true
            break
          }
          switch item {
          case .issue(let issue):
            state.summary.malformedLines += 1
            onEvent(.issue(issue))
          case .skipped:
            skipped += 1
          case .failed(let error):
            if state.summary.abortReason == nil { state.summary.abortReason = error }
            exhausted = true
            break reading
          case .target(let target):
            batch.append((target, nil))
          case .personalized(let target, _, let row):
            batch.append((target, row))
          }
        }
        if batch.isEmpty { break }
        if inFlight >= campaign.concurrency, let results = await group.next() {
          inFlight -= 1
          for (result, row) in results { state.record(result, row: row, onEvent: onEvent) }
          // The batch read but not sent stays pending: the journal has no record of it.
          if shouldStop(state) { break }
        }
        let tickets = batch.compactMap { state.dispatched($0.target, row: $0.row) }
        group.addTask {
          // Every "about to send" record must be on disk before the request leaves.
          if let journal, let last = tickets.max(), await !journal.durable(last) {
            let reason = "cannot write (\(journal.failure ?? "unknown error")); sending stopped."
            return batch.map { item in
              let aborted = DeliveryOutcome.aborted(.journal(path: journal.path, reason: reason))
              return (DeliveryResult(target: item.target, outcome: aborted, attempts: 0), item.row)
            }
          }
          let results = await self.send(batch.map(\.target))
          return zip(results, batch).map { ($0, $1.row) }
        }
        inFlight += 1
      }
      for await results in group {
        for (result, row) in results { state.record(result, row: row, onEvent: onEvent) }
      }
    }
    let summary = state.finish(skipped: skipped, stopped: stopSignal.isStopping || Task.isCancelled)
    onEvent(.finished(summary))
    return summary
  }

  /// Sends one batch; one result per target, in order.
  func send(_ targets: [PushTarget]) async -> [DeliveryResult] {
    let request = operation.legacyRequest(endpoint: endpoint, tokens: targets.map(\.value))
    let answer = await requester.perform(
      url: request.url, method: "POST", body: request.body,
      headers: TopicRequester.instanceIDHeaders, decode: FCMErrorInfo.decodeTopicAnswer)
    let outcomes: [DeliveryOutcome]
    let attempts: Int
    switch answer {
    case .aborted(let error, let n):
      (outcomes, attempts) = (Array(repeating: .aborted(error), count: targets.count), n)
    case .network(let error, let n):
      let info = FCMErrorInfo(
        httpStatus: 0, code: "NETWORK", message: "no answer (\(error)) after \(n) attempts")
      (outcomes, attempts) = (Array(repeating: .failed(info), count: targets.count), n)
    case .response(let response, let n):
      (outcomes, attempts) = (Self.outcomes(response, count: targets.count, operation.kind), n)
    }
    return zip(targets, outcomes).map {
      DeliveryResult(target: $0, outcome: $1, attempts: attempts)
    }
  }

  /// Each token's outcome from a batch answer: `{"results": [{}, {"error": "NOT_FOUND"}]}`, in
  /// the order the tokens were sent (the Admin SDK's `TopicManagementResponse`).
  static func outcomes(_ response: HTTPResponse, count: Int, _ kind: TopicOperation.Kind)
    -> [DeliveryOutcome]
  {
    guard (200..<300).contains(response.status) else {
      let info = FCMErrorInfo.decodeTopicAnswer(response, now: Date())
      let outcome: DeliveryOutcome = info.isTransientTopicError ? .failed(info) : .rejected(info)
      return Array(repeating: outcome, count: count)
    }
    guard
      let root = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any],
      let results = root["results"] as? [Any], results.count == count
    else {
      let info = FCMErrorInfo(
        httpStatus: response.status, code: "INTERNAL",
        message: "the Instance ID service answered without one result per token")
      return Array(repeating: .failed(info), count: count)
    }
    let done = kind == .subscribe ? "subscribed" : "unsubscribed"
    return results.map { item in
      guard let code = (item as? [String: Any])?["error"] as? String else {
        return .sent(messageName: done)
      }
      let info = FCMErrorInfo.instanceIDResult(code)
      return info.isTransientTopicError ? .failed(info) : .rejected(info)
    }
  }

  private func shouldStop(_ state: CampaignState) -> Bool {
    stopSignal.isStopping || Task.isCancelled || state.summary.abortReason != nil
      || state.journal?.failure != nil
  }
}
