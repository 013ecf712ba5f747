/// Which delivery platform a field belongs to; also the preview tabs.
public enum Platform: String, Sendable, Hashable, CaseIterable, Codable {
  /// Fields every platform reads (the common `message.*` fields).
  case common
  /// `message.android`.
  case android
  /// `message.apns` (Apple).
  case apns
  /// `message.webpush`.
  case webpush

  /// The human name used in tabs and messages.
  public var title: String {
    switch self {
    case .common: "Common"
    case .android: "Android"
    case .apns: "Apple"
    case .webpush: "Web"
    }
  }
}

/// The step of the Firebase console's Notifications composer that shows a field.
public enum ConsoleStep: String, Sendable, Hashable, CaseIterable, Codable {
  case notification
  case target
  case additionalOptions = "additional-options"

  /// The console's heading for the step.
  public var title: String {
    switch self {
    case .notification: "Notification"
    case .target: "Target"
    case .additionalOptions: "Additional options"
    }
  }
}
