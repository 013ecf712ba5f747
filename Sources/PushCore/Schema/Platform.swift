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
  /// When it goes out (`fcm_compose.schedule`; no v1 field: the schedule is never sent).
  case scheduling
  case additionalOptions = "additional-options"

  /// The console's heading for the step.
  public var title: String {
    switch self {
    case .notification: "Notification"
    case .target: "Target"
    case .scheduling: "Scheduling"
    case .additionalOptions: "Additional options"
    }
  }

  /// `3  Scheduling`: the step's number in the console's order, and its title.
  public var heading: String {
    "\((Self.allCases.firstIndex(of: self) ?? 0) + 1)  \(title)"
  }
}
