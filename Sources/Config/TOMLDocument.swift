/// A value in the TOML subset the configuration and theme files use.
public enum TOMLValue: Sendable, Equatable {
  case string(String)
  case integer(Int)
  case boolean(Bool)

  /// A word for messages: "a string", "an integer", "a boolean".
  public var kindDescription: String {
    switch self {
    case .string: return "a string"
    case .integer: return "an integer"
    case .boolean: return "a boolean"
    }
  }
}

/// One `key = value` line, with where its parts are.
public struct TOMLEntry: Sendable, Equatable {
  /// The `[section]` the entry is in, or `nil` before the first header.
  public var section: String?
  /// The key as written (quotes removed).
  public var key: String
  /// Where the key starts.
  public var keyPosition: SourcePosition
  /// The value.
  public var value: TOMLValue
  /// The position of the value's first character (the opening quote for strings).
  public var valuePosition: SourcePosition
  /// For string values: the source column of each character of the decoded string, so a word
  /// inside a style string can be located exactly.
  public var characterColumns: [Int] = []

  /// Where the character at `offset` of a string value came from.
  public func position(ofCharacterAt offset: Int) -> SourcePosition {
    guard offset >= 0, offset < characterColumns.count else { return valuePosition }
    return SourcePosition(line: valuePosition.line, column: characterColumns[offset])
  }
}

/// A `[section]` header and where it is.
public struct TOMLSection: Sendable, Equatable {
  /// The name as written: `profiles.staging` for `[profiles.staging]`.
  public var name: String
  /// Where the name starts.
  public var position: SourcePosition
}

/// A parsed file: its section headers and entries in file order.
public struct TOMLDocument: Sendable, Equatable {
  /// Section headers in file order.
  public var sections: [TOMLSection] = []
  /// Entries in file order.
  public var entries: [TOMLEntry] = []

  /// Entries of one section (`nil` for the top level), in file order.
  public func entries(in section: String?) -> [TOMLEntry] {
    entries.filter { $0.section == section }
  }
}
