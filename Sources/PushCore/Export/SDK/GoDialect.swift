extension SDKDialect {
  /// `firebase.google.com/go/v4/messaging` (checked against firebase-admin-go
  /// `messaging/messaging.go`). Untyped: the fields that package's structs do not have.
  static let go = SDKDialect(
    sdkName: "the Go Admin SDK",
    typeName: { SDKTypeNames.pythonAndGo[$0] ?? "Message" },
    propertyName: { kind, key in GoNames.renames[kind]?[key] ?? SDKNaming.goName(key) },
    untypedKeys: [
      .message: ["android_v2", "name"],
      .android: ["bandwidth_constrained_ok", "restricted_satellite_ok"],
      .androidNotification: ["bypass_proxy_notification"],
      .webpushFcmOptions: ["analytics_label"],
    ],
    customAccepts: { kind, key in
      switch kind {
      // `APNSPayload.CustomData`, `Aps.CustomData` and `WebpushNotification.CustomData` are
      // merged over the standard fields when marshalled.
      case .apnsPayload: key != "aps"
      case .aps, .webpushNotification: true
      default: false
      }
    })
}

/// Go field names that the exported-name rule does not give, and the SDK's pointer fields.
enum GoNames {
  static let renames: [ObjectKind: [String: String]] = [
    .notification: ["image": "ImageURL"],
    .androidNotification: [
      "image": "ImageURL", "event_time": "EventTimestamp", "notification_priority": "Priority",
      "vibrate_timings": "VibrateTimingMillis",
    ],
    .lightSettings: [
      "light_on_duration": "LightOnDurationMillis", "light_off_duration": "LightOffDurationMillis",
    ],
    .apsAlert: [
      "subtitle": "SubTitle", "subtitle-loc-key": "SubTitleLocKey",
      "subtitle-loc-args": "SubTitleLocArgs",
    ],
    .apnsFcmOptions: ["image": "ImageURL"],
    .webpushNotification: ["dir": "Direction", "lang": "Language", "timestamp": "TimestampMillis"],
  ]

  /// Scalar fields the SDK takes by pointer, with the variable name the snippet declares.
  static let pointerVariables: [ObjectKind: [String: String]] = [
    .android: ["ttl": "ttl"],
    .androidNotification: ["event_time": "eventTime", "notification_count": "notificationCount"],
    .aps: ["badge": "badge"],
    .webpushNotification: ["timestamp": "timestamp"],
  ]

  /// Kinds whose Go struct has a `CustomData` map.
  static let customDataKinds: Set<ObjectKind> = [.apnsPayload, .aps, .webpushNotification]

  /// Enum-typed fields: JSON key → constant prefix (`messaging.PriorityHigh`).
  static let enumConstants: [String: String] = [
    "notification_priority": "Priority", "visibility": "Visibility", "proxy": "Proxy",
  ]

  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
}
