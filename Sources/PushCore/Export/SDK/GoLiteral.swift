/// Go source helpers: string literals, `interface{}` literals of free-form JSON, and gofmt's
/// alignment of `key: value` lines in composite literals.
enum GoLiteral {
  static let unit = "\t"

  static func pad(_ level: Int) -> String { CodeLines.pad(level, unit: unit) }

  /// An interpreted Go string literal.
  static func string(_ s: String) -> String { CodeLines.quoted(s, quote: "\"") }

  /// One element of a composite literal: a `Key: value` entry or a comment line.
  enum Entry {
    case keyed(key: String, value: [String])
    case comment(String)
  }

  /// The entries' lines at `level`, values of consecutive one-line entries aligned as gofmt
  /// aligns them; each entry ends with a comma.
  static func lines(_ entries: [Entry], level: Int) -> [String] {
    var out: [String] = []
    var i = 0
    while i < entries.count {
      switch entries[i] {
      case .comment(let text):
        out.append(pad(level) + "// " + CodeLines.comment(text))
        i += 1
      case .keyed(let key, let value) where value.count != 1:
        out += CodeLines.attach(pad(level) + key + ": ", value, ",")
        i += 1
      case .keyed:
        var run: [(String, String)] = []
        while i < entries.count, case .keyed(let key, let value) = entries[i], value.count == 1 {
          run.append((key, value[0]))
          i += 1
        }
        let width = run.map { $0.0.count }.max() ?? 0
        for (key, value) in run {
          let gap = String(repeating: " ", count: width - key.count + 1)
          out.append(pad(level) + key + ":" + gap + value + ",")
        }
      }
    }
    return out
  }

  /// `type{` entries `}`, or `type{}` when empty.
  static func composite(_ type: String, _ entries: [Entry], level: Int) -> [String] {
    guard !entries.isEmpty else { return [type + "{}"] }
    return [type + "{"] + lines(entries, level: level + 1) + [pad(level) + "}"]
  }

  /// Free-form JSON as a Go value for `interface{}` / `map[string]interface{}`.
  static func json(_ value: JSONValue, level: Int) -> [String] {
    switch value {
    case .null: return ["nil"]
    case .bool(let b): return [b ? "true" : "false"]
    case .number(let n): return [n.text]
    case .string(let s): return [string(s)]
    case .array(let items):
      if items.allSatisfy({ JSONWriter.scalarToken($0) != nil }) {
        return CodeLines.list(
          items.map { json($0, level: level).joined() }, open: "[]interface{}{", close: "}",
          level: level, unit: unit)
      }
      var out = ["[]interface{}{"]
      for item in items {
        out += CodeLines.attach(pad(level + 1), json(item, level: level + 1), ",")
      }
      return out + [pad(level) + "}"]
    case .object(let o):
      return composite(
        "map[string]interface{}",
        o.map { .keyed(key: string($0.key), value: json($0.value, level: level + 1)) },
        level: level)
    }
  }
}
