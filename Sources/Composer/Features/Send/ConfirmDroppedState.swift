import PushCore

/// "FCM accepts this, but the device drops it": asked before a test send or campaign whose only
/// errors are of the delivered-but-dropped class (`SendGate.droppedOnly`). Cancel is focused by
/// default; "Send anyway" goes on as `send --allow-dropped` does.
public struct ConfirmDroppedState: Sendable, Equatable {
  /// The send the user started, to run again with consent.
  public enum Action: Sendable, Equatable {
    case test
    case campaign(tokensFile: String?)
  }

  /// The buttons, in order.
  public static let buttons = ["Cancel", "Send anyway"]

  /// The delivered-but-dropped findings, each shown with its rule id.
  public var findings: [Diagnostic]
  public var action: Action
  /// 0 Cancel (default), 1 Send anyway.
  public var selected = 0

  public init(findings: [Diagnostic], action: Action) {
    self.findings = findings
    self.action = action
  }

  /// Whether the focused button is "Send anyway".
  public var sendsAnyway: Bool { selected == 1 }
}
