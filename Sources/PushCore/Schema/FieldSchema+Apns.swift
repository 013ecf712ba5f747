extension FieldSchema {
  /// A key of `aps.alert`. Loc keys must be non-empty strings; loc args need their key (an
  /// empty list needs nothing: Python `if self.loc_args and not self.loc_key`).
  private static func alert(
    _ key: String, _ kind: FieldKind, _ label: String, _ help: String, rules: [FieldRule] = [],
    group: FieldGroup? = nil
  ) -> Field {
    var all = rules
    if key.hasSuffix("-args") { all.append(.requiresSibling(String(key.dropLast(5)) + "-key")) }
    if key.hasSuffix("loc-key") { all.append(.nonEmpty) }
    return override(
      .apns, "payload.aps.alert." + key, kind, label, help, rules: all, group: group)
  }

  /// `ApnsConfig`, the `aps` dictionary and `ApnsFcmOptions` (FCM-SPEC §1.7, §6.3).
  static let apnsFields: [Field] = [
    override(.apns, "", .object, "Apple", "Options only Apple devices (APNs) read."),
    override(
      .apns,
      "headers", .stringMap, "APNs headers", "HTTP/2 headers for Apple's push service."),
    override(
      .apns,
      "headers.apns-priority", .enumeration(["10", "5", "1"]), "APNs priority",
      "10 = now (alerts), 5 = power-saving (required for background pushes).",
      rules: [.discouragedValues(["1"], reason: "priority 1 is not documented for FCM")]),
    override(
      .apns,
      "headers.apns-expiration", .epochSecondsString, "APNs expiration",
      "Unix time (seconds) after which Apple drops it; 0 = try once. FCM default: 30 days."),
    override(
      .apns,
      "headers.apns-collapse-id", .text, "APNs collapse id",
      "Newer notifications with this id replace older ones (≤ 64 bytes).",
      rules: [.maxBytes(64)]),
    override(
      .apns,
      "headers.apns-push-type",
      .enumeration([
        "alert", "background", "location", "voip", "complication", "fileprovider", "mdm",
        "liveactivity", "pushtotalk", "widgets", "controls",
      ]), "APNs push type", "alert for visible notifications, background for silent ones."),
    override(
      .apns,
      "headers.apns-topic", .text, "APNs topic", "Bundle id; FCM fills it in itself.",
      rules: [.cautionWhenSet("FCM sets apns-topic from your app's bundle id; leave it unset.")]),
    override(
      .apns,
      "payload", .json, "APNs payload",
      "The whole Apple payload: the aps dictionary plus custom top-level keys.",
      rules: [.jsonObject]),
    override(
      .apns,
      "payload.aps", .object, "aps", "Apple's standard notification keys.",
      rules: [.extraKeys(.warn)]),
    override(
      .apns,
      "payload.aps.alert", .object, "Alert",
      "Title/body shown by iOS; a plain string is the body.",
      rules: [.orString, .extraKeys(.allowed)]),
    alert(
      "title", .text, "Title", "Overrides the notification title on Apple.",
      rules: [.orLocalizedObject]),
    alert("subtitle", .text, "Subtitle", "Second line under the title (Apple only)."),
    alert(
      "body", .multilineText, "Body", "Overrides the notification text on Apple.",
      rules: [.orLocalizedObject]),
    alert("launch-image", .text, "Launch image", "Image file shown while the app launches."),
    alert("title-loc-key", .text, "Title loc key", "Localizable.strings key for the title."),
    alert("title-loc-args", .stringList, "Title loc args", "Arguments for the title key."),
    alert("subtitle-loc-key", .text, "Subtitle loc key", "Localizable.strings key."),
    alert("subtitle-loc-args", .stringList, "Subtitle loc args", "Arguments for the key."),
    alert("loc-key", .text, "Body loc key", "Localizable.strings key for the body."),
    alert("loc-args", .stringList, "Body loc args", "Arguments for the body key."),
    alert("action-loc-key", .text, "Action loc key", "Localizable key for the action button."),
    alert(
      "summary-arg", .text, "Summary argument",
      "Fills the %@ of the category's summary format (iOS 12)."),
    alert(
      "summary-arg-count", .integer, "Summary count",
      "How many items this notification adds to the summary (iOS 12)."),
    alert(
      "sound", .text, "Alert sound",
      "Live Activity alerts: sound file played with the update."),
    override(
      .apns,
      "payload.aps.badge", .integer, "Apple badge",
      "App icon badge number; 0 clears it.", console: .additionalOptions,
      rules: [.range(0, 2_147_483_647)]),
    override(
      .apns,
      "payload.aps.sound", .object, "Sound",
      "\"default\", a sound file name, or a critical sound.", console: .additionalOptions,
      rules: [.orString, .nonEmpty]),
    override(
      .apns,
      "payload.aps.sound.critical", .flag, "Critical", "1 plays through mute (entitlement needed)."),
    override(
      .apns,
      "payload.aps.sound.name", .text, "Sound name", "Sound file or \"default\".",
      rules: [.required, .nonEmpty]),
    override(
      .apns,
      "payload.aps.sound.volume", .number, "Volume", "Critical alert volume, 0 to 1.",
      rules: [.range(0, 1)]),
    override(
      .apns,
      "payload.aps.content-available", .flag, "Content available",
      "1 wakes the app in the background (silent push; use priority 5)."),
    override(
      .apns,
      "payload.aps.mutable-content", .flag, "Mutable content",
      "1 lets a Notification Service Extension modify it (needed for images)."),
    override(
      .apns, "payload.aps.category", .text, "Category", "Notification category (action buttons)."),
    override(
      .apns, "payload.aps.thread-id", .text, "Thread id", "Groups notifications into a thread."),
    override(
      .apns,
      "payload.aps.target-content-id", .text, "Target content id",
      "Window or content to bring forward when opened."),
    override(
      .apns,
      "payload.aps.interruption-level",
      .enumeration(["passive", "active", "time-sensitive", "critical"]), "Interruption level",
      "How strongly iOS 15+ interrupts the user."),
    override(
      .apns,
      "payload.aps.relevance-score", .number, "Relevance score",
      "Which notification a summary features (0 to 1); Live Activities rank by larger values."),
    override(
      .apns,
      "payload.aps.filter-criteria", .text, "Filter criteria", "Focus filter criteria."),
    override(
      .apns,
      "payload.aps.timestamp", .integer, "Live Activity timestamp",
      "Unix time of this Live Activity update.", group: .liveActivity),
    override(
      .apns,
      "payload.aps.event", .enumeration(["start", "update", "end"]), "Live Activity event",
      "What this push does to the Live Activity.", group: .liveActivity),
    override(
      .apns,
      "payload.aps.content-state", .json, "Live Activity state",
      "The activity's new ContentState as a JSON object.", rules: [.jsonObject],
      group: .liveActivity),
    override(
      .apns,
      "payload.aps.stale-date", .integer, "Stale date", "Unix time the activity turns stale.",
      group: .liveActivity),
    override(
      .apns,
      "payload.aps.dismissal-date", .integer, "Dismissal date",
      "Unix time to remove an ended activity.", group: .liveActivity),
    override(
      .apns,
      "payload.aps.attributes-type", .text, "Attributes type",
      "Activity attributes type, for push-to-start.", group: .liveActivity),
    override(
      .apns,
      "payload.aps.attributes", .json, "Attributes",
      "Activity attributes as a JSON object, for push-to-start.", rules: [.jsonObject],
      group: .liveActivity),
    override(
      .apns,
      "payload.aps.input-push-token", .flag, "Ask for update token",
      "1 on push-to-start: the started activity gets its own push token.", group: .liveActivity),
    override(.apns, "fcm_options", .object, "Apple FCM options", "FCM options for Apple."),
    override(
      .apns,
      "fcm_options.analytics_label", .text, "Analytics label",
      "Label for Apple deliveries in FCM data.", rules: analyticsLabelRules),
    override(
      .apns,
      "fcm_options.image", .url(schemes: ["https", "http"]), "Image",
      "Overrides the notification image on Apple (needs mutable-content 1).",
      rules: [.nodeImageURL]),
    override(
      .apns,
      "live_activity_token", .text, "Live Activity token",
      "Live Activity push (or push-to-start) token.", rules: [.nonEmpty], group: .liveActivity),
  ]
}
