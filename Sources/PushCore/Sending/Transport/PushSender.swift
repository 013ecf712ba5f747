/// Delivers one prepared request. `FCMSender` talks to FCM; tests and the TUI's demo mode
/// can supply recording fakes.
public protocol PushSender: Sendable {
  /// Sends `body` (a complete `{"message": …}` request) to `target`, retrying as allowed.
  /// Never throws: every way it can end is a `DeliveryOutcome`.
  func send(body: [UInt8], to target: PushTarget) async -> DeliveryResult
}
