import Foundation

/// `PushSender` for FCM v1 topic management: one request per token (see `TopicOperation`),
/// so a `CampaignRunner` gives topic changes the campaign's concurrency, journal, report,
/// progress and `--resume`. The request body the runner builds is not used.
public final class TopicSender: PushSender {
  private let operation: TopicOperation
  private let endpoint: String
  private let project: String
  private let requester: TopicRequester

  /// Creates a sender. `endpoint` must already be validated (`EndpointURL.trusted`).
  public init(
    operation: TopicOperation, endpoint: String, project: String, requester: TopicRequester
  ) {
    self.operation = operation
    self.endpoint = endpoint
    self.project = project
    self.requester = requester
  }

  public func send(body: [UInt8], to target: PushTarget) async -> DeliveryResult {
    let request = operation.request(endpoint: endpoint, project: project, token: target.value)
    let answer = await requester.perform(
      url: request.url, method: request.method, body: request.body,
      headers: TopicRequester.fcmHeaders, decode: FCMErrorInfo.decodeTopicAnswer)
    switch answer {
    case .aborted(let error, let attempts):
      return DeliveryResult(target: target, outcome: .aborted(error), attempts: attempts)
    case .network(let error, let attempts):
      // Retrying is safe (the change is idempotent), so an unanswered request is simply not
      // done: --resume tries it again.
      let info = FCMErrorInfo(
        httpStatus: 0, code: "NETWORK", message: "no answer (\(error)) after \(attempts) attempts")
      return DeliveryResult(target: target, outcome: .failed(info), attempts: attempts)
    case .response(let response, let attempts):
      return DeliveryResult(
        target: target, outcome: outcome(response), attempts: attempts)
    }
  }

  /// What an answer means for the token.
  func outcome(_ response: HTTPResponse) -> DeliveryOutcome {
    if (200..<300).contains(response.status) {
      return .sent(messageName: operation.kind == .subscribe ? "subscribed" : "unsubscribed")
    }
    let info = FCMErrorInfo.decodeTopicAnswer(response, now: Date())
    if operation.kind == .subscribe, response.status == 409 || info.status == "ALREADY_EXISTS" {
      return .sent(messageName: "already subscribed")
    }
    return info.isTransientTopicError ? .failed(info) : .rejected(info)
  }
}
