/// A value in the TOML subset theme files use.
enum TOMLValue: Sendable, Equatable {
  case string(String)
  case integer(Int)
  case boolean(Bool)

  /// A word for messages: "a string", "an integer", "a boolean".
  var kindDescription: String {
    switch self {
    case .string: return "a string"
    case .integer: return "an integer"
    case .boolean: return "a boolean"
    }
  }
}

/// One `key = value` line, with where its parts are.
struct TOMLEntry: Sendable, Equatable {
  /// The `[section]` the entry is in, or `nil` before the first header.
  var section: String?
  var key: String
  var keyPosition: SourcePosition
  var value: TOMLValue
  /// The position of the value's first character (the opening quote for strings).
  var valuePosition: SourcePosition
  /// For string values: the source column of each character of the decoded string, so a word
  /// inside a style string can be located exactly.
  var characterColumns: [Int] = []

  /// Where the character at `offset` of a string value came from.
  func position(ofCharacterAt offset: Int) -> SourcePosition {
    guard offset >= 0, offset < characterColumns.count else { return valuePosition }
    return SourcePosition(line: valuePosition.line, column: characterColumns[offset])
  }
}

/// A `[section]` header and where it is.
struct TOMLSection: Sendable, Equatable {
  var name: String
  var position: SourcePosition
}

/// A parsed file: its section headers and entries in file order.
struct TOMLDocument: Sendable, Equatable {
  var sections: [TOMLSection] = []
  var entries: [TOMLEntry] = []

  /// Entries of one section (`nil` for the top level), in file order.
  func entries(in section: String?) -> [TOMLEntry] {
    entries.filter { $0.section == section }
  }
}
