/// One collapse identity for every message of a campaign, so that a second delivery to a
/// device (after `--resend-unconfirmed`) replaces the first instead of stacking beside it.
///
/// Set on each platform where the draft has no value of its own (the draft's value wins):
/// - Android: `android.collapse_key` (FCM keeps only the latest undelivered message with it)
///   and, when the message shows a notification, `android.notification.tag` (a notification
///   with the same tag replaces the one on screen);
/// - APNs: the `apns-collapse-id` header;
/// - Web push: the `Topic` header (RFC 8030: a newer message replaces a pending one).
///
/// The generated value is `fcmc-` and the campaign id: 21 URL-safe characters, within the
/// 32 that `Topic` and the 64 bytes that `apns-collapse-id` allow.
public enum CollapseIdentity {
  /// The identity made from a campaign id.
  public static func value(campaignID: String) -> String { "fcmc-" + campaignID }

  /// `message` (the v1 `message` object) with the identity filled in where missing.
  public static func applied(to message: JSONValue, value: String) -> JSONValue {
    guard var object = message.objectValue else { return message }
    var android = object["android"]?.objectValue ?? JSONObject()
    if android["collapse_key"] == nil { android["collapse_key"] = .string(value) }
    if object["notification"] != nil || android["notification"] != nil {
      var notification = android["notification"]?.objectValue ?? JSONObject()
      if notification["tag"] == nil { notification["tag"] = .string(value) }
      android["notification"] = .object(notification)
    }
    object["android"] = .object(android)
    object["apns"] = .object(settingHeader("apns-collapse-id", in: object["apns"], to: value))
    object["webpush"] = .object(settingHeader("Topic", in: object["webpush"], to: value))
    return .object(object)
  }

  /// The identity `message` carries on each platform (for the confirmation and tests).
  public static func values(in message: JSONValue) -> [String] {
    let object = message.objectValue
    let android = object?["android"]?.objectValue
    return [
      android?["collapse_key"]?.stringValue,
      android?["notification"]?.objectValue?["tag"]?.stringValue,
      header("apns-collapse-id", in: object?["apns"]),
      header("Topic", in: object?["webpush"]),
    ].compactMap { $0 }
  }

  private static func settingHeader(_ name: String, in platform: JSONValue?, to value: String)
    -> JSONObject
  {
    var platform = platform?.objectValue ?? JSONObject()
    var headers = platform["headers"]?.objectValue ?? JSONObject()
    if header(name, in: .object(platform)) == nil { headers[name] = .string(value) }
    platform["headers"] = .object(headers)
    return platform
  }

  /// A header's value, its name matched without regard to case (as HTTP does).
  private static func header(_ name: String, in platform: JSONValue?) -> String? {
    let headers = platform?.objectValue?["headers"]?.objectValue
    return headers?.first { $0.key.lowercased() == name.lowercased() }?.value.stringValue
  }
}
