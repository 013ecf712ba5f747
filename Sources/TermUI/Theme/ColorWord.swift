/// The colour and modifier words of theme style strings.
enum ColorWord {
  /// What a single word means as a colour.
  enum Meaning: Equatable {
    case color(Color)
    /// Looks like a colour but is malformed; the message says why.
    case invalid(String)
    case unknown
  }

  /// The eight ANSI names, in index order; `bright-` prefixes add 8.
  static let ansiNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

  /// Every built-in colour word, for "did you mean" hints.
  static let allNames: [String] =
    ansiNames + ansiNames.map { "bright-" + $0 } + ["gray", "grey", "default"]

  /// Modifier words and what they set.
  static let modifiers: [(name: String, modifier: Modifiers)] = [
    ("bold", .bold), ("dim", .dim), ("italic", .italic), ("underline", .underline),
    ("reverse", .reverse), ("blink", .blink), ("strikethrough", .strikethrough),
  ]

  static func modifier(named word: String) -> Modifiers? {
    modifiers.first { $0.name == word }?.modifier
  }

  /// Reads an ANSI name, `gray`/`grey`, `default`, `#rgb`, `#rrggbb` or `0`–`255`.
  static func parse(_ word: String) -> Meaning {
    if word == "default" { return .color(.default) }
    if word == "gray" || word == "grey" { return .color(.ansi(8)) }
    if let index = ansiNames.firstIndex(of: word) { return .color(.ansi(UInt8(index))) }
    if word.hasPrefix("bright-"), let index = ansiNames.firstIndex(of: String(word.dropFirst(7))) {
      return .color(.ansi(UInt8(index + 8)))
    }
    if word.hasPrefix("#") { return hex(String(word.dropFirst())) }
    if !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isNumber }) {
      guard word.count <= 3, let value = Int(word), value <= 255 else {
        return .invalid("colour index \(word) is out of range 0-255")
      }
      return .color(.indexed(UInt8(value)))
    }
    return .unknown
  }

  private static func hex(_ digits: String) -> Meaning {
    let values = digits.compactMap { $0.isASCII ? $0.hexDigitValue : nil }
    guard values.count == digits.count else {
      return .invalid("invalid hex colour \"#\(digits)\"")
    }
    switch values.count {
    case 3:
      return .color(.rgb(UInt8(values[0] * 17), UInt8(values[1] * 17), UInt8(values[2] * 17)))
    case 6:
      return .color(
        .rgb(
          UInt8(values[0] * 16 + values[1]), UInt8(values[2] * 16 + values[3]),
          UInt8(values[4] * 16 + values[5])))
    default:
      return .invalid("hex colour \"#\(digits)\" must have 3 or 6 digits")
    }
  }
}
