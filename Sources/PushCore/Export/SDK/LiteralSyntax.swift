/// How one language spells JSON values as source literals; `literal` prints any JSON value with
/// it (Python dicts and JavaScript objects differ only in these words and in key quoting).
struct LiteralSyntax: Sendable {
  /// `None` / `null`.
  var null: String
  /// `True` / `true`.
  var trueWord: String
  /// `False` / `false`.
  var falseWord: String
  /// One indent level.
  var unit: String
  /// A string literal.
  var string: @Sendable (String) -> String
  /// An object key (quoted, or bare where the language allows it).
  var key: @Sendable (String) -> String

  /// A JSON value as literal lines (the first without indent, the rest indented for `level`);
  /// object members keep the JSON's order.
  func literal(_ value: JSONValue, level: Int) -> [String] {
    let pad = { (level: Int) in CodeLines.pad(level, unit: unit) }
    switch value {
    case .null: return [null]
    case .bool(let b): return [b ? trueWord : falseWord]
    case .number(let n): return [n.text]
    case .string(let s): return [string(s)]
    case .array(let items):
      if items.allSatisfy({ JSONWriter.scalarToken($0) != nil }) {
        return CodeLines.list(
          items.map { literal($0, level: level + 1).joined() }, open: "[", close: "]",
          level: level, unit: unit)
      }
      return block(items, level: level) { literal($0, level: level + 1) }
    case .object(let o):
      guard !o.isEmpty else { return ["{}"] }
      var out = ["{"]
      for member in o {
        out += CodeLines.attach(
          pad(level + 1) + key(member.key) + ": ", literal(member.value, level: level + 1), ",")
      }
      return out + [pad(level) + "}"]
    }
  }

  /// `[`, each item's lines indented and followed by a comma, `]`.
  func block<T>(_ items: [T], level: Int, _ lines: (T) -> [String]) -> [String] {
    guard !items.isEmpty else { return ["[]"] }
    var out = ["["]
    for item in items {
      out += CodeLines.attach(CodeLines.pad(level + 1, unit: unit), lines(item), ",")
    }
    return out + [CodeLines.pad(level, unit: unit) + "]"]
  }

  /// An SDK value as literal lines, for every case spelled the same way in Python and
  /// JavaScript; nil for durations and timestamps, which each language writes its own way.
  /// `object` writes a nested SDK object (the writer's own, since it collects notes).
  func value(
    _ value: SDKValue, level: Int, object: (SDKObject, Int) -> [String]
  ) -> [String]? {
    switch value {
    case .string(let s), .enumToken(let s), .color(let s, _): return [string(s)]
    case .number(let n): return [n.text]
    case .bool(let b): return [b ? trueWord : falseWord]
    case .millisList(let ds):
      return CodeLines.list(
        ds.map(\.millisecondsLiteral), open: "[", close: "]", level: level, unit: unit)
    case .stringMap(let o): return literal(.object(o), level: level)
    case .stringList(let items):
      return CodeLines.list(items.map(string), open: "[", close: "]", level: level, unit: unit)
    case .numberList(let items):
      return CodeLines.list(items.map(\.text), open: "[", close: "]", level: level, unit: unit)
    case .json(let v): return literal(v, level: level)
    case .object(let o): return object(o, level)
    case .objectList(let objects):
      return block(objects, level: level) { object($0, level + 1) }
    case .duration, .timestamp: return nil
    }
  }
}
