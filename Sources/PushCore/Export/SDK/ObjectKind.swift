/// The objects of an FCM message that the Admin SDKs build with a type of their own
/// (`messaging.AndroidConfig`, `messaging.Aps`, …), named by their path in `FieldSchema`.
///
/// The kinds are exactly the schema's `.object` / `.objectList` fields plus the root message and
/// `apns.payload` (free-form JSON that the SDKs still wrap in `APNSPayload`); a test checks that
/// every object field of the schema has a kind, except those under `untypedSubtrees`. Which keys of a kind an SDK types is derived from
/// the schema's children of that path (see `SDKDialect`).
enum ObjectKind: String, Sendable, Hashable, CaseIterable {
  case message = "message"
  case notification = "message.notification"
  case android = "message.android"
  case androidNotification = "message.android.notification"
  case lightSettings = "message.android.notification.light_settings"
  case androidFcmOptions = "message.android.fcm_options"
  case apns = "message.apns"
  case apnsPayload = "message.apns.payload"
  case aps = "message.apns.payload.aps"
  case apsAlert = "message.apns.payload.aps.alert"
  case criticalSound = "message.apns.payload.aps.sound"
  case apnsFcmOptions = "message.apns.fcm_options"
  case webpush = "message.webpush"
  case webpushNotification = "message.webpush.notification"
  case webpushAction = "message.webpush.notification.actions[]"
  case webpushFcmOptions = "message.webpush.fcm_options"
  case fcmOptions = "message.fcm_options"

  /// Schema objects no released Admin SDK has types for: `android_v2` (preview; Python 7.7, Node
  /// and Go released have no `AndroidConfigV2`, Java's is unreleased), so Node sends it as a
  /// plain object and the Python and Go snippets name it as not expressible.
  static let untypedSubtrees = ["message.android_v2"]

  /// The schema path of the object.
  var schemaPath: String { rawValue }

  /// The kind of the object found at `key` inside this one, if that is an SDK object.
  func child(_ key: String) -> ObjectKind? {
    ObjectKind(rawValue: schemaPath + "." + key)
      ?? ObjectKind(rawValue: schemaPath + "." + key + "[]")
  }

  /// The schema field of `key` inside this object.
  func field(_ key: String) -> Field? {
    FieldSchema.shared.field(at: schemaPath + "." + key)
  }

  /// Keys of `aps` that all three Admin SDKs model with typed properties (Python `Aps`, Node
  /// `Aps`, Go `Aps`); the schema's other `aps` keys (interruption level, Live Activity keys…)
  /// go through each SDK's custom-data escape hatch. `nil`: every schema key may be typed.
  var sdkModelledKeys: Set<String>? {
    switch self {
    case .aps:
      ["alert", "badge", "sound", "content-available", "mutable-content", "category", "thread-id"]
    default: nil
    }
  }
}
