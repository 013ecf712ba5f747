extension FieldSchema {
  /// `AndroidConfig`, `AndroidNotification`, `LightSettings`, `AndroidFcmOptions` (FCM-SPEC §1.5–1.6).
  static let androidFields: [Field] = [
    override(.android, "", .object, "Android", "Options only Android devices read."),
    override(
      .android,
      "collapse_key", .text, "Collapse key",
      "Newer messages with this key replace older undelivered ones (max 4 keys per device)."),
    override(
      .android,
      "priority", .enumeration(["NORMAL", "HIGH"]), "Delivery priority",
      "HIGH wakes the device now; NORMAL may be batched (default for data messages)."),
    override(
      .android,
      "ttl", .duration, "Time to live",
      "How long FCM keeps the message for an offline device: 0s to 2419200s (4 weeks).",
      rules: [.range(0, 2_419_200)]),
    override(
      .android,
      "restricted_package_name", .text, "Package name",
      "Deliver only to this app package (e.g. com.example.app)."),
    override(
      .android,
      "data", .stringMap, "Android data",
      "Replaces the common custom data on Android when set."),
    override(
      .android, "notification", .object, "Android notification", "Display options on Android."),
    override(
      .android,
      "notification.title", .text, "Title", "Overrides the notification title on Android."),
    override(
      .android,
      "notification.body", .multilineText, "Text",
      "Overrides the notification text on Android."),
    override(
      .android,
      "notification.icon", .text, "Icon", "Drawable resource name; default is the launcher icon."),
    override(.android, "notification.color", .hexColor, "Icon colour", "Accent colour as #rrggbb."),
    override(
      .android,
      "notification.sound", .text, "Sound",
      "\"default\" or a sound file in res/raw.", console: .additionalOptions),
    override(
      .android,
      "notification.tag", .text, "Tag",
      "A notification with the same tag replaces the previous one."),
    override(
      .android,
      "notification.click_action", .text, "Click action",
      "Intent action launched when the notification is tapped."),
    override(
      .android,
      "notification.body_loc_key", .text, "Text resource key",
      "String resource used to localise the text.", rules: [.nonEmpty]),
    override(
      .android,
      "notification.body_loc_args", .stringList, "Text resource args",
      "Format arguments for the text resource.", rules: [.requiresSibling("body_loc_key")]),
    override(
      .android,
      "notification.title_loc_key", .text, "Title resource key",
      "String resource used to localise the title.", rules: [.nonEmpty]),
    override(
      .android,
      "notification.title_loc_args", .stringList, "Title resource args",
      "Format arguments for the title resource.", rules: [.requiresSibling("title_loc_key")]),
    override(
      .android,
      "notification.channel_id", .text, "Notification channel",
      "Android 8+ channel id; the app must create it.", console: .additionalOptions),
    override(
      .android,
      "notification.ticker", .text, "Ticker", "Accessibility text announced on arrival."),
    override(
      .android, "notification.sticky", .boolean, "Sticky", "Keep the notification after a tap."),
    override(
      .android,
      "notification.event_time", .timestamp, "Event time",
      "When the event happened, RFC 3339 UTC (2024-05-01T12:00:00Z); sorts the shade."),
    override(
      .android,
      "notification.local_only", .boolean, "Local only", "Do not bridge to Wear OS and others."),
    override(
      .android,
      "notification.notification_priority",
      .enumeration([
        "PRIORITY_UNSPECIFIED", "PRIORITY_MIN", "PRIORITY_LOW", "PRIORITY_DEFAULT",
        "PRIORITY_HIGH", "PRIORITY_MAX",
      ]), "Display priority", "How prominently the device shows it (not delivery priority)."),
    override(
      .android,
      "notification.default_sound", .boolean, "Default sound", "Use the system default sound."),
    override(
      .android,
      "notification.default_vibrate_timings", .boolean, "Default vibration",
      "Use the system vibration pattern (wins over vibrate timings)."),
    override(
      .android,
      "notification.default_light_settings", .boolean, "Default light",
      "Use the system LED settings."),
    override(
      .android,
      "notification.vibrate_timings", .durationList, "Vibrate timings",
      "Durations: wait, on, off, on, … e.g. 0s, 0.5s, 0.25s.", rules: [.nonEmpty]),
    override(
      .android,
      "notification.visibility",
      .enumeration(["VISIBILITY_UNSPECIFIED", "PRIVATE", "PUBLIC", "SECRET"]),
      "Lock-screen visibility", "PRIVATE hides the content on a locked screen."),
    override(
      .android,
      "notification.notification_count", .integer, "Badge count",
      "Launcher badge number; 0 keeps the launcher's default.", rules: [.range(0, 2_147_483_647)]),
    override(
      .android, "notification.light_settings", .object, "LED light", "LED colour and blink timing."),
    override(
      .android,
      "notification.light_settings.color", .colorObject, "LED colour",
      "Colour as #rrggbb or #rrggbbaa (sent as red/green/blue/alpha floats).",
      rules: [.required]),
    override(
      .android,
      "notification.light_settings.light_on_duration", .duration, "LED on",
      "How long the LED stays on, e.g. 0.5s.", rules: [.required, .range(0, 315_576_000_000)]),
    override(
      .android,
      "notification.light_settings.light_off_duration", .duration, "LED off",
      "How long the LED stays off, e.g. 1s.", rules: [.required, .range(0, 315_576_000_000)]),
    override(
      .android,
      "notification.image", .url(schemes: ["https", "http"]), "Image",
      "Overrides the notification image on Android (≤ 1 MB).", rules: [.nodeImageURL]),
    override(
      .android,
      "notification.bypass_proxy_notification", .boolean, "Bypass proxy",
      "Deprecated: let the app show it instead of the proxy.",
      rules: [.deprecated("use proxy instead")]),
    override(
      .android,
      "notification.proxy",
      .enumeration(["PROXY_UNSPECIFIED", "ALLOW", "DENY", "IF_PRIORITY_LOWERED"]), "Proxy",
      "Whether the notification may be proxied when priority was lowered."),
    override(.android, "fcm_options", .object, "Android FCM options", "FCM options for Android."),
    override(
      .android,
      "fcm_options.analytics_label", .text, "Analytics label",
      "Label for Android deliveries in FCM data.", rules: analyticsLabelRules),
    override(
      .android,
      "direct_boot_ok", .boolean, "Direct boot OK",
      "Deliver while the device is locked after a reboot (direct boot mode)."),
    override(
      .android,
      "bandwidth_constrained_ok", .boolean, "Bandwidth-constrained OK",
      "Deliver in bandwidth-constrained mode; only if the app was tested for it."),
    override(
      .android,
      "restricted_satellite_ok", .boolean, "Satellite OK",
      "Deliver over restricted satellite networks (apps enabled for it only)."),
  ]
}
