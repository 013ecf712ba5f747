import TermUI

/// A deliberately simple highlighter for exported code (shell, JavaScript, Python, Go, JSON):
/// comment lines muted, quoted strings as JSON strings, a string followed by `:` as a key.
enum CodeHighlight {
  /// One line as spans.
  static func spans(_ line: String) -> [Span] {
    let trimmed = line.drop { $0 == " " }
    if trimmed.hasPrefix("#") || trimmed.hasPrefix("//") {
      return [Span(line, role: "ui.text.muted")]
    }
    var spans: [Span] = []
    var plain = ""
    var chars = Array(line)[...]
    while let c = chars.first {
      guard c == "\"" || c == "'" else {
        plain.append(c)
        chars = chars.dropFirst()
        continue
      }
      if !plain.isEmpty { spans.append(Span(plain, role: "ui.text")) }
      plain = ""
      var quoted = String(c)
      chars = chars.dropFirst()
      var escaped = false
      while let d = chars.first {
        quoted.append(d)
        chars = chars.dropFirst()
        if escaped {
          escaped = false
        } else if d == "\\" {
          escaped = true
        } else if d == c {
          break
        }
      }
      let isKey = chars.drop { $0 == " " }.first == ":"
      spans.append(Span(quoted, role: isKey ? "json.key" : "json.string"))
    }
    if !plain.isEmpty { spans.append(Span(plain, role: "ui.text")) }
    return spans
  }
}
