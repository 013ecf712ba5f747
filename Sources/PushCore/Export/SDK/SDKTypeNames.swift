/// The SDKs' type names per object kind (for code, and for comments naming the type).
enum SDKTypeNames {
  /// Python `firebase_admin.messaging` classes; the Go SDK's structs have the same names.
  static let pythonAndGo: [ObjectKind: String] = [
    .message: "Message", .notification: "Notification", .android: "AndroidConfig",
    .androidNotification: "AndroidNotification", .lightSettings: "LightSettings",
    .androidFcmOptions: "AndroidFCMOptions", .apns: "APNSConfig", .apnsPayload: "APNSPayload",
    .aps: "Aps", .apsAlert: "ApsAlert", .criticalSound: "CriticalSound",
    .apnsFcmOptions: "APNSFCMOptions", .webpush: "WebpushConfig",
    .webpushNotification: "WebpushNotification", .webpushAction: "WebpushNotificationAction",
    .webpushFcmOptions: "WebpushFCMOptions", .fcmOptions: "FCMOptions",
  ]

  /// Node.js `firebase-admin/messaging` interfaces (the web action has no named type).
  static let node: [ObjectKind: String] = [
    .message: "Message", .notification: "Notification", .android: "AndroidConfig",
    .androidNotification: "AndroidNotification", .lightSettings: "LightSettings",
    .androidFcmOptions: "AndroidFcmOptions", .apns: "ApnsConfig", .apnsPayload: "ApnsPayload",
    .aps: "Aps", .apsAlert: "ApsAlert", .criticalSound: "CriticalSound",
    .apnsFcmOptions: "ApnsFcmOptions", .webpush: "WebpushConfig",
    .webpushNotification: "WebpushNotification", .webpushAction: "WebpushNotification.actions[]",
    .webpushFcmOptions: "WebpushFcmOptions", .fcmOptions: "FcmOptions",
  ]
}
