extension FieldSchema {
  /// `WebpushConfig`, the Web Notification options and `WebpushFcmOptions` (FCM-SPEC §1.8).
  static let webpushFields: [Field] = [
    override(.webpush, "", .object, "Web", "Options only browsers read."),
    override(
      .webpush, "headers", .stringMap, "Web Push headers", "Web Push protocol headers (RFC 8030)."),
    override(
      .webpush,
      "headers.TTL", .integerString, "TTL",
      "Seconds the push service keeps it: 0 to 2419200.", rules: [.range(0, 2_419_200)]),
    override(
      .webpush,
      "headers.Urgency", .enumeration(["very-low", "low", "normal", "high"]), "Urgency",
      "Hint for battery-saving delivery."),
    override(
      .webpush,
      "headers.Topic", .text, "Topic header",
      "Replaces a pending push with the same topic (≤ 32 URL-safe base64 characters).",
      rules: [
        .characters(.urlSafeBase64, count: 1...32)
      ]),
    override(
      .webpush, "data", .stringMap, "Web data",
      "Replaces the common custom data on the web when set."),
    override(
      .webpush,
      "notification", .object, "Web notification",
      "Notification API options; extra keys pass through.", rules: [.extraKeys(.allowed)]),
    override(
      .webpush, "notification.title", .text, "Title", "Overrides the notification title on the web."
    ),
    override(
      .webpush,
      "notification.body", .multilineText, "Body", "Overrides the notification text on the web."),
    override(
      .webpush, "notification.icon", .url(schemes: ["https", "http"]), "Icon",
      "Small icon URL (relative to the service worker, or data:).",
      rules: [.resolvesAgainstServiceWorker]),
    override(
      .webpush, "notification.image", .url(schemes: ["https", "http"]), "Image",
      "Large image URL (relative to the service worker, or data:).",
      rules: [.resolvesAgainstServiceWorker]),
    override(
      .webpush,
      "notification.badge", .url(schemes: ["https", "http"]), "Badge",
      "Monochrome badge icon URL (relative to the service worker, or data:).",
      rules: [.resolvesAgainstServiceWorker]),
    override(
      .webpush,
      "notification.dir", .enumeration(["auto", "ltr", "rtl"]), "Direction",
      "Text direction: auto, ltr or rtl."),
    override(.webpush, "notification.lang", .text, "Language", "BCP 47 tag, e.g. he or pt-BR."),
    override(
      .webpush,
      "notification.tag", .text, "Tag", "A notification with the same tag replaces the last."),
    override(
      .webpush, "notification.renotify", .boolean, "Renotify", "Alert again when replacing by tag."),
    override(
      .webpush,
      "notification.requireInteraction", .boolean, "Require interaction",
      "Stay until the user dismisses it."),
    override(.webpush, "notification.silent", .boolean, "Silent", "No sound or vibration."),
    override(
      .webpush,
      "notification.timestamp", .number, "Timestamp", "Event time in milliseconds since 1970."),
    override(
      .webpush,
      "notification.vibrate", .numberList, "Vibrate",
      "Milliseconds: vibrate, pause, vibrate… (or one number).", rules: [.orSingleNumber]),
    override(
      .webpush, "notification.data", .json, "Notification data", "Any JSON for the service worker."),
    override(
      .webpush, "notification.actions", .objectList, "Actions",
      "Buttons shown with the notification.", rules: [.extraKeys(.warn)]),
    override(
      .webpush, "notification.actions[].action", .text, "Action id",
      "Sent to the service worker.", rules: [.required]),
    override(
      .webpush, "notification.actions[].title", .text, "Button title", "Button text.",
      rules: [.required]),
    override(
      .webpush,
      "notification.actions[].icon", .url(schemes: ["https", "http"]), "Button icon",
      "Icon URL (relative to the service worker, or data:).", rules: [.resolvesAgainstServiceWorker]
    ),
    override(
      .webpush,
      "notification.actions[].navigate", .url(schemes: ["https", "http"]), "Button link",
      "Page opened by the button (declarative Web Push).", rules: [.resolvesAgainstServiceWorker]),
    override(
      .webpush,
      "notification.actions[].type", .enumeration(["button", "text"]), "Button type",
      "text shows a reply field (Chrome's inline reply)."),
    override(
      .webpush,
      "notification.actions[].placeholder", .text, "Reply placeholder",
      "Hint text in a text action's reply field."),
    override(.webpush, "fcm_options", .object, "Web FCM options", "FCM options for the web."),
    override(
      .webpush,
      "fcm_options.link", .url(schemes: ["https"]), "Link",
      "Page opened on click; must be https."),
    override(
      .webpush,
      "fcm_options.analytics_label", .text, "Analytics label",
      "Label for web deliveries in FCM data.", rules: analyticsLabelRules),
  ]
}
