/// A message value translated for an Admin SDK: what the SDK's typed builders take (durations,
/// timestamps, colours as `#rrggbbaa`, lowercase enum tokens) rather than the wire JSON.
indirect enum SDKValue: Sendable, Hashable {
  case string(String)
  case number(JSONNumber)
  case bool(Bool)
  /// An SDK enum token, lowercase: `high`, `min`, `public`, `if_priority_lowered`.
  case enumToken(String)
  case duration(ProtoDuration)
  /// Durations the SDKs take in milliseconds (`vibrate_timings`).
  case millisList([ProtoDuration])
  case timestamp(ProtoTimestamp)
  /// `#rrggbb` or `#rrggbbaa`; `exact` is false when the float channels were rounded to 8 bits.
  case color(hex: String, exact: Bool)
  case stringMap(JSONObject)
  case stringList([String])
  case numberList([JSONNumber])
  /// Free-form JSON passed through as a literal.
  case json(JSONValue)
  case object(SDKObject)
  case objectList([SDKObject])
}

/// One object of the message, member by member in the message's own order.
struct SDKObject: Sendable, Hashable {
  var kind: ObjectKind
  /// Where the object is in the request body, for comments.
  var path: JSONPath
  var members: [SDKMember]

  /// The typed fields.
  var fields: [SDKField] {
    members.compactMap { if case .field(let f) = $0 { return f } else { return nil } }
  }

  /// Members for the SDK's custom-data escape hatch.
  var custom: [JSONObject.Member] {
    members.compactMap {
      if case .custom(let key, let value) = $0 { return JSONObject.Member(key: key, value: value) }
      return nil
    }
  }

  /// Comments about values the SDK cannot express.
  var unsupported: [String] {
    members.compactMap { if case .unsupported(let text) = $0 { return text } else { return nil } }
  }

  /// The typed field for a JSON key.
  func field(_ key: String) -> SDKField? { fields.first { $0.key == key } }
}

/// A typed SDK property.
struct SDKField: Sendable, Hashable {
  /// The JSON key in the request body.
  var key: String
  /// The SDK's property / parameter name.
  var name: String
  var value: SDKValue
  /// A remark shown next to the value (e.g. "approximated to 8-bit channels").
  var remark: String?
}

/// One member of an object as the SDK sees it.
enum SDKMember: Sendable, Hashable {
  /// Set through a typed property.
  case field(SDKField)
  /// Set through the SDK's custom-data escape hatch, key and value verbatim.
  case custom(key: String, value: JSONValue)
  /// Not expressible with this SDK: a comment saying what and why.
  case unsupported(String)
}
