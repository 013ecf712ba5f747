extension FieldSchema {
  private static func apns(
    _ key: String, _ kind: FieldKind, _ label: String, _ help: String,
    console: ConsoleStep? = nil, rules: [FieldRule] = []
  ) -> Field {
    Field(
      "message.apns" + (key.isEmpty ? "" : "." + key), kind, label, help, platform: .apns,
      console: console, rules: rules)
  }

  private static func alert(_ key: String, _ kind: FieldKind, _ label: String, _ help: String)
    -> Field
  {
    let rules: [FieldRule] =
      key.hasSuffix("-args") ? [.requiresSibling(String(key.dropLast(5)) + "-key")] : []
    return apns("payload.aps.alert." + key, kind, label, help, rules: rules)
  }

  /// `ApnsConfig`, the `aps` dictionary and `ApnsFcmOptions` (FCM-SPEC §1.7, §6.3).
  static let apnsFields: [Field] = [
    apns("", .object, "Apple", "Options only Apple devices (APNs) read."),
    apns(
      "headers", .stringMap, "APNs headers", "HTTP/2 headers for Apple's push service."),
    apns(
      "headers.apns-priority", .enumeration(["10", "5", "1"]), "APNs priority",
      "10 = now (alerts), 5 = power-saving (required for background pushes).",
      rules: [.discouragedValues(["1"], reason: "priority 1 is not documented for FCM")]),
    apns(
      "headers.apns-expiration", .epochSecondsString, "APNs expiration",
      "Unix time (seconds) after which Apple drops it; 0 = try once. FCM default: 30 days."),
    apns(
      "headers.apns-collapse-id", .text, "APNs collapse id",
      "Newer notifications with this id replace older ones (≤ 64 bytes).",
      rules: [.maxBytes(64)]),
    apns(
      "headers.apns-push-type",
      .enumeration([
        "alert", "background", "location", "voip", "complication", "fileprovider", "mdm",
        "liveactivity", "pushtotalk", "widgets", "controls",
      ]), "APNs push type", "alert for visible notifications, background for silent ones."),
    apns(
      "headers.apns-topic", .text, "APNs topic", "Bundle id; FCM fills it in itself.",
      rules: [.cautionWhenSet("FCM sets apns-topic from your app's bundle id; leave it unset.")]),
    apns(
      "payload", .json, "APNs payload",
      "The whole Apple payload: the aps dictionary plus custom top-level keys."),
    apns(
      "payload.aps", .object, "aps", "Apple's standard notification keys.",
      rules: [.extraKeys(.warn)]),
    apns(
      "payload.aps.alert", .object, "Alert",
      "Title/body shown by iOS; a plain string is the body.", rules: [.orString]),
    alert("title", .text, "Title", "Overrides the notification title on Apple."),
    alert("subtitle", .text, "Subtitle", "Second line under the title (Apple only)."),
    alert("body", .multilineText, "Body", "Overrides the notification text on Apple."),
    alert("launch-image", .text, "Launch image", "Image file shown while the app launches."),
    alert("title-loc-key", .text, "Title loc key", "Localizable.strings key for the title."),
    alert("title-loc-args", .stringList, "Title loc args", "Arguments for the title key."),
    alert("subtitle-loc-key", .text, "Subtitle loc key", "Localizable.strings key."),
    alert("subtitle-loc-args", .stringList, "Subtitle loc args", "Arguments for the key."),
    alert("loc-key", .text, "Body loc key", "Localizable.strings key for the body."),
    alert("loc-args", .stringList, "Body loc args", "Arguments for the body key."),
    alert("action-loc-key", .text, "Action loc key", "Localizable key for the action button."),
    apns(
      "payload.aps.badge", .integer, "Apple badge",
      "App icon badge number; 0 clears it.", console: .additionalOptions,
      rules: [.range(0, 2_147_483_647)]),
    apns(
      "payload.aps.sound", .object, "Sound",
      "\"default\", a sound file name, or a critical sound.", console: .additionalOptions,
      rules: [.orString, .nonEmpty]),
    apns(
      "payload.aps.sound.critical", .flag, "Critical", "1 plays through mute (entitlement needed)."),
    apns(
      "payload.aps.sound.name", .text, "Sound name", "Sound file or \"default\".",
      rules: [.required, .nonEmpty]),
    apns(
      "payload.aps.sound.volume", .number, "Volume", "Critical alert volume, 0 to 1.",
      rules: [.range(0, 1)]),
    apns(
      "payload.aps.content-available", .flag, "Content available",
      "1 wakes the app in the background (silent push; use priority 5)."),
    apns(
      "payload.aps.mutable-content", .flag, "Mutable content",
      "1 lets a Notification Service Extension modify it (needed for images)."),
    apns("payload.aps.category", .text, "Category", "Notification category (action buttons)."),
    apns("payload.aps.thread-id", .text, "Thread id", "Groups notifications into a thread."),
    apns(
      "payload.aps.target-content-id", .text, "Target content id",
      "Window or content to bring forward when opened."),
    apns(
      "payload.aps.interruption-level",
      .enumeration(["passive", "active", "time-sensitive", "critical"]), "Interruption level",
      "How strongly iOS 15+ interrupts the user."),
    apns(
      "payload.aps.relevance-score", .number, "Relevance score",
      "0 to 1: which notification a summary features.", rules: [.range(0, 1)]),
    apns(
      "payload.aps.filter-criteria", .text, "Filter criteria", "Focus filter criteria."),
    apns(
      "payload.aps.timestamp", .integer, "Live Activity timestamp",
      "Unix time of this Live Activity update."),
    apns(
      "payload.aps.event", .enumeration(["start", "update", "end"]), "Live Activity event",
      "What this push does to the Live Activity."),
    apns(
      "payload.aps.content-state", .json, "Live Activity state",
      "The activity's new content state (free-form)."),
    apns(
      "payload.aps.stale-date", .integer, "Stale date", "Unix time the activity turns stale."),
    apns(
      "payload.aps.dismissal-date", .integer, "Dismissal date",
      "Unix time to remove an ended activity."),
    apns(
      "payload.aps.attributes-type", .text, "Attributes type",
      "Activity attributes type, for push-to-start."),
    apns(
      "payload.aps.attributes", .json, "Attributes", "Activity attributes, for push-to-start."),
    apns("fcm_options", .object, "Apple FCM options", "FCM options for Apple."),
    apns(
      "fcm_options.analytics_label", .text, "Analytics label",
      "Label for Apple deliveries in FCM data.", rules: analyticsLabelRules),
    apns(
      "fcm_options.image", .url(schemes: ["https", "http"]), "Image",
      "Overrides the notification image on Apple (needs mutable-content 1)."),
    apns(
      "live_activity_token", .text, "Live Activity token",
      "Live Activity push (or push-to-start) token.", rules: [.nonEmpty]),
  ]
}
