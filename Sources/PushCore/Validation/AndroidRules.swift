/// Android combinations that FCM rejects or that do not do what they seem to (FCM-SPEC §1.3,
/// §1.6).
enum AndroidRules {
  private static let notificationPath: JSONPath = "message.android.notification"
  private static let remoteNotificationPath: JSONPath =
    "message.android_v2.remote_notification.notification"

  static func check(_ message: MessageReading, into out: inout [Diagnostic]) {
    let notifications: [(JSONPath, MessageReading?)] = [
      (notificationPath, message["android"]?.objectValue?["notification"]?.objectValue),
      (
        remoteNotificationPath,
        message["android_v2"]?.objectValue?["remote_notification"]?.objectValue?["notification"]?
          .objectValue
      ),
    ]
    for case (let path, let notification?) in notifications
    where notification["default_vibrate_timings"]?.boolValue == true
      && notification["vibrate_timings"] != nil
    {
      out.append(
        Diagnostic(
          .vibrateIgnored, path.appending("vibrate_timings"),
          "is ignored: default_vibrate_timings is true, and the default pattern wins"))
    }
    checkV2(message, into: &out)
  }

  /// `android_v2` replaces `android` (V2-API: "message.android → message.android_v2"), and its
  /// union needs exactly one member (Java Admin SDK `AndroidConfigV2`: "Exactly one of
  /// remoteNotification or backgroundSync must be specified").
  private static func checkV2(_ message: MessageReading, into out: inout [Diagnostic]) {
    guard let v2 = message["android_v2"]?.objectValue else { return }
    if message["android"] != nil {
      out.append(
        Diagnostic(
          .androidV2Both, "message.android_v2",
          "android and android_v2 are both set; FCM takes one Android config: move the "
            + "android options into android_v2 or remove it"))
    }
    let kinds = ["remote_notification", "background_sync"].filter { v2[$0] != nil }
    if kinds.count != 1 {
      out.append(
        Diagnostic(
          .androidV2Kind, "message.android_v2",
          kinds.isEmpty
            ? "needs remote_notification (a visible notification) or background_sync (a data "
              + "message)"
            : "has both remote_notification and background_sync; set exactly one"))
    }
  }
}
