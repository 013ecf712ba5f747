/// Android combinations that do not do what they seem to (FCM-SPEC §1.6).
enum AndroidRules {
  static func check(_ message: JSONObject, into out: inout [Diagnostic]) {
    let notification = message["android"]?.objectValue?["notification"]?.objectValue ?? [:]
    if notification["default_vibrate_timings"]?.boolValue == true,
      notification["vibrate_timings"] != nil
    {
      out.append(
        Diagnostic(
          .warning, "message.android.notification.vibrate_timings",
          "is ignored: default_vibrate_timings is true, and the default pattern wins"))
    }
  }
}
