/// What happened to one recipient.
public enum DeliveryOutcome: Sendable, Equatable {
  /// FCM accepted the message (`projects/…/messages/…`); for a dry run, FCM found it valid.
  case sent(messageName: String)
  /// FCM refused this recipient for good (UNREGISTERED, bad token, SENDER_ID_MISMATCH, …).
  case rejected(FCMErrorInfo)
  /// Not delivered: still failing after the allowed retries (429/500/503), or the campaign
  /// stopped while waiting to retry. Safe to try again later (`--resume` does).
  case failed(FCMErrorInfo)
  /// No HTTP answer after the allowed retries. Not known to be delivered.
  case networkFailure(TransportError)
  /// A problem that applies to every recipient (credentials, permission, invalid message): the
  /// campaign stops and this recipient stays pending.
  case aborted(SendError)

  /// True when the outcome is final: sent, or rejected for good.
  public var isFinal: Bool {
    switch self {
    case .sent, .rejected: true
    case .failed, .networkFailure, .aborted: false
    }
  }

  /// The error code for reports and summaries (`UNREGISTERED`, `NETWORK`, …); nil when sent.
  public var errorCode: String? {
    switch self {
    case .sent: nil
    case .rejected(let info), .failed(let info): info.code
    case .networkFailure: "NETWORK"
    case .aborted: "ABORTED"
    }
  }

  /// One line in plain words, with the next step.
  public var explanation: String {
    switch self {
    case .sent(let name): "sent (\(name))"
    case .rejected(let info), .failed(let info): info.explanation
    case .networkFailure(let error): "no answer from FCM: \(error)."
    case .aborted(let error): error.description
    }
  }
}
