import Foundation

/// Rules about what Apple devices will do with the message (FCM-SPEC §6.3).
enum AppleRules {
  private static let headersPath: JSONPath = "message.apns.headers"

  /// A header as the user spelled its name, and its value; the path is built only for a
  /// diagnostic.
  private struct Header {
    let key: String
    let value: String?
    var path: JSONPath { headersPath.appending(key) }
  }

  static func check(
    _ message: MessageReading, options: ValidationOptions, into out: inout [Diagnostic]
  ) {
    let apns = message["apns"]?.objectValue ?? .empty
    let headers = apns["headers"]?.objectValue ?? .empty
    let payload = apns["payload"]?.objectValue
    let aps = payload?["aps"]?.objectValue ?? .empty
    // HTTP header names are case-insensitive: find each under the spelling the user chose.
    let lowercased = headers.members.map { (name: $0.key.lowercased(), member: $0) }
    func header(_ name: String) -> Header {
      let member = lowercased.first { $0.name == name }?.member
      return Header(key: member?.key ?? name, value: member?.value.stringValue)
    }
    let priority = header("apns-priority").value
    let common = message["notification"]?.objectValue ?? .empty

    if let payload, payload["aps"] == nil {
      out.append(
        Diagnostic(
          .apnsPayloadAps, "message.apns.payload",
          "has no \"aps\" dictionary; the Java Admin SDK refuses an APNs payload without one "
            + "(Python sends it) and iOS shows nothing from it"))
    }
    let visible =
      ["title", "body"].contains { common[$0] != nil }
      || ["alert", "badge", "sound"].contains { aps[$0] != nil }
    let hasData =
      !(message["data"]?.objectValue?.isEmpty ?? true)
      || (payload?.keys.contains { $0 != "aps" } ?? false) || aps["content-available"] != nil
    // A Live Activity push is not a data message: its content is aps.content-state, and
    // ActivityKit updates are sent with priority 10 (Apple: "Starting and updating Live
    // Activities with ActivityKit push notifications").
    let isLiveActivity = LiveActivityRules.isLiveActivity(
      apns, pushType: header("apns-push-type").value)
    if !visible, hasData, priority != "5", !isLiveActivity {
      out.append(
        Diagnostic(
          priority == "10" ? .apnsDataPriority10 : .apnsDataPriority, header("apns-priority").path,
          "a data-only message reaches Apple devices only with apns-priority \"5\" (FCM rejects "
            + "10 for it); also set aps.content-available to 1"))
    }
    let image = apns["fcm_options"]?.objectValue?["image"] ?? common["image"]
    if image != nil, aps["mutable-content"]?.numberValue?.intValue != 1 {
      out.append(
        Diagnostic(
          .apnsImageMutable, "message.apns.payload.aps.mutable-content",
          "the image will not show on Apple devices without mutable-content: 1 and a "
            + "Notification Service Extension"))
    }
    // Apple, "Sending notification requests to APNs": background pushes must use priority 5;
    // "Specifying 10 for a background notification is an error".
    if header("apns-push-type").value == "background", priority == "10" {
      out.append(
        Diagnostic(
          .apnsBackgroundPriority, header("apns-priority").path,
          "apns-push-type background needs apns-priority \"5\"; Apple rejects 10 for "
            + "background pushes"))
    }
    if header("apns-push-type").value == "background", aps["alert"] != nil {
      out.append(
        Diagnostic(
          .apnsBackgroundAlert, header("apns-push-type").path,
          "background pushes must not show an alert; use \"alert\" or remove aps.alert"))
    }
    LiveActivityRules.check(
      apns, aps: aps, pushType: header("apns-push-type").value, options: options, into: &out)
    if let expiration = header("apns-expiration").value.flatMap({ Int($0) }),
      expiration != 0, Double(expiration) < options.now.timeIntervalSince1970
    {
      out.append(
        Diagnostic(
          .apnsExpirationPast, header("apns-expiration").path,
          "is in the past; Apple will discard the notification (0 means deliver once now)"))
    }
  }
}
