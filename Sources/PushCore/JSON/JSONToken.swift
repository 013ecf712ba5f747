/// One lexical piece of rendered JSON, for syntax highlighting in the preview pane and the CLI.
public struct JSONToken: Sendable, Hashable {
  /// What the piece is; front ends map kinds to theme roles (`json.key`, `json.string`, …).
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// An object key, a value of each JSON type, a bracket/comma/colon, or spacing.
    case key, string, number, boolean, null, punctuation, whitespace
  }

  /// What the piece is.
  public var kind: Kind
  /// The piece's text.
  public var text: String

  /// A token.
  public init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}

/// One line of pretty-printed JSON: its tokens and the path of the value it belongs to,
/// so the preview can highlight the lines of the focused field.
public struct JSONLine: Sendable, Hashable {
  /// Leading spaces.
  public var indent: Int
  /// The tokens after the indent.
  public var tokens: [JSONToken]
  /// The path of the member or element this line opens, closes or holds.
  public var path: JSONPath

  /// A line.
  public init(indent: Int, tokens: [JSONToken], path: JSONPath) {
    self.indent = indent
    self.tokens = tokens
    self.path = path
  }

  /// The line as plain text.
  public var text: String {
    String(repeating: " ", count: indent) + tokens.map(\.text).joined()
  }
}
