import PushCore

/// The console's Target step, extended with the API's other targets.
public enum TargetKind: String, Sendable, Hashable, CaseIterable {
  /// The draft's recipient tokens: one request per token (the console's test devices).
  case devices
  case topic
  case condition
  /// A single `message.token`.
  case token
  /// A single `message.fid`.
  case fid

  /// The picker's label.
  public var label: String {
    switch self {
    case .devices: "Devices (token list)"
    case .topic: "Topic"
    case .condition: "Condition"
    case .token: "Token in message"
    case .fid: "Installation ID (FID)"
    }
  }

  /// The message key this kind sets (nil for the recipient list).
  public var messageKey: String? {
    switch self {
    case .devices: nil
    case .topic: "topic"
    case .condition: "condition"
    case .token: "token"
    case .fid: "fid"
    }
  }

  /// The target kind a draft has now: its message target if any, else devices.
  public static func current(in draft: Draft) -> TargetKind {
    let message = draft.message
    return allCases.first { $0.messageKey.map { message[$0] != nil } ?? false } ?? .devices
  }
}
