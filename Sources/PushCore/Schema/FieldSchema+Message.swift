extension FieldSchema {
  /// The analytics label rule shared by the four `fcm_options` blocks (Python SDK, strictest).
  static let analyticsLabelRules: [FieldRule] = [
    .characters(.topic, count: 1...50)
  ]

  /// `Message` and the common `Notification` and `FcmOptions` (FCM-SPEC §1.3, §1.4, §1.9).
  static let messageFields: [Field] = [
    Field(
      "message.name", .text, "Name", "Output only: FCM returns it in the send response.",
      platform: .common,
      rules: [
        .notAllowed(
          "message.name is output only: FCM ignores it in a request and returns the name it "
            + "gives the message in its response")
      ]),
    Field(
      "message.token", .text, "Registration token",
      "One device's FCM registration token (exactly one target).",
      platform: .common, console: .target, rules: [.nonEmpty]),
    Field(
      "message.fid", .text, "Firebase Installation ID",
      "Target one app instance by its FID (newer alternative to token).",
      platform: .common, rules: [.nonEmpty]),
    Field(
      "message.topic", .text, "Topic",
      "Topic name without /topics/, e.g. weather (exactly one target).",
      platform: .common, console: .target,
      rules: [
        .nonEmpty,
        .stripsPrefix("/topics/"),
        .characters(.topic, count: 1...900),
      ]),
    Field(
      "message.condition", .text, "Condition",
      "Topic expression, e.g. 'a' in topics && !('b' in topics); at most 5 topics.",
      platform: .common, rules: [.nonEmpty]),
    Field(
      "message.notification", .object, "Notification",
      "Title, text and image shown by every platform.", platform: .common),
    Field(
      "message.notification.title", .text, "Notification title",
      "Bold first line of the notification.", platform: .common, console: .notification),
    Field(
      "message.notification.body", .multilineText, "Notification text",
      "The notification's main text.", platform: .common, console: .notification),
    Field(
      "message.notification.image", .url(schemes: ["https", "http"]), "Notification image",
      "Image URL, e.g. https://yourapp.com/image.png (Android ≤ 1 MB; Apple needs mutable-content).",
      platform: .common, console: .notification, rules: [.nodeImageURL]),
    Field(
      "message.data", .stringMap, "Custom data",
      "Key/value strings delivered to the app (not shown to the user).",
      platform: .common, console: .additionalOptions),
    Field(
      "message.fcm_options", .object, "FCM options", "Options for all platforms.",
      platform: .common),
    Field(
      "message.fcm_options.analytics_label", .text, "Analytics label",
      "Label for this message in FCM delivery data.", platform: .common,
      rules: analyticsLabelRules),
  ]
}
