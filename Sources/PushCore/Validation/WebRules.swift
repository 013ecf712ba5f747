/// Web notification options the browser refuses: `showNotification()` throws a `TypeError`, so
/// the service worker shows nothing (WHATWG Notification API, "create a notification": steps
/// for `silent` with `vibrate`, `renotify` without `tag`; "actions": each `NotificationAction`
/// has required `action` and `title`, checked by the schema).
enum WebRules {
  private static let notificationPath: JSONPath = "message.webpush.notification"

  static func check(_ message: MessageReading, into out: inout [Diagnostic]) {
    let path = notificationPath
    guard let notification = message["webpush"]?.objectValue?["notification"]?.objectValue else {
      return
    }
    if notification["renotify"]?.boolValue == true,
      notification["tag"]?.stringValue?.isEmpty ?? true
    {
      out.append(
        Diagnostic(
          .webRenotifyTag, path.appending("renotify"),
          "FCM accepts this, but the browser throws a TypeError and shows nothing: renotify "
            + "needs a non-empty tag"))
    }
    if notification["silent"]?.boolValue == true, notification["vibrate"] != nil {
      out.append(
        Diagnostic(
          .webSilentVibrate, path.appending("vibrate"),
          "FCM accepts this, but the browser throws a TypeError and shows nothing: a silent "
            + "notification cannot vibrate; remove vibrate or silent"))
    }
  }
}
