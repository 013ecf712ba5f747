extension SDKDialect {
  /// `firebase-admin/messaging` (checked against firebase-admin-node `src/messaging/
  /// messaging-api.ts` and `messaging-internal.ts`). Node's messages are plain objects: keys the
  /// SDK does not type are still sent as written, so they stay in the object (with a comment
  /// where the SDK's TypeScript type has no index signature) instead of being dropped.
  static let node = SDKDialect(
    sdkName: "the Node.js Admin SDK",
    typeName: { SDKTypeNames.node[$0] ?? "Message" },
    propertyName: { kind, key in
      // Web notification options already use the Web Notification API's names.
      if kind == .webpushNotification || kind == .webpushAction { return key }
      return NodeNames.renames[kind]?[key] ?? SDKNaming.lowerCamel(key)
    },
    untypedKeys: [
      .message: ["android_v2", "name"],
      .androidNotification: ["bypass_proxy_notification"],
      .webpushFcmOptions: ["analytics_label"],
    ],
    customAccepts: { kind, key in
      switch kind {
      // validateAps deletes content-available / mutable-content values other than 1.
      case .aps: !["content-available", "mutable-content"].contains(key)
      // validateApsSound deletes critical values other than 1.
      case .criticalSound: key != "critical"
      default: true
      }
    })
}

/// Node.js property names that lowerCamelCase does not give.
enum NodeNames {
  static let renames: [ObjectKind: [String: String]] = [
    .notification: ["image": "imageUrl"],
    .androidNotification: [
      "image": "imageUrl", "event_time": "eventTimestamp", "notification_priority": "priority",
      "vibrate_timings": "vibrateTimingsMillis",
    ],
    .lightSettings: [
      "light_on_duration": "lightOnDurationMillis", "light_off_duration": "lightOffDurationMillis",
    ],
    .apnsFcmOptions: ["image": "imageUrl"],
  ]

  /// Kinds whose TypeScript type takes arbitrary extra keys (`[key: string]: any`).
  static let openKinds: Set<ObjectKind> = [.apnsPayload, .aps, .webpushNotification]
}
