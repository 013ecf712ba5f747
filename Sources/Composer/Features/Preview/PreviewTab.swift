import PushCore

/// The preview pane's tabs: the exact request, then what each platform receives.
public enum PreviewTab: String, Sendable, Hashable, CaseIterable {
  case request
  case android
  case apns
  case webpush
  /// The notification drawn as Android and iOS show it (collapsed or expanded).
  case device

  /// The tab title.
  public var title: String {
    switch self {
    case .request: "Request"
    case .android: Platform.android.title
    case .apns: Platform.apns.title
    case .webpush: Platform.webpush.title
    case .device: "Device"
    }
  }

  /// A short title for narrow terminals.
  public var shortTitle: String {
    switch self {
    case .request: "Req"
    case .android: "And"
    case .apns: "APNs"
    case .webpush: "Web"
    case .device: "Dev"
    }
  }

  /// The platform shown (nil for the request and the device drawing).
  public var platform: Platform? {
    switch self {
    case .request, .device: nil
    case .android: .android
    case .apns: .apns
    case .webpush: .webpush
    }
  }
}
