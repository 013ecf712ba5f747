extension FieldSchema {
  private static func web(
    _ key: String, _ kind: FieldKind, _ label: String, _ help: String,
    rules: [FieldRule] = []
  ) -> Field {
    Field(
      "message.webpush" + (key.isEmpty ? "" : "." + key), kind, label, help, platform: .webpush,
      rules: rules)
  }

  /// `WebpushConfig`, the Web Notification options and `WebpushFcmOptions` (FCM-SPEC §1.8).
  static let webpushFields: [Field] = [
    web("", .object, "Web", "Options only browsers read."),
    web("headers", .stringMap, "Web Push headers", "Web Push protocol headers (RFC 8030)."),
    web(
      "headers.TTL", .integerString, "TTL",
      "Seconds the push service keeps it: 0 to 2419200.", rules: [.range(0, 2_419_200)]),
    web(
      "headers.Urgency", .enumeration(["very-low", "low", "normal", "high"]), "Urgency",
      "Hint for battery-saving delivery."),
    web(
      "headers.Topic", .text, "Topic header",
      "Replaces a pending push with the same topic (≤ 32 URL-safe base64 characters).",
      rules: [
        .pattern("[A-Za-z0-9_\\-]{1,32}", explanation: "1 to 32 of A-Z a-z 0-9 - _")
      ]),
    web("data", .stringMap, "Web data", "Replaces the common custom data on the web when set."),
    web(
      "notification", .object, "Web notification",
      "Notification API options; extra keys pass through.", rules: [.extraKeys(.allowed)]),
    web("notification.title", .text, "Title", "Overrides the notification title on the web."),
    web(
      "notification.body", .multilineText, "Body", "Overrides the notification text on the web."),
    web("notification.icon", .url(schemes: ["https", "http"]), "Icon", "Small icon URL."),
    web("notification.image", .url(schemes: ["https", "http"]), "Image", "Large image URL."),
    web(
      "notification.badge", .url(schemes: ["https", "http"]), "Badge",
      "Monochrome badge icon URL."),
    web(
      "notification.dir", .enumeration(["auto", "ltr", "rtl"]), "Direction",
      "Text direction: auto, ltr or rtl."),
    web("notification.lang", .text, "Language", "BCP 47 tag, e.g. he or pt-BR."),
    web(
      "notification.tag", .text, "Tag", "A notification with the same tag replaces the last."),
    web("notification.renotify", .boolean, "Renotify", "Alert again when replacing by tag."),
    web(
      "notification.requireInteraction", .boolean, "Require interaction",
      "Stay until the user dismisses it."),
    web("notification.silent", .boolean, "Silent", "No sound or vibration."),
    web(
      "notification.timestamp", .number, "Timestamp", "Event time in milliseconds since 1970."),
    web(
      "notification.vibrate", .numberList, "Vibrate", "Milliseconds: vibrate, pause, vibrate…"),
    web("notification.data", .json, "Notification data", "Any JSON for the service worker."),
    web("notification.actions", .objectList, "Actions", "Buttons shown with the notification."),
    web("notification.actions[].action", .text, "Action id", "Sent to the service worker."),
    web("notification.actions[].title", .text, "Button title", "Button text."),
    web(
      "notification.actions[].icon", .url(schemes: ["https", "http"]), "Button icon",
      "Icon URL."),
    web("fcm_options", .object, "Web FCM options", "FCM options for the web."),
    web(
      "fcm_options.link", .url(schemes: ["https"]), "Link",
      "Page opened on click; must be https."),
    web(
      "fcm_options.analytics_label", .text, "Analytics label",
      "Label for web deliveries in FCM data.", rules: analyticsLabelRules),
  ]
}
