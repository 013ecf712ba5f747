/// What kind of value a field holds; decides its form widget, its JSON type check and how
/// its text input is converted to JSON.
public enum FieldKind: Sendable, Hashable {
  /// One-line text.
  case text
  /// Multi-line text (notification bodies).
  case multilineText
  /// A URL; `schemes` lists the accepted schemes.
  case url(schemes: [String])
  /// `#rrggbb` colour string.
  case hexColor
  /// `google.type.Color` object of floats, edited as `#rrggbb` or `#rrggbbaa`.
  case colorObject
  /// `google.protobuf.Duration`: `"3.5s"`.
  case duration
  /// A list of durations (`vibrate_timings`).
  case durationList
  /// RFC 3339 UTC timestamp (`event_time`).
  case timestamp
  /// Integer seconds since the Unix epoch, as a string (`apns-expiration`).
  case epochSecondsString
  /// A JSON integer.
  case integer
  /// A JSON number (may be fractional).
  case number
  /// A JSON boolean.
  case boolean
  /// The APNs `0/1` flags (`mutable-content`, `content-available`): 1 when on, absent when off.
  case flag
  /// A string restricted to the given values.
  case enumeration([String])
  /// A string whose value is a decimal integer in a header (`apns-priority`, `TTL`).
  case integerString
  /// An object of string → string (data, headers).
  case stringMap
  /// An array of strings (loc args).
  case stringList
  /// An array of numbers (web `vibrate`).
  case numberList
  /// An object of known fields (nested group such as `android.notification`).
  case object
  /// A list of objects whose element fields are listed under `path[]` (web `actions`).
  case objectList
  /// Free-form JSON of any shape (`apns.payload`, web `data`).
  case json

  /// The JSON type this kind is written as, for "expected a string" messages.
  public var jsonTypeName: String {
    switch self {
    case .text, .multilineText, .url, .hexColor, .duration, .timestamp, .epochSecondsString,
      .enumeration, .integerString:
      "string"
    case .integer, .flag: "integer"
    case .number: "number"
    case .boolean: "boolean"
    case .colorObject, .stringMap, .object: "object"
    case .durationList, .stringList, .numberList, .objectList: "array"
    case .json: "any JSON value"
    }
  }

  /// A short name for `fcm-compose fields`.
  public var name: String {
    switch self {
    case .text: "text"
    case .multilineText: "multiline"
    case .url: "url"
    case .hexColor: "color"
    case .colorObject: "rgba"
    case .duration: "duration"
    case .durationList: "durations"
    case .timestamp: "timestamp"
    case .epochSecondsString: "epoch"
    case .integer: "integer"
    case .number: "number"
    case .boolean: "boolean"
    case .flag: "flag"
    case .enumeration: "enum"
    case .integerString: "int-string"
    case .stringMap: "map"
    case .stringList: "list"
    case .numberList: "numbers"
    case .object: "object"
    case .objectList: "objects"
    case .json: "json"
    }
  }

  /// Whether the object under this field has fields of its own in the schema that are the
  /// only ones allowed (unknown keys are errors).
  public var isClosedObject: Bool { self == .object }
}
