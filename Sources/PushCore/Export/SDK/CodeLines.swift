/// Helpers for generated source text. A value renders to lines whose first line continues
/// whatever precedes it (`name=` / `key: `) and whose later lines carry their own indentation.
enum CodeLines {
  /// `prefix` + the value's lines + `suffix` after the last line.
  static func attach(_ prefix: String, _ value: [String], _ suffix: String) -> [String] {
    guard let first = value.first else { return [prefix + suffix] }
    var out = [prefix + first] + value.dropFirst()
    out[out.count - 1] += suffix
    return out
  }

  /// `count` levels of `unit`.
  static func pad(_ level: Int, unit: String) -> String {
    String(repeating: unit, count: max(0, level))
  }

  /// A string literal in C-like syntax (`"…"` or `'…'`): escapes the quote, backslash and
  /// control characters; everything else (Unicode included) is written as is.
  static func quoted(_ s: String, quote: Character, lineSeparators: Bool = false) -> String {
    var out = String(quote)
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{2028}" where lineSeparators: out += "\\u2028"
      case "\u{2029}" where lineSeparators: out += "\\u2029"
      default:
        if Character(scalar) == quote {
          out += "\\" + String(quote)
        } else if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\x" + (hex.count == 1 ? "0" : "") + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + String(quote)
  }

  /// Joins short scalar literals on one line (`[0, 500, 250]`) when they fit, else one per line.
  static func list(
    _ items: [String], open: String, close: String, level: Int, unit: String, limit: Int = 72
  ) -> [String] {
    let inline = open + items.joined(separator: ", ") + close
    if inline.count <= limit || items.isEmpty { return [inline] }
    let inner = pad(level + 1, unit: unit)
    return [open] + items.map { inner + $0 + "," } + [pad(level, unit: unit) + close]
  }
}
