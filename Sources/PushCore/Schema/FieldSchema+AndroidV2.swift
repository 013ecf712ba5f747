extension FieldSchema {
  /// `AndroidConfigV2` (preview; FCM-SPEC §1.3 [V2-API], Java Admin SDK `AndroidConfigV2`,
  /// `AndroidRemoteNotification`, `AndroidBackgroundSyncMessage`; Python Admin SDK
  /// `AndroidConfigV2` / `AndroidNotificationV2`).
  ///
  /// The delivery options and the notification are the same fields as `android`'s, so they are
  /// derived from `androidFields` (re-rooted), not listed twice: `AndroidConfigV2` keeps every
  /// `AndroidConfig` field except `priority` and `notification`, which the union
  /// `remote_notification` / `background_sync` replaces; `AndroidNotificationV2` keeps every
  /// `AndroidNotification` field except the proxy settings.
  static let androidV2Fields: [Field] = {
    let block = "message.android_v2"
    let remote = block + ".remote_notification"
    func v2(
      _ key: String, _ kind: FieldKind, _ label: String, _ help: String, rules: [FieldRule] = []
    ) -> Field {
      Field(block + "." + key, kind, label, help, platform: .android, rules: rules)
    }
    func reroot(_ field: Field, from old: String, to new: String) -> Field {
      Field(
        new + field.path.dropFirst(old.count), field.kind, field.label, field.help,
        platform: .android, rules: field.rules)
    }
    let config = "message.android"
    let notification = config + ".notification"
    let droppedFromConfig: Set<String> = [config, config + ".priority"]
    let droppedFromNotification: Set<String> = [
      notification + ".proxy", notification + ".bypass_proxy_notification",
    ]
    let options = androidFields.filter {
      !droppedFromConfig.contains($0.path) && !$0.path.hasPrefix(notification)
    }.map { reroot($0, from: config, to: block) }
    let notificationFields = androidFields.filter {
      $0.path.hasPrefix(notification + ".") && !droppedFromNotification.contains($0.path)
    }.map { reroot($0, from: notification, to: remote + ".notification") }
    let root = Field(
      block, .object, "Android v2 (preview)",
      "AndroidConfigV2: replaces android; FCM translates it for older clients.",
      platform: .android)
    return [root] + options
      + [
        v2(
          "remote_notification", .object, "Remote notification",
          "A visible, urgent notification (delivered at once; the SDK posts it)."),
        v2(
          "remote_notification.mutable_content", .boolean, "Mutable content",
          "Let the app modify the notification before it is shown."),
        v2(
          "remote_notification.use_as_v1_data_message", .boolean, "As v1 data message",
          "Older client SDKs receive it as a data message instead of a notification."),
        v2(
          "remote_notification.notification", .object, "v2 notification",
          "The notification to post (required in a remote notification).",
          rules: [.required, .extraKeys(.warn)]),
      ]
      + notificationFields
      + [
        v2(
          "background_sync", .object, "Background sync",
          "A non-urgent data message for background sync ({}; delivery may be batched).")
      ]
  }()
}
