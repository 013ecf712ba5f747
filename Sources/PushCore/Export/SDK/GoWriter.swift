/// Writes a translated message as a Go composite literal of `messaging` structs, with the
/// variables the SDK's pointer fields need (`ttl := 259200 * time.Second` … `TTL: &ttl`).
struct GoWriter {
  private(set) var notes: [String] = []
  private(set) var usesTime = false
  /// `name := value` lines to put before the message.
  private(set) var declarations: [String] = []
  private var usedNames: Set<String> = []

  /// `&messaging.Type{…}`; the first line has no indentation.
  mutating func object(_ object: SDKObject, level: Int) -> [String] {
    let type = "&messaging." + (SDKTypeNames.pythonAndGo[object.kind] ?? "Message")
    var entries: [GoLiteral.Entry] = []
    if object.kind == .apnsPayload, object.field("aps") == nil {
      entries.append(.keyed(key: "Aps", value: ["&messaging.Aps{}"]))
    }
    var custom = object.custom
    for member in object.members {
      switch member {
      case .field(let field)
      where Self.isZero(field.value) && GoNames.customDataKinds.contains(object.kind):
        // Go omits zero values; CustomData is marshalled over the struct's fields.
        custom.append(JSONObject.Member(key: field.key, value: Self.json(field.value)))
      case .field(let field):
        if let remark = field.remark { entries.append(.comment(remark)) }
        entries += self.field(field, in: object, level: level + 1)
      case .unsupported(let text):
        notes.append(text)
        entries.append(.comment(text))
      case .custom:
        break
      }
    }
    if !custom.isEmpty {
      let map = GoLiteral.json(.object(JSONObject(uncheckedMembers: custom)), level: level + 1)
      entries.append(.keyed(key: "CustomData", value: map))
    }
    return GoLiteral.composite(type, entries, level: level)
  }

  private mutating func field(_ field: SDKField, in object: SDKObject, level: Int)
    -> [GoLiteral.Entry]
  {
    let path = object.path.appending(field.key)
    var name = field.name
    if let variable = GoNames.pointerVariables[object.kind]?[field.key],
      let expression = pointee(field.value)
    {
      return [.keyed(key: name, value: ["&" + declare(variable, expression)])]
    }
    func skip(_ why: String) -> [GoLiteral.Entry] {
      let text = "\(path): \(why)"
      notes.append(text)
      return [.comment(text)]
    }
    switch field.value {
    case .string(let s):
      if s.isEmpty { return skip("an empty string is Go's zero value, which the SDK omits.") }
      if object.kind == .aps, field.key == "alert" { name = "AlertString" }
      return [.keyed(key: name, value: [GoLiteral.string(s)])]
    case .color(let s, _):
      return [.keyed(key: name, value: [GoLiteral.string(s)])]
    case .enumToken(let token):
      if let prefix = GoNames.enumConstants[field.key], object.kind == .androidNotification {
        return [.keyed(key: name, value: ["messaging." + prefix + SDKNaming.goName(token)])]
      }
      return [.keyed(key: name, value: [GoLiteral.string(token)])]
    case .number(let n):
      if n.doubleValue == 0 {
        return skip("0 is Go's zero value, which the SDK omits.")
      }
      return [.keyed(key: name, value: [n.text])]
    case .bool(let b):
      guard b else {
        return skip("false is Go's zero value, which the SDK omits (false is FCM's default too).")
      }
      return [.keyed(key: name, value: ["true"])]
    case .duration(let d):
      guard let ms = d.wholeMilliseconds else {
        return skip("the SDK takes whole milliseconds; \(d.secondsLiteral)s is not one.")
      }
      return [.keyed(key: name, value: [String(ms)])]
    case .millisList(let ds):
      let ms = ds.compactMap(\.wholeMilliseconds)
      guard ms.count == ds.count else { return skip("the SDK takes whole milliseconds.") }
      return [.keyed(key: name, value: list(ms.map(String.init), type: "[]int64", level: level))]
    case .timestamp:
      return skip("the SDK has no field of this type here.")
    case .stringMap(let o):
      let entries = o.map {
        GoLiteral.Entry.keyed(
          key: GoLiteral.string($0.key), value: [GoLiteral.string($0.value.stringValue ?? "")])
      }
      return [
        .keyed(key: name, value: GoLiteral.composite("map[string]string", entries, level: level))
      ]
    case .stringList(let items):
      return [
        .keyed(key: name, value: list(items.map(GoLiteral.string), type: "[]string", level: level))
      ]
    case .numberList(let items):
      guard items.allSatisfy({ Int($0.text) != nil }) else {
        return skip("the SDK takes whole numbers ([]int).")
      }
      return [.keyed(key: name, value: list(items.map(\.text), type: "[]int", level: level))]
    case .json(let v):
      return [.keyed(key: name, value: GoLiteral.json(v, level: level))]
    case .object(let o):
      if object.kind == .aps, field.key == "sound" { name = "CriticalSound" }
      return [.keyed(key: name, value: self.object(o, level: level))]
    case .objectList(let objects):
      let type =
        "[]*messaging." + (SDKTypeNames.pythonAndGo[objects.first?.kind ?? .webpushAction] ?? "")
      var lines = [type + "{"]
      for o in objects {
        var element = self.object(o, level: level + 1)
        if let first = element.first, let brace = first.firstIndex(of: "{") {
          element[0] = String(first[brace...])  // the element type is implied
        }
        lines += CodeLines.attach(GoLiteral.pad(level + 1), element, ",")
      }
      return [.keyed(key: name, value: lines + [GoLiteral.pad(level) + "}"])]
    }
  }

  /// False, "" and 0: values Go's `omitempty` fields cannot send.
  static func isZero(_ value: SDKValue) -> Bool {
    switch value {
    case .bool(let b): !b
    case .string(let s): s.isEmpty
    case .number(let n): n.doubleValue == 0
    default: false
    }
  }

  static func json(_ value: SDKValue) -> JSONValue {
    switch value {
    case .bool(let b): .bool(b)
    case .string(let s): .string(s)
    case .number(let n): .number(n)
    default: .null
    }
  }

  /// The Go expression a pointer field's variable holds, or nil for non-pointer values.
  private mutating func pointee(_ value: SDKValue) -> String? {
    switch value {
    case .duration(let d):
      usesTime = true
      if d.nanos == 0 { return "\(d.seconds) * time.Second" }
      if let ms = d.wholeMilliseconds { return "\(ms) * time.Millisecond" }
      return "\(d.seconds * 1_000_000_000 + d.nanos) * time.Nanosecond"
    case .timestamp(let t):
      usesTime = true
      let month = GoNames.months[max(0, min(11, t.month - 1))]
      return "time.Date(\(t.year), time.\(month), \(t.day), \(t.hour), \(t.minute), "
        + "\(t.second), \(t.nanos), time.UTC)"
    case .number(let n):
      return n.text
    default:
      return nil
    }
  }

  /// Declares `name := expression` (a fresh name) and returns the name.
  private mutating func declare(_ base: String, _ expression: String) -> String {
    var name = base
    var n = 2
    while usedNames.contains(name) {
      name = base + String(n)
      n += 1
    }
    usedNames.insert(name)
    let value = base == "timestamp" ? "int64(\(expression))" : expression
    declarations.append("\(name) := \(value)")
    return name
  }

  private func list(_ items: [String], type: String, level: Int) -> [String] {
    CodeLines.list(items, open: type + "{", close: "}", level: level, unit: GoLiteral.unit)
  }
}
