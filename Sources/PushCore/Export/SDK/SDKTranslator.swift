/// Walks a rendered `Message` and translates it for one SDK: each member becomes a typed field,
/// a custom-data entry, or an "unsupported" comment. Nothing is dropped silently.
struct SDKTranslator {
  var dialect: SDKDialect

  /// The translated root message. Fields are read under their snake_case names, so a body
  /// written in the lowerCamelCase spelling (`fcmOptions`) builds the same SDK objects.
  func message(_ message: JSONObject) -> SDKObject {
    object(
      SpelledMessage(message).canonical, kind: .message,
      path: JSONPath(parsing: "message") ?? .root)
  }

  func object(_ json: JSONObject, kind: ObjectKind, path: JSONPath) -> SDKObject {
    var members: [SDKMember] = []
    for member in json {
      let here = path.appending(member.key)
      let typed = dialect.isTyped(kind, member.key)
      if typed, let value = convert(member.value, key: member.key, in: kind, path: here) {
        let field = SDKField(
          key: member.key, name: dialect.propertyName(kind, member.key), value: value,
          remark: remark(for: value))
        members.append(.field(field))
      } else if dialect.customAccepts(kind, member.key) {
        members.append(.custom(key: member.key, value: member.value))
      } else {
        let type = dialect.typeName(kind)
        let why =
          typed
          ? "\(type).\(dialect.propertyName(kind, member.key)) cannot take this value"
          : kind.field(member.key) == nil
            ? "not a field \(type) knows" : "\(type) has no property for it"
        let value = JSONWriter.string(member.value, style: .compact)
        members.append(
          .unsupported("\(here) = \(value) cannot be expressed with \(dialect.sdkName): \(why)"))
      }
    }
    return SDKObject(kind: kind, path: path, members: members)
  }

  /// The SDK form of `value`, or nil when the SDK's typed property cannot hold it.
  func convert(_ value: JSONValue, key: String, in kind: ObjectKind, path: JSONPath) -> SDKValue? {
    if let child = kind.child(key) {
      if case .object(let o) = value {
        return .object(object(o, kind: child, path: path))
      }
      if case .array(let items) = value, child.schemaPath.hasSuffix("[]") {
        var objects: [SDKObject] = []
        for (i, item) in items.enumerated() {
          guard case .object(let o) = item else { return nil }
          objects.append(object(o, kind: child, path: path.appending(index: i)))
        }
        return .objectList(objects)
      }
    }
    guard let field = kind.field(key) else { return nil }
    return scalar(value, as: field)
  }

  private func scalar(_ value: JSONValue, as field: Field) -> SDKValue? {
    switch field.kind {
    case .text, .multilineText, .url, .hexColor, .epochSecondsString, .integerString:
      return value.stringValue.map(SDKValue.string)
    case .enumeration(let values):
      guard let s = value.stringValue, values.contains(s) else { return nil }
      return Self.enumToken(s, among: values).map(SDKValue.enumToken)
    case .duration:
      return value.stringValue.flatMap(ProtoDuration.init(json:)).map(SDKValue.duration)
    case .durationList:
      guard let items = value.arrayValue else { return nil }
      let durations = items.compactMap { $0.stringValue.flatMap(ProtoDuration.init(json:)) }
      return durations.count == items.count ? .millisList(durations) : nil
    case .timestamp:
      return value.stringValue.flatMap(ProtoTimestamp.init(rfc3339:)).map(SDKValue.timestamp)
    case .integer:
      guard let n = value.numberValue, n.intValue != nil else { return nil }
      return .number(n)
    case .number:
      return value.numberValue.map(SDKValue.number)
    case .boolean:
      return value.boolValue.map(SDKValue.bool)
    case .flag:
      return value.numberValue?.intValue == 1 ? .bool(true) : nil
    case .colorObject:
      guard let color = value.objectValue.flatMap(ColorHex.init(json:)) else { return nil }
      return .color(hex: color.hex, exact: color.isExact)
    case .stringMap:
      guard let o = value.objectValue, o.allSatisfy({ $0.value.stringValue != nil }) else {
        return nil
      }
      return .stringMap(o)
    case .stringList:
      guard let items = value.arrayValue else { return nil }
      let strings = items.compactMap(\.stringValue)
      return strings.count == items.count ? .stringList(strings) : nil
    case .numberList:
      guard let items = value.arrayValue else { return nil }
      let numbers = items.compactMap(\.numberValue)
      return numbers.count == items.count ? .numberList(numbers) : nil
    case .json:
      return .json(value)
    case .object, .objectList:
      // `aps.alert` and `aps.sound` may be plain strings (`.orString`).
      guard field.rules.contains(.orString) else { return nil }
      return value.stringValue.map(SDKValue.string)
    }
  }

  /// The SDKs' enum token for a proto enum value: lowercase, without the prefix every value
  /// shares (`PRIORITY_HIGH` → `high`); `*_UNSPECIFIED` has no token.
  static func enumToken(_ value: String, among values: [String]) -> String? {
    guard !value.hasSuffix("_UNSPECIFIED") else { return nil }
    let named = values.filter { !$0.hasSuffix("_UNSPECIFIED") }
    var prefix = ""
    if let first = named.first, let underscore = first.firstIndex(of: "_") {
      let candidate = String(first[...underscore])
      if named.allSatisfy({ $0.hasPrefix(candidate) }) { prefix = candidate }
    }
    return String(value.dropFirst(prefix.count)).lowercased()
  }

  private func remark(for value: SDKValue) -> String? {
    guard case .color(_, exact: false) = value else { return nil }
    return "nearest 8-bit colour: the SDK takes #rrggbbaa and sends each channel as n/255"
  }
}
