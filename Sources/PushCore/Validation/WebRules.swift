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
          .error, path.appending("renotify"),
          "renotify needs a non-empty tag; the browser throws a TypeError and shows nothing"))
    }
    if notification["silent"]?.boolValue == true, notification["vibrate"] != nil {
      out.append(
        Diagnostic(
          .error, path.appending("vibrate"),
          "a silent notification cannot vibrate; the browser throws a TypeError and shows "
            + "nothing: remove vibrate or silent"))
    }
  }
}
