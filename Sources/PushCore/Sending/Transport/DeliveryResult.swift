/// The result for one recipient: its target, outcome and how many attempts it took.
public struct DeliveryResult: Sendable, Equatable {
  /// The recipient.
  public var target: PushTarget
  /// What happened.
  public var outcome: DeliveryOutcome
  /// HTTP attempts made (retries included).
  public var attempts: Int

  /// Creates a result.
  public init(target: PushTarget, outcome: DeliveryOutcome, attempts: Int) {
    self.target = target
    self.outcome = outcome
    self.attempts = attempts
  }
}
