/// Renders what each platform receives once the common fields and its overrides merge
/// (FCM-SPEC §6).
///
/// Readings chosen where the spec leaves questions open (FCM-SPEC §8):
/// - `android.data` / `webpush.data` *replace* `message.data` when present (the docs say
///   "override"); `apns` has no data block, so custom data become top-level payload keys.
/// - Override objects merge key by key: `android.notification.title` replaces only the title,
///   and `apns.payload.aps.alert.title` only the Apple title.
/// - FCM's own keys (`gcm.message_id`, `google.c.*`) are not shown; they add roughly 100 bytes.
/// - Payload size counts the compact JSON of `notification` + `data` (Android, web) or of the
///   APNs payload dictionary (Apple).
public enum PlatformRenderer {
  /// The view for one platform of an already rendered `Message`.
  public static func view(_ platform: Platform, of message: JSONObject) -> PlatformView {
    switch platform {
    case .common:
      let value = JSONValue.object(message)
      return PlatformView(platform: .common, value: value, payload: value)
    case .android: return android(message)
    case .apns: return apns(message)
    case .webpush: return webpush(message)
    }
  }

  /// The three device platforms' views.
  public static func views(of message: JSONObject) -> [PlatformView] {
    [Platform.android, .apns, .webpush].map { view($0, of: message) }
  }

  static func android(_ message: JSONObject) -> PlatformView {
    let config = message["android"]?.objectValue ?? [:]
    var notification = message["notification"]?.objectValue ?? [:]
    overlay(&notification, with: config["notification"]?.objectValue)
    let data = config["data"] ?? message["data"]
    var payload = JSONObject()
    if !notification.isEmpty { payload["notification"] = .object(notification) }
    if let data { payload["data"] = data }
    var value = payload
    for member in config where !["notification", "data", "fcm_options"].contains(member.key) {
      value[member.key] = member.value
    }
    if let label = analyticsLabel(config, message) {
      value["fcm_options"] = ["analytics_label": label]
    }
    return PlatformView(platform: .android, value: .object(value), payload: .object(payload))
  }

  static func apns(_ message: JSONObject) -> PlatformView {
    let config = message["apns"]?.objectValue ?? [:]
    let common = message["notification"]?.objectValue ?? [:]
    var payload = JSONObject()
    var aps = JSONObject()
    var alert = JSONObject()
    if let title = common["title"] { alert["title"] = title }
    if let body = common["body"] { alert["body"] = body }
    let custom = config["payload"]?.objectValue ?? [:]
    let customAps = custom["aps"]?.objectValue ?? [:]
    switch customAps["alert"] {
    case .object(let o): overlay(&alert, with: o)
    case .some(let other): aps["alert"] = other
    case nil: break
    }
    if aps["alert"] == nil, !alert.isEmpty { aps["alert"] = .object(alert) }
    for member in customAps where member.key != "alert" { aps[member.key] = member.value }
    if !aps.isEmpty { payload["aps"] = .object(aps) }
    // Custom data and payload keys become top-level keys; a later key replaces an earlier one
    // in place. Indexed by key: 100 data pairs would otherwise cost 5,000 string comparisons.
    var positions: [String: Int] = [:]
    var members = payload.members
    // `aps` is Apple's own dictionary: a data key named "aps" cannot replace it.
    for member in (message["data"]?.objectValue ?? [:]).members + custom.members
    where member.key != "aps" {
      if let i = positions[member.key] {
        members[i].value = member.value
      } else {
        positions[member.key] = members.count
        members.append(member)
      }
    }
    payload = JSONObject(uncheckedMembers: members)
    let fcmOptions = config["fcm_options"]?.objectValue ?? [:]
    if let image = fcmOptions["image"] ?? common["image"] {
      payload["fcm_options"] = ["image": image]
    }
    var value = JSONObject()
    if let headers = config["headers"] { value["headers"] = headers }
    value["payload"] = .object(payload)
    if let token = config["live_activity_token"] { value["live_activity_token"] = token }
    if let label = analyticsLabel(config, message) {
      value["fcm_options"] = ["analytics_label": label]
    }
    return PlatformView(platform: .apns, value: .object(value), payload: .object(payload))
  }

  static func webpush(_ message: JSONObject) -> PlatformView {
    let config = message["webpush"]?.objectValue ?? [:]
    var notification = message["notification"]?.objectValue ?? [:]
    overlay(&notification, with: config["notification"]?.objectValue)
    var payload = JSONObject()
    if !notification.isEmpty { payload["notification"] = .object(notification) }
    if let data = config["data"] ?? message["data"] { payload["data"] = data }
    var value = JSONObject()
    if let headers = config["headers"] { value["headers"] = headers }
    for member in payload { value[member.key] = member.value }
    var fcmOptions = config["fcm_options"]?.objectValue ?? [:]
    if fcmOptions["analytics_label"] == nil, let label = analyticsLabel([:], message) {
      fcmOptions["analytics_label"] = label
    }
    if !fcmOptions.isEmpty { value["fcmOptions"] = .object(fcmOptions) }
    return PlatformView(platform: .webpush, value: .object(value), payload: .object(payload))
  }

  private static func overlay(_ base: inout JSONObject, with override: JSONObject?) {
    for member in override ?? [:] { base[member.key] = member.value }
  }

  private static func analyticsLabel(_ config: JSONObject, _ message: JSONObject) -> JSONValue? {
    config["fcm_options"]?.objectValue?["analytics_label"]
      ?? message["fcm_options"]?.objectValue?["analytics_label"]
  }
}
