import PushCore

/// Where a field of the request shows up in each preview tab.
///
/// Request paths are paths in the request body (`message.android.notification.color`); the
/// platform tabs show what `PlatformRenderer` builds, so a path moves:
/// - Android: `message.notification.X` and `message.android.notification.X` → `notification.X`,
///   `message.data` / `message.android.data` → `data`, `message.android.X` → `X`.
/// - Apple: the common title and body → `payload.aps.alert.*`, the common image and
///   `apns.fcm_options.image` → `payload.fcm_options.image`, `message.apns.payload.X` →
///   `payload.X`, `message.apns.headers.X` → `headers.X`, and each `message.data` key becomes
///   a top-level payload key.
/// - Web: `message.notification.X` / `message.webpush.notification.X` → `notification.X`,
///   headers and data likewise, `message.webpush.fcm_options.X` → `fcmOptions.X`.
/// - All: an analytics label → the view's `fcm_options` (`fcmOptions` on the web).
public enum PreviewPathMap {
  /// The paths inside `tab`'s JSON that show `requestPath` (none when that tab does not show
  /// it). `message` is the rendered message (Apple lists the data keys one by one).
  public static func paths(for requestPath: JSONPath, in tab: PreviewTab, message: JSONObject)
    -> [JSONPath]
  {
    let components = requestPath.components
    guard components.first == .key("message"), components.count > 1 else {
      return tab == .request && !components.isEmpty ? [requestPath] : []
    }
    let rest = Array(components.dropFirst())
    switch tab {
    case .request: return [requestPath]
    case .android: return android(rest).map { [JSONPath($0)] } ?? []
    case .apns: return apple(rest, message: message)
    case .webpush: return web(rest).map { [JSONPath($0)] } ?? []
    case .device: return []
    }
  }

  private typealias Components = [JSONPath.Component]

  private static func key(_ name: String) -> JSONPath.Component { .key(name) }

  /// `rest` after `prefix`, if it starts with it.
  private static func strip(_ prefix: [String], from rest: Components) -> Components? {
    let head = prefix.map(key)
    guard rest.count >= head.count, Array(rest.prefix(head.count)) == head else { return nil }
    return Array(rest.dropFirst(head.count))
  }

  private static func android(_ rest: Components) -> Components? {
    if let x = strip(["notification"], from: rest) { return [key("notification")] + x }
    if let x = strip(["data"], from: rest) { return [key("data")] + x }
    if let x = strip(["fcm_options", "analytics_label"], from: rest) {
      return [key("fcm_options"), key("analytics_label")] + x
    }
    guard let x = strip(["android"], from: rest), !x.isEmpty else { return nil }
    return x
  }

  private static func apple(_ rest: Components, message: JSONObject) -> [JSONPath] {
    let payload = key("payload")
    if let x = strip(["data"], from: rest) {
      if !x.isEmpty { return [JSONPath([payload] + x)] }
      let keys = message["data"]?.objectValue?.keys ?? []
      return keys.map { JSONPath([payload, key($0)]) }
    }
    if let x = strip(["notification", "image"], from: rest)
      ?? strip(["apns", "fcm_options", "image"], from: rest)
    {
      return [JSONPath([payload, key("fcm_options"), key("image")] + x)]
    }
    if let x = strip(["notification"], from: rest) {
      let alert = JSONPath([payload, key("aps"), key("alert")])
      guard let field = x.first else {
        return [alert, JSONPath([payload, key("fcm_options"), key("image")])]
      }
      return field == key("title") || field == key("body") ? [alert.appending(JSONPath(x))] : []
    }
    if let x = strip(["fcm_options", "analytics_label"], from: rest)
      ?? strip(["apns", "fcm_options", "analytics_label"], from: rest)
    {
      return [JSONPath([key("fcm_options"), key("analytics_label")] + x)]
    }
    for part in ["payload", "headers", "live_activity_token"] {
      if let x = strip(["apns", part], from: rest) { return [JSONPath([key(part)] + x)] }
    }
    return []
  }

  private static func web(_ rest: Components) -> Components? {
    for part in ["notification", "data"] {
      if let x = strip([part], from: rest) ?? strip(["webpush", part], from: rest) {
        return [key(part)] + x
      }
    }
    if let x = strip(["webpush", "headers"], from: rest) { return [key("headers")] + x }
    if let x = strip(["webpush", "fcm_options"], from: rest) { return [key("fcmOptions")] + x }
    if let x = strip(["fcm_options", "analytics_label"], from: rest) {
      return [key("fcmOptions"), key("analytics_label")] + x
    }
    return nil
  }
}
