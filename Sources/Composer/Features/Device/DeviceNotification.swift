import Foundation
import PushCore

/// What a device shows for the message, read from a platform's merged view (`Derived.views`),
/// so overrides apply: Android's notification after `android.notification` overrides; Apple's
/// `aps.alert` title, subtitle and body after `apns.payload` overrides, its image and badge.
struct DeviceNotification: Equatable {
  var title = ""
  var subtitle = ""
  var body = ""
  /// The image URL, if one is set.
  var image: String?
  /// The app icon badge (Apple).
  var badge: Int?
  /// Whether the system shows anything (false for data-only and silent pushes).
  var isShown = false
  /// Set when the Apple push updates a Live Activity (drawn as the activity, not a banner).
  var liveActivity: LiveActivityContent?

  /// Android: `notification.title`, `body`, `image` of the Android view.
  static func android(_ view: PlatformView?) -> DeviceNotification {
    let notification = view?.value.objectValue?["notification"]?.objectValue ?? [:]
    var out = DeviceNotification()
    out.title = notification["title"]?.stringValue ?? ""
    out.body = notification["body"]?.stringValue ?? ""
    out.image = notification["image"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    out.isShown = !out.title.isEmpty || !out.body.isEmpty
    return out
  }

  /// Apple: `aps.alert` (an object, or a string used as the body), `aps.badge`, and the image
  /// FCM passes to the notification service extension (`fcm_options.image`).
  static func apple(_ view: PlatformView?) -> DeviceNotification {
    let payload = view?.value.objectValue?["payload"]?.objectValue ?? [:]
    let aps = payload["aps"]?.objectValue ?? [:]
    var out = DeviceNotification()
    switch aps["alert"] {
    case .string(let body)?: out.body = body
    case .object(let alert)?:
      out.title = alert["title"]?.stringValue ?? ""
      out.subtitle = alert["subtitle"]?.stringValue ?? ""
      out.body = alert["body"]?.stringValue ?? ""
    default: break
    }
    out.badge = aps["badge"]?.numberValue?.intValue
    out.image = payload["fcm_options"]?.objectValue?["image"]?.stringValue.flatMap {
      $0.isEmpty ? nil : $0
    }
    out.isShown = !out.title.isEmpty || !out.subtitle.isEmpty || !out.body.isEmpty
    if let activity = LiveActivityContent(view) {
      out.liveActivity = activity
      out.isShown = true
    }
    return out
  }

  /// The image's file name (`sale.png` of `https://x/y/sale.png?v=2`).
  static func fileName(of url: String) -> String {
    let path = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.isEmpty ? url : name
  }
}
