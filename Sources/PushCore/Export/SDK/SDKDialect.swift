/// One Admin SDK's vocabulary: the names of its types and properties, which schema keys it has
/// typed properties for, and which keys its custom-data escape hatches can carry.
///
/// Property names are derived from the JSON key by the SDK's naming rule (snake_case for Python,
/// lowerCamelCase for Node, Go's exported names with initialisms) plus a small table of the keys
/// the SDKs rename (`event_time` → `event_timestamp`, `image` → `imageUrl`, …). The keys an SDK
/// types are the schema's keys of each object kind minus `untypedKeys`, which lists the few schema
/// fields that SDK has no property for.
struct SDKDialect: Sendable {
  /// "the Python Admin SDK", for comments.
  var sdkName: String
  /// The SDK's type for an object kind (`AndroidNotification`), for comments.
  var typeName: @Sendable (ObjectKind) -> String
  /// The SDK property for a typed JSON key.
  var propertyName: @Sendable (ObjectKind, String) -> String
  /// Schema keys of a kind that the SDK has no typed property for.
  var untypedKeys: [ObjectKind: Set<String>]
  /// Whether the kind's escape hatch can carry `key` verbatim (Python `custom_data=`, Go
  /// `CustomData`, plain extra keys in Node's objects).
  var customAccepts: @Sendable (ObjectKind, String) -> Bool

  /// Whether `key` of `kind` is set through a typed property (when its value converts).
  func isTyped(_ kind: ObjectKind, _ key: String) -> Bool {
    guard kind.field(key) != nil || kind.child(key) != nil else { return false }
    if let modelled = kind.sdkModelledKeys, !modelled.contains(key) { return false }
    return !(untypedKeys[kind]?.contains(key) ?? false)
  }
}

/// Naming helpers shared by the dialects.
enum SDKNaming {
  /// `collapse_key` / `thread-id` → `["collapse", "key"]`.
  static func words(_ key: String) -> [String] {
    key.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
  }

  /// `collapse_key` → `collapse_key`; `thread-id` → `thread_id`.
  static func snake(_ key: String) -> String { words(key).joined(separator: "_") }

  /// `collapse_key` → `collapseKey`; `thread-id` → `threadId`.
  static func lowerCamel(_ key: String) -> String {
    let parts = words(key)
    guard let first = parts.first else { return key }
    return first + parts.dropFirst().map(capitalized).joined()
  }

  /// `collapse_key` → `CollapseKey`, with Go's initialisms: `channel_id` → `ChannelID`.
  static func goName(_ key: String) -> String {
    words(key).map { goInitialisms[$0.lowercased()] ?? capitalized($0) }.joined()
  }

  static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  private static let goInitialisms = [
    "id": "ID", "url": "URL", "ok": "OK", "fcm": "FCM", "ttl": "TTL", "apns": "APNS",
    "fid": "FID",
  ]
}
