import PushCore

/// The form's tabs: the console's steps, then one tab per platform override.
public enum FormTab: String, Sendable, Hashable, CaseIterable {
  /// The Firebase console's composer: Notification, Target, Additional options.
  case compose
  /// Every `message.android` field.
  case android
  /// Every `message.apns` field.
  case apns
  /// Every `message.webpush` field.
  case webpush

  /// The tab title.
  public var title: String {
    switch self {
    case .compose: "Compose"
    case .android: Platform.android.title
    case .apns: Platform.apns.title
    case .webpush: Platform.webpush.title
    }
  }

  /// The platform whose fields the tab lists (nil for the console tab).
  public var platform: Platform? {
    switch self {
    case .compose: nil
    case .android: .android
    case .apns: .apns
    case .webpush: .webpush
    }
  }

  /// The tab that shows `field`: console fields on the compose tab, the rest on their platform.
  public static func tab(for field: Field) -> FormTab {
    if field.console != nil || field.platform == .common { return .compose }
    switch field.platform {
    case .android: return .android
    case .apns: return .apns
    case .webpush: return .webpush
    case .common: return .compose
    }
  }
}
