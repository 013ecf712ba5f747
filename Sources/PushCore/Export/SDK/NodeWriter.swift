/// Writes a translated message as a JavaScript object literal in the shape the Node.js SDK's
/// `Message` type expects (camelCase keys, TTL and LED/vibration timings in milliseconds,
/// `Date` for the event time, `mutableContent: true`…).
struct NodeWriter {
  private(set) var notes: [String] = []

  private static let unit = "  "

  private func pad(_ level: Int) -> String { CodeLines.pad(level, unit: Self.unit) }

  mutating func object(_ object: SDKObject, level: Int) -> [String] {
    var body: [String] = []
    for member in object.members {
      switch member {
      case .field(let field):
        if let remark = field.remark {
          body.append(pad(level + 1) + "// " + CodeLines.comment(remark))
        }
        let lines = value(field.value, path: object.path.appending(field.key), level: level + 1)
        body += CodeLines.attach(pad(level + 1) + Self.key(field.name) + ": ", lines, ",")
      case .custom(let key, let value):
        if !NodeNames.openKinds.contains(object.kind) {
          let type = SDKTypeNames.node[object.kind] ?? "Message"
          body.append(
            pad(level + 1) + "// "
              + CodeLines.comment("\(key): not in the SDK's \(type) type; sent as is."))
        }
        body += CodeLines.attach(
          pad(level + 1) + Self.key(key) + ": ", literal(value, level: level + 1), ",")
      case .unsupported(let text):
        notes.append(text)
        body.append(pad(level + 1) + "// " + CodeLines.comment(text))
      }
    }
    if body.isEmpty { return ["{}"] }
    return ["{"] + body + [pad(level) + "}"]
  }

  private mutating func value(_ value: SDKValue, path: JSONPath, level: Int) -> [String] {
    switch value {
    case .duration(let d): return [d.millisecondsLiteral]
    case .timestamp(let t):
      if t.nanos % 1_000_000 != 0 {
        notes.append("\(path): JavaScript's Date keeps milliseconds; the rest is lost.")
      }
      return ["new Date(\(Self.string(t.isoMilliseconds)))"]
    default:
      return Self.syntax.value(value, level: level) { object($0, level: $1) } ?? []
    }
  }

  /// A JSON value as a JavaScript literal (object members keep the JSON's order).
  func literal(_ value: JSONValue, level: Int) -> [String] {
    Self.syntax.literal(value, level: level)
  }

  static let syntax = LiteralSyntax(
    null: "null", trueWord: "true", falseWord: "false", unit: unit, string: { string($0) },
    key: { key($0) })

  /// A single-quoted JavaScript string literal.
  static func string(_ s: String) -> String {
    CodeLines.quoted(s, quote: "'")
  }

  /// A property name: bare when it is an identifier, else quoted.
  static func key(_ name: String) -> String {
    let isIdentifier =
      name.first.map { $0.isASCII && ($0.isLetter || $0 == "_" || $0 == "$") } ?? false
      && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }
    return isIdentifier ? name : string(name)
  }
}
