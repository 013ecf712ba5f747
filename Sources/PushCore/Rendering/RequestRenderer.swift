/// Turns a draft into the exact HTTP v1 request body `{"message": {...}}`.
///
/// Rendering changes as little as possible: a leading `/topics/` is stripped from `topic` (as
/// the Admin SDKs do), and the console's Expires option fills `android.ttl`, the web `TTL`
/// header and `apns-expiration` where the message does not set them already. Everything else,
/// including unknown keys and key order, passes through as written; a valid request body renders
/// to itself.
public enum RequestRenderer {
  /// The request body for `draft`.
  public static func request(_ draft: Draft, options: RenderOptions) -> JSONValue {
    var body = JSONObject()
    for key in validateOnlyKeys {
      if let validateOnly = draft.document[key] { body[key] = validateOnly }
    }
    body["message"] = .object(message(draft, options: options))
    return .object(body)
  }

  /// Just the rendered `Message` object.
  public static func message(_ draft: Draft, options: RenderOptions) -> JSONObject {
    var message = JSONValue.object(draft.message)
    stripPrefixes(in: &message)
    if let expiry = draft.expiry { apply(expiry, to: &message, options: options) }
    return message.objectValue ?? [:]
  }

  /// The schema's `.stripsPrefix` rules, with paths relative to `message`, looked up once.
  private static let prefixRules: [(path: JSONPath, prefix: String)] =
    FieldSchema.shared.fields.flatMap { field in
      field.rules.compactMap { rule -> (JSONPath, String)? in
        guard case .stripsPrefix(let prefix) = rule else { return nil }
        return (JSONPath(Array(field.jsonPath.components.dropFirst())), prefix)
      }
    }

  /// Whether the value at `path` (canonical, from `message`) reaches the request as written,
  /// whatever it is: false where a rule rewrites it (a `.stripsPrefix` field, or an object
  /// holding one).
  static func copiesVerbatim(_ path: JSONPath) -> Bool {
    let relative = JSONPath(Array(path.components.dropFirst()))
    return !prefixRules.contains { $0.path.hasPrefix(relative) || relative.hasPrefix($0.path) }
  }

  /// The request's own flag, in both spellings.
  private static let validateOnlyKeys = ["validate_only", "validateOnly"]

  /// Where the console's Expires option lands, relative to `message`.
  private static let ttlPath: JSONPath = "android.ttl"
  private static let webTTLPath: JSONPath = "webpush.headers.TTL"
  private static let expirationPath: JSONPath = "apns.headers.apns-expiration"

  /// Strips the prefixes that the schema's `.stripsPrefix` rules name.
  private static func stripPrefixes(in message: inout JSONValue) {
    for (path, prefix) in prefixRules {
      if let s = message[path: path]?.stringValue, s.hasPrefix(prefix) {
        message.setValue(.string(String(s.dropFirst(prefix.count))), at: path)
      }
    }
  }

  private static func apply(_ expiry: Expiry, to message: inout JSONValue, options: RenderOptions) {
    let seconds = min(max(expiry.seconds, 0), Expiry.maximumSeconds)
    func setIfAbsent(_ value: @autoclosure () -> JSONValue, _ path: JSONPath) {
      if message[path: path] == nil { message.setValue(value(), at: path) }
    }
    setIfAbsent(.string("\(seconds)s"), ttlPath)
    setIfAbsent(.string(String(seconds)), webTTLPath)
    let expiration = Int(options.now.timeIntervalSince1970) + seconds
    setIfAbsent(.string(String(expiration)), expirationPath)
  }
}
