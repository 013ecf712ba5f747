import PushCore

/// One recipient's line in the results table: the token's last characters, the outcome word
/// and what it means in plain words.
public struct SendRow: Sendable, Equatable {
  /// How a recipient fared, as shown and counted.
  public enum Outcome: String, Sendable, Equatable, CaseIterable {
    /// FCM accepted it (for a dry run: found it valid).
    case sent
    /// Refused for good (UNREGISTERED, a bad token, …).
    case rejected
    /// Not delivered but worth another try (resume sends it again).
    case failed
    /// In flight when the campaign was cancelled: may or may not have arrived.
    case unconfirmed

    /// The theme role of the outcome word.
    public var role: String {
      switch self {
      case .sent: "send.success"
      case .rejected, .failed: "send.failure"
      case .unconfirmed: "send.pending"
      }
    }
  }

  /// `…abc123`, `topic news`, `condition …`.
  public var recipient: String
  public var outcome: Outcome
  /// The error explained (or the message name when sent).
  public var detail: String

  public init(recipient: String, outcome: Outcome, detail: String) {
    self.recipient = recipient
    self.outcome = outcome
    self.detail = detail
  }

  /// The row for a delivery result (nil for `.aborted`, which is the campaign's problem).
  public init?(_ result: DeliveryResult) {
    recipient = result.target.redacted
    switch result.outcome {
    case .sent(let name): (outcome, detail) = (.sent, name)
    case .rejected(let info): (outcome, detail) = (.rejected, info.explanation)
    case .failed(let info):
      (outcome, detail) = (
        .failed, "\(info.summary) It was \(Self.tried(result)); " + Self.resumeStep
      )
    case .networkFailure(.cancelled):
      (outcome, detail) = (.unconfirmed, "cancelled while in flight: it may or may not arrive")
    case .networkFailure(let error) where error.mayHaveArrived:
      (outcome, detail) = (
        .unconfirmed, "\(TerminalSafe.escaped(error.description)): it may or may not arrive"
      )
    case .networkFailure(let error):
      (outcome, detail) = (
        .failed,
        "no answer from FCM (\(TerminalSafe.escaped(error.description))); \(Self.tried(result)); "
          + Self.resumeStep
      )
    case .aborted: return nil
    }
  }

  /// What sends a failed recipient again, in the composer's words.
  static let resumeStep = "sending the campaign again resumes it"

  /// "tried once", "tried 3 times" (the attempts the sender made, retries included).
  static func tried(_ result: DeliveryResult) -> String {
    result.attempts == 1 ? "tried once" : "tried \(result.attempts) times"
  }
}
