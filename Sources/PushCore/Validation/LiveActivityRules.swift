/// The shape of a Live Activity push (Apple, "Starting and updating Live Activities with
/// ActivityKit push notifications"): checked when the message is one, that is when
/// `apns.live_activity_token` is set (FCM-SPEC §1.7) or `apns-push-type` is `liveactivity`.
///
/// - every push has `event`, `timestamp` and `content-state`;
/// - `start` (push-to-start) also has `attributes-type` and `attributes`;
/// - `dismissal-date` only means something with `end`;
/// - `stale-date`, `dismissal-date` and `timestamp` are Unix seconds.
enum LiveActivityRules {
  private static let apsPath: JSONPath = "message.apns.payload.aps"

  /// Whether `apns` configures a Live Activity push.
  static func isLiveActivity(_ apns: MessageReading, pushType: String?) -> Bool {
    apns["live_activity_token"] != nil || pushType == "liveactivity"
  }

  static func check(
    _ apns: MessageReading, aps: MessageReading, pushType: String?, options: ValidationOptions,
    into out: inout [Diagnostic]
  ) {
    guard isLiveActivity(apns, pushType: pushType) else { return }
    let why =
      apns["live_activity_token"] != nil
      ? "live_activity_token is set" : "apns-push-type is liveactivity"
    let event = aps["event"]?.stringValue
    var required = ["event", "timestamp", "content-state"]
    if event == "start" { required += ["attributes-type", "attributes"] }
    for key in required where aps[key] == nil {
      let what =
        ["attributes-type", "attributes"].contains(key) ? "a push-to-start" : "a Live Activity push"
      out.append(
        Diagnostic(
          .liveActivityRequired, apsPath.appending(key),
          "FCM accepts this, but iOS drops \(what) without \(key) (\(why))"))
    }
    if aps["dismissal-date"] != nil, let event, event != "end" {
      out.append(
        Diagnostic(
          .liveActivityDismissal, apsPath.appending("dismissal-date"),
          "only applies to an \"end\" event; iOS ignores it for \"\(event)\""))
    }
    if let timestamp = aps["timestamp"]?.numberValue?.doubleValue,
      timestamp > options.now.timeIntervalSince1970 + 86_400 * 366
    {
      out.append(
        Diagnostic(
          .liveActivityMilliseconds, apsPath.appending("timestamp"),
          "is more than a year ahead; Live Activity times are Unix seconds, not milliseconds"))
    }
  }
}
