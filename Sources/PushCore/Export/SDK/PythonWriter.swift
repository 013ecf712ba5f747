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
        if let remark = field.remark {
          body.append(pad(level + 1) + "# " + CodeLines.comment(remark))
        }
        let lines = value(
          field.value, name: field.name, path: object.path.appending(field.key),
          level: level + 1)
        body += CodeLines.attach(pad(level + 1) + field.name + "=", lines, ",")
      case .unsupported(let text):
        notes.append(text)
        body.append(pad(level + 1) + "# " + CodeLines.comment(text))
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
    case .duration(let d):
      if name.hasSuffix("_millis") { return [d.millisecondsLiteral] }
      if !d.isWholeMicroseconds {
        notes.append("\(path): Python's timedelta keeps microseconds; nanoseconds are lost.")
      }
      usesDatetime = true
      return ["datetime.timedelta(seconds=\(d.secondsLiteral))"]
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
    default:
      return Self.syntax.value(value, level: level) { object($0, level: $1) } ?? []
    }
  }

  /// A JSON value as a Python literal (object members keep the JSON's order).
  func literal(_ value: JSONValue, level: Int) -> [String] {
    Self.syntax.literal(value, level: level)
  }

  static let syntax = LiteralSyntax(
    null: "None", trueWord: "True", falseWord: "False", unit: unit, string: { string($0) },
    key: { string($0) })

  /// A double-quoted Python string literal.
  static func string(_ s: String) -> String { CodeLines.quoted(s, quote: "\"") }
}
