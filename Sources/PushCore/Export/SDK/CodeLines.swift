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

  /// A string literal in C-like syntax (`"…"` or `'…'`) that JavaScript, Python and Go all
  /// read back as `s`: escapes the quote and backslash, writes C0 controls and DEL as `\xHH`,
  /// and C1 controls, bidirectional formatting characters and U+2028/U+2029 as `\uHHHH` (the
  /// characters `TerminalSafe` escapes), so no string can end a line, reorder the code a reader
  /// sees or reach a terminal as a control. Everything else (Unicode text) is written as is.
  static func quoted(_ s: String, quote: Character) -> String {
    var out = String(quote)
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if Character(scalar) == quote {
          out += "\\" + String(quote)
        } else if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\x" + hex(scalar.value, digits: 2)
        } else if TerminalSafe.mustEscape(scalar) {
          out += "\\u" + hex(scalar.value, digits: 4)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + String(quote)
  }

  /// The text of a line comment (`// …`, `# …`): every character `TerminalSafe` escapes is
  /// shown as `\uHHHH`, so a key or name holding a newline, CR or U+2028 cannot end the comment
  /// and put code on a line of its own.
  static func comment(_ text: String) -> String { TerminalSafe.escaped(text) }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
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
