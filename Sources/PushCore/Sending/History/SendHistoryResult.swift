/// One recipient's result as a history line records it: the target (a token by its last 6
/// characters), the outcome, and for a failure its error code and explanation.
public struct SendHistoryResult: Sendable, Equatable {
  /// `…a1b2c3`, `topic news` or `condition …`.
  public var target: String
  /// `sent`, `rejected`, `failed`, `network` or `aborted`.
  public var outcome: String
  /// The FCM error code (`UNREGISTERED`, …), if not sent.
  public var code: String?
  /// The error in plain words, if not sent.
  public var detail: String?

  public init(target: String, outcome: String, code: String? = nil, detail: String? = nil) {
    self.target = target
    self.outcome = outcome
    self.code = code
    self.detail = detail
  }

  /// Whether FCM accepted the message for this recipient.
  public var isSent: Bool { outcome == "sent" }

  /// The name recorded for an outcome.
  static func outcomeName(_ outcome: DeliveryOutcome) -> String {
    switch outcome {
    case .sent: "sent"
    case .rejected: "rejected"
    case .failed: "failed"
    case .networkFailure: "network"
    case .aborted: "aborted"
    }
  }

  /// Reads a recorded result (nil when the target or outcome is missing).
  init?(json: JSONValue) {
    guard let object = json.objectValue, let target = object["target"]?.stringValue,
      let outcome = object["outcome"]?.stringValue
    else { return nil }
    self.init(
      target: target, outcome: outcome, code: object["code"]?.stringValue,
      detail: object["detail"]?.stringValue)
  }
}
