import PushCore

/// The preview pane's tabs: the exact request, then what each platform receives.
public enum PreviewTab: String, Sendable, Hashable, CaseIterable {
  case request
  case android
  case apns
  case webpush

  /// The tab title.
  public var title: String {
    switch self {
    case .request: "Request"
    case .android: Platform.android.title
    case .apns: Platform.apns.title
    case .webpush: Platform.webpush.title
    }
  }

  /// The platform shown (nil for the request).
  public var platform: Platform? {
    switch self {
    case .request: nil
    case .android: .android
    case .apns: .apns
    case .webpush: .webpush
    }
  }
}
