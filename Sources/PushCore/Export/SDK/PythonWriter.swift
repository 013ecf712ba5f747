/// Writes a translated message as Python: `messaging.Message(notification=…, …)`, four-space
/// indents, one argument per line.
struct PythonWriter {
  /// Whether the code uses `datetime` (TTL, event time).
  private(set) var usesDatetime = false
  /// Values the SDK cannot express, and precision notes, also written as comments.
  private(set) var notes: [String] = []

  private static let unit = "    "

  private func pad(_ level: Int) -> String { CodeLines.pad(level, unit: Self.unit) }

  /// `messaging.Type(\n    arg=…,\n)`; the first line has no indentation.
  mutating func object(_ object: SDKObject, level: Int) -> [String] {
    let type = "messaging." + (SDKTypeNames.pythonAndGo[object.kind] ?? "Message")
    var body: [String] = []
    if object.kind == .apnsPayload, object.field("aps") == nil {
      body.append(pad(level + 1) + "aps=messaging.Aps(),")
    }
    for member in object.members {
      switch member {
      case .field(let field):
        if let remark = field.remark { body.append(pad(level + 1) + "# " + remark) }
        let lines = value(
          field.value, name: field.name, path: object.path.appending(field.key),
          level: level + 1)
        body += CodeLines.attach(pad(level + 1) + field.name + "=", lines, ",")
      case .unsupported(let text):
        notes.append(text)
        body.append(pad(level + 1) + "# " + text)
      case .custom:
        break
      }
    }
    let custom = object.custom
    if !custom.isEmpty {
      let prefix = object.kind == .apnsPayload ? "**" : "custom_data="
      body += CodeLines.attach(
        pad(level + 1) + prefix,
        literal(.object(JSONObject(uncheckedMembers: custom)), level: level + 1),
        ",")
    }
    if body.isEmpty { return [type + "()"] }
    return [type + "("] + body + [pad(level) + ")"]
  }

  private mutating func value(_ value: SDKValue, name: String, path: JSONPath, level: Int)
    -> [String]
  {
    switch value {
    case .string(let s), .enumToken(let s), .color(let s, _): return [Self.string(s)]
    case .number(let n): return [n.text]
    case .bool(let b): return [b ? "True" : "False"]
    case .duration(let d):
      if name.hasSuffix("_millis") { return [d.millisecondsLiteral] }
      if !d.isWholeMicroseconds {
        notes.append("\(path): Python's timedelta keeps microseconds; nanoseconds are lost.")
      }
      usesDatetime = true
      return ["datetime.timedelta(seconds=\(d.secondsLiteral))"]
    case .millisList(let ds):
      return CodeLines.list(
        ds.map(\.millisecondsLiteral), open: "[", close: "]", level: level, unit: Self.unit)
    case .timestamp(let t):
      usesDatetime = true
      if t.nanos % 1000 != 0 {
        notes.append("\(path): Python's datetime keeps microseconds; nanoseconds are lost.")
      }
      var parts = [t.year, t.month, t.day, t.hour, t.minute, t.second].map(String.init)
      if t.nanos >= 1000 { parts.append(String(t.nanos / 1000)) }
      return [
        "datetime.datetime(" + parts.joined(separator: ", ")
          + ", tzinfo=datetime.timezone.utc)"
      ]
    case .stringMap(let o): return literal(.object(o), level: level)
    case .stringList(let items):
      return CodeLines.list(
        items.map(Self.string), open: "[", close: "]", level: level, unit: Self.unit)
    case .numberList(let items):
      return CodeLines.list(items.map(\.text), open: "[", close: "]", level: level, unit: Self.unit)
    case .json(let v): return literal(v, level: level)
    case .object(let o): return object(o, level: level)
    case .objectList(let objects):
      guard !objects.isEmpty else { return ["[]"] }
      var out = ["["]
      for o in objects {
        out += CodeLines.attach(pad(level + 1), object(o, level: level + 1), ",")
      }
      return out + [pad(level) + "]"]
    }
  }

  /// A JSON value as a Python literal (`True`, `None`, dicts keep the JSON's key order).
  func literal(_ value: JSONValue, level: Int) -> [String] {
    switch value {
    case .null: return ["None"]
    case .bool(let b): return [b ? "True" : "False"]
    case .number(let n): return [n.text]
    case .string(let s): return [Self.string(s)]
    case .array(let items):
      if items.allSatisfy({ JSONWriter.scalarToken($0) != nil }) {
        return CodeLines.list(
          items.map { literal($0, level: level + 1).joined() }, open: "[", close: "]",
          level: level, unit: Self.unit)
      }
      var out = ["["]
      for item in items {
        out += CodeLines.attach(pad(level + 1), literal(item, level: level + 1), ",")
      }
      return out + [pad(level) + "]"]
    case .object(let o):
      guard !o.isEmpty else { return ["{}"] }
      var out = ["{"]
      for member in o {
        out += CodeLines.attach(
          pad(level + 1) + Self.string(member.key) + ": ", literal(member.value, level: level + 1),
          ",")
      }
      return out + [pad(level) + "}"]
    }
  }

  /// A double-quoted Python string literal.
  static func string(_ s: String) -> String { CodeLines.quoted(s, quote: "\"") }
}
