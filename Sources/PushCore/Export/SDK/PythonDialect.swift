extension SDKDialect {
  /// `firebase_admin.messaging` (checked against firebase-admin 7.7: class signatures and
  /// `_messaging_encoder.MessageEncoder`).
  static let python = SDKDialect(
    sdkName: "the Python Admin SDK",
    typeName: { SDKTypeNames.pythonAndGo[$0] ?? "Message" },
    propertyName: { kind, key in PythonNames.renames[kind]?[key] ?? SDKNaming.snake(key) },
    untypedKeys: [
      .message: ["android_v2", "name"],
      .androidNotification: ["bypass_proxy_notification"],
      .apsAlert: ["subtitle-loc-key", "subtitle-loc-args"],
      .webpushFcmOptions: ["analytics_label"],
    ],
    customAccepts: { kind, key in
      switch kind {
      // `APNSPayload(aps, **custom)`.
      case .apnsPayload: key != "aps"
      // `Aps(custom_data=…)` rejects keys the encoder always sets (even to None).
      case .aps: !["alert", "badge", "sound", "category", "thread-id"].contains(key)
      // `ApsAlert(custom_data=…)` may override anything.
      case .apsAlert: true
      // `WebpushNotification(custom_data=…)` rejects the standard keys.
      case .webpushNotification: kind.field(key) == nil
      default: false
      }
    })
}

/// Python parameter names that the naming rule does not give.
enum PythonNames {
  /// JSON key → parameter where the SDK renames (durations and times in its own units).
  static let renames: [ObjectKind: [String: String]] = [
    .androidNotification: [
      "event_time": "event_timestamp", "notification_priority": "priority",
      "vibrate_timings": "vibrate_timings_millis",
    ],
    .lightSettings: [
      "light_on_duration": "light_on_duration_millis",
      "light_off_duration": "light_off_duration_millis",
    ],
    .webpushNotification: [
      "dir": "direction", "lang": "language", "requireInteraction": "require_interaction",
      "timestamp": "timestamp_millis",
    ],
  ]
}
