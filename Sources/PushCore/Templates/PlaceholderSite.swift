/// One string value of a message that holds placeholders: where it is and what it says.
public struct PlaceholderSite: Sendable, Hashable {
  /// Where the string is, from the document root (`message.notification.title`).
  public var path: JSONPath
  /// The parsed string.
  public var template: Template
  /// Whether the string's content matters only for its length to the validator (plain text,
  /// data values), so rows can share one validation; false for URLs, enums, colours and
  /// anything with a pattern.
  public var isFreeText: Bool
  /// Whether the field limits its length (then rows differing in length validate apart).
  public var limitsLength: Bool

  public init(path: JSONPath, template: Template, isFreeText: Bool, limitsLength: Bool) {
    self.path = path
    self.template = template
    self.isFreeText = isFreeText
    self.limitsLength = limitsLength
  }
}

/// A problem with the template itself (before any recipient), with its place.
public struct TemplateProblem: Sendable, Hashable, CustomStringConvertible {
  /// The string or key's path.
  public var path: JSONPath
  /// 1-based character column inside the string, when known.
  public var column: Int?
  public var message: String

  public init(path: JSONPath, column: Int?, message: String) {
    self.path = path
    self.column = column
    self.message = message
  }

  /// The problem as a validation diagnostic (always an error: the message cannot be sent).
  public var diagnostic: Diagnostic {
    let at = column.map { "column \($0): " } ?? ""
    return Diagnostic(.template, path, at + message)
  }

  public var description: String { diagnostic.description }
}
