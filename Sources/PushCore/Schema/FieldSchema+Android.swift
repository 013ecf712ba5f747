extension FieldSchema {
  private static func android(
    _ key: String, _ kind: FieldKind, _ label: String, _ help: String,
    console: ConsoleStep? = nil, rules: [FieldRule] = []
  ) -> Field {
    Field(
      "message.android" + (key.isEmpty ? "" : "." + key), kind, label, help, platform: .android,
      console: console, rules: rules)
  }

  /// `AndroidConfig`, `AndroidNotification`, `LightSettings`, `AndroidFcmOptions` (FCM-SPEC §1.5–1.6).
  static let androidFields: [Field] = [
    android("", .object, "Android", "Options only Android devices read."),
    android(
      "collapse_key", .text, "Collapse key",
      "Newer messages with this key replace older undelivered ones (max 4 keys per device)."),
    android(
      "priority", .enumeration(["NORMAL", "HIGH"]), "Delivery priority",
      "HIGH wakes the device now; NORMAL may be batched (default for data messages)."),
    android(
      "ttl", .duration, "Time to live",
      "How long FCM keeps the message for an offline device: 0s to 2419200s (4 weeks).",
      rules: [.range(0, 2_419_200)]),
    android(
      "restricted_package_name", .text, "Package name",
      "Deliver only to this app package (e.g. com.example.app)."),
    android(
      "data", .stringMap, "Android data",
      "Replaces the common custom data on Android when set."),
    android("notification", .object, "Android notification", "Display options on Android."),
    android(
      "notification.title", .text, "Title", "Overrides the notification title on Android."),
    android(
      "notification.body", .multilineText, "Text",
      "Overrides the notification text on Android."),
    android(
      "notification.icon", .text, "Icon", "Drawable resource name; default is the launcher icon."),
    android("notification.color", .hexColor, "Icon colour", "Accent colour as #rrggbb."),
    android(
      "notification.sound", .text, "Sound",
      "\"default\" or a sound file in res/raw.", console: .additionalOptions),
    android(
      "notification.tag", .text, "Tag",
      "A notification with the same tag replaces the previous one."),
    android(
      "notification.click_action", .text, "Click action",
      "Intent action launched when the notification is tapped."),
    android(
      "notification.body_loc_key", .text, "Text resource key",
      "String resource used to localise the text."),
    android(
      "notification.body_loc_args", .stringList, "Text resource args",
      "Format arguments for the text resource.", rules: [.requiresSibling("body_loc_key")]),
    android(
      "notification.title_loc_key", .text, "Title resource key",
      "String resource used to localise the title."),
    android(
      "notification.title_loc_args", .stringList, "Title resource args",
      "Format arguments for the title resource.", rules: [.requiresSibling("title_loc_key")]),
    android(
      "notification.channel_id", .text, "Notification channel",
      "Android 8+ channel id; the app must create it.", console: .additionalOptions),
    android(
      "notification.ticker", .text, "Ticker", "Accessibility text announced on arrival."),
    android("notification.sticky", .boolean, "Sticky", "Keep the notification after a tap."),
    android(
      "notification.event_time", .timestamp, "Event time",
      "When the event happened, RFC 3339 UTC (2024-05-01T12:00:00Z); sorts the shade."),
    android(
      "notification.local_only", .boolean, "Local only", "Do not bridge to Wear OS and others."),
    android(
      "notification.notification_priority",
      .enumeration([
        "PRIORITY_UNSPECIFIED", "PRIORITY_MIN", "PRIORITY_LOW", "PRIORITY_DEFAULT",
        "PRIORITY_HIGH", "PRIORITY_MAX",
      ]), "Display priority", "How prominently the device shows it (not delivery priority)."),
    android(
      "notification.default_sound", .boolean, "Default sound", "Use the system default sound."),
    android(
      "notification.default_vibrate_timings", .boolean, "Default vibration",
      "Use the system vibration pattern (wins over vibrate timings)."),
    android(
      "notification.default_light_settings", .boolean, "Default light",
      "Use the system LED settings."),
    android(
      "notification.vibrate_timings", .durationList, "Vibrate timings",
      "Durations: wait, on, off, on, … e.g. 0s, 0.5s, 0.25s.", rules: [.nonEmpty]),
    android(
      "notification.visibility",
      .enumeration(["VISIBILITY_UNSPECIFIED", "PRIVATE", "PUBLIC", "SECRET"]),
      "Lock-screen visibility", "PRIVATE hides the content on a locked screen."),
    android(
      "notification.notification_count", .integer, "Badge count",
      "Launcher badge number; 0 keeps the launcher's default.", rules: [.range(0, 2_147_483_647)]),
    android("notification.light_settings", .object, "LED light", "LED colour and blink timing."),
    android(
      "notification.light_settings.color", .colorObject, "LED colour",
      "Colour as #rrggbb or #rrggbbaa (sent as red/green/blue/alpha floats).",
      rules: [.required]),
    android(
      "notification.light_settings.light_on_duration", .duration, "LED on",
      "How long the LED stays on, e.g. 0.5s.", rules: [.required, .range(0, 315_576_000_000)]),
    android(
      "notification.light_settings.light_off_duration", .duration, "LED off",
      "How long the LED stays off, e.g. 1s.", rules: [.required, .range(0, 315_576_000_000)]),
    android(
      "notification.image", .url(schemes: ["https", "http"]), "Image",
      "Overrides the notification image on Android (≤ 1 MB)."),
    android(
      "notification.bypass_proxy_notification", .boolean, "Bypass proxy",
      "Deprecated: let the app show it instead of the proxy.",
      rules: [.deprecated("use proxy instead")]),
    android(
      "notification.proxy",
      .enumeration(["PROXY_UNSPECIFIED", "ALLOW", "DENY", "IF_PRIORITY_LOWERED"]), "Proxy",
      "Whether the notification may be proxied when priority was lowered."),
    android("fcm_options", .object, "Android FCM options", "FCM options for Android."),
    android(
      "fcm_options.analytics_label", .text, "Analytics label",
      "Label for Android deliveries in FCM data.", rules: analyticsLabelRules),
    android(
      "direct_boot_ok", .boolean, "Direct boot OK",
      "Deliver while the device is locked after a reboot (direct boot mode)."),
    android(
      "bandwidth_constrained_ok", .boolean, "Bandwidth-constrained OK",
      "Deliver in bandwidth-constrained mode; only if the app was tested for it."),
    android(
      "restricted_satellite_ok", .boolean, "Satellite OK",
      "Deliver over restricted satellite networks (apps enabled for it only)."),
  ]
}
