import PushCore
import TermUI

/// Maps JSON tokens to the theme's `json.*` roles: one highlighter for the form and preview.
enum JSONLineStyle {
  /// The role of a token kind.
  static func role(of kind: JSONToken.Kind) -> String {
    switch kind {
    case .key: "json.key"
    case .string: "json.string"
    case .number: "json.number"
    case .boolean: "json.boolean"
    case .null: "json.null"
    case .punctuation: "json.punctuation"
    case .whitespace: "json.punctuation"
    }
  }

  /// The pen of each token kind in `styles`, resolved once for a whole view.
  struct Pens {
    /// `allCases` builds a new array on every call: looked up per token, it is kept once.
    private static let kinds = JSONToken.Kind.allCases
    private let pens: [Pen]

    init(_ styles: any StyleResolver) {
      pens = Self.kinds.map { styles.pen(JSONLineStyle.role(of: $0)) }
    }

    subscript(kind: JSONToken.Kind) -> Pen { pens[Self.kinds.firstIndex(of: kind) ?? 0] }
  }

  /// A line as spans: its indent, then one span per token.
  static func spans(_ line: JSONLine) -> [Span] {
    var spans: [Span] = []
    if line.indent > 0 {
      spans.append(Span(String(repeating: " ", count: line.indent), role: "json.punctuation"))
    }
    for token in line.tokens { spans.append(Span(token.text, role: role(of: token.kind))) }
    return spans
  }
}
