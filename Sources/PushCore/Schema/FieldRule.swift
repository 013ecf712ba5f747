/// A per-field rule beyond the field's kind. Checked generically by the validator for every
/// field present in the message; cross-field rules live in the validator itself.
public enum FieldRule: Sendable, Hashable {
  /// The whole string consists of `count` characters of the set ("must be 1 to 900 of the
  /// characters a-z A-Z 0-9 - _ . ~ %").
  case characters(AllowedCharacters, count: ClosedRange<Int>)
  /// At most this many UTF-8 bytes.
  case maxBytes(Int)
  /// At most this many characters.
  case maxLength(Int)
  /// Numeric value (or duration seconds, or integer string) within the closed range.
  case range(Double, Double)
  /// The field only makes sense when `sibling` (a path relative to the parent) is set.
  case requiresSibling(String)
  /// The field is deprecated; the text says what to use instead.
  case deprecated(String)
  /// Output only: FCM ignores it in a request (REST-MSG: `Message.name`); warned about, and
  /// never offered in the form. The text explains.
  case notAllowed(String)
  /// Values that are valid but deserve a warning, with the reason.
  case discouragedValues([String], reason: String)
  /// An empty string is an error (SDKs reject empty strings here).
  case nonEmpty
  /// Setting the field at all deserves a warning, with the reason.
  case cautionWhenSet(String)
  /// For `.object` fields: how keys the schema does not list are treated.
  case extraKeys(ExtraKeyPolicy)
  /// For `.object` fields: a plain string is accepted instead of the object (`aps.alert`).
  case orString
  /// The field must be present whenever its parent object is.
  case required
  /// For `.json` fields: the value must be a JSON object (proto `Struct`, or an object Apple
  /// decodes into a Codable type), not any JSON value.
  case jsonObject
  /// For `.text` fields: a localized object `{"loc-key": …, "loc-args": […]}` is accepted
  /// instead of the string (Apple: Live Activity alert `title` and `body`).
  case orLocalizedObject
  /// For `.numberList` fields: a single number is accepted instead of the list (the Notification
  /// API's `vibrate` is `VibratePattern`, `unsigned long or sequence<unsigned long>`).
  case orSingleNumber
  /// For `.url` fields: relative and `data:` URLs are valid too; the browser resolves them
  /// against the service worker's URL (Notification API: "parse … with the service worker's
  /// base URL").
  case resolvesAgainstServiceWorker
  /// For `.url` fields: the character set, host and path that the Node Admin SDK's
  /// `validator.isURL` accepts (it rejects the message otherwise: "… must be a valid URL").
  case nodeImageURL
  /// A leading prefix the SDKs strip before sending (`/topics/`); warned about and stripped on
  /// render, and rules apply to the value without it.
  case stripsPrefix(String)
}

extension FieldRule {
  /// Whether the rule is about the field or a sibling being present (checked on the parent
  /// object, where the field may be missing) rather than about its value.
  var isPresenceRule: Bool {
    switch self {
    case .required, .requiresSibling: true
    default: false
    }
  }
}

/// How an object treats keys the schema does not list.
public enum ExtraKeyPolicy: Sendable, Hashable {
  /// Passed through silently (free-form web notification options).
  case allowed
  /// Passed through with a warning (the receiver ignores them).
  case warn
}
