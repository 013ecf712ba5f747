/// A piece of text drawn in one role.
public struct Span: Sendable, Hashable {
  /// The text (no line breaks).
  public var text: String
  /// The role it is drawn in; `nil` uses the enclosing widget's role.
  public var role: String?

  /// Creates a span.
  public init(_ text: String, role: String? = nil) {
    self.text = text
    self.role = role
  }
}

/// One line of text made of spans (a JSON preview line, a help line).
public struct Line: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The spans, left to right.
  public var spans: [Span]

  /// A line of spans.
  public init(_ spans: [Span]) { self.spans = spans }

  /// A line of plain text in the enclosing widget's role.
  public init(_ text: String, role: String? = nil) { self.spans = [Span(text, role: role)] }

  /// A line from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// The line's text without roles.
  public var text: String { spans.map(\.text).joined() }
  /// The line's display width in cells.
  public var width: Int { spans.reduce(0) { $0 + TextWidth.of($1.text) } }
}
