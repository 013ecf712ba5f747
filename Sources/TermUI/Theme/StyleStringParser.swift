import Config
/// Reads style strings: `[color] ["on" color] {modifier}`, e.g. `"coral on ink bold"`.
///
/// Colours are palette names (which win over built-in names), ANSI names, `gray`/`grey`,
/// `#rgb`, `#rrggbb`, `0`–`255` or `default`. Problems never fail the theme: each becomes a
/// warning at the word's line and column, and the word is ignored.
struct StyleStringParser {
  /// Palette names to colours, already merged along the `inherits` chain.
  var palette: [String: Color]
  /// Whether colours are allowed (they are ignored, with a warning, in `[mono]`).
  var allowsColors = true

  /// Parses the string value of `entry`, locating warnings in `file`.
  func parse(_ entry: TOMLEntry, text: String, file: String?) -> (Style, [ThemeDiagnostic]) {
    var style = Style()
    var warnings: [ThemeDiagnostic] = []
    var expectingBackground = false
    var onPosition: SourcePosition?
    for (offset, word) in Self.words(of: text) {
      let position = entry.position(ofCharacterAt: offset)
      func warn(_ message: String) {
        warnings.append(.warning(message, file: file, at: position))
      }
      if word == "on" && !expectingBackground {
        if style.background != nil { warn("more than one background colour") }
        expectingBackground = true
        onPosition = position
        continue
      }
      if !expectingBackground, let modifier = ColorWord.modifier(named: word) {
        style.modifiers.insert(modifier)
        continue
      }
      let meaning = palette[word].map(ColorWord.Meaning.color) ?? ColorWord.parse(word)
      switch meaning {
      case .color(let color):
        if !allowsColors {
          warn("colour \"\(word)\" is ignored in [mono]; use modifiers only")
        } else if expectingBackground {
          style.background = color
        } else if style.foreground != nil || style.background != nil {
          warn("unexpected colour \"\(word)\"; write \"fg on bg\" with one colour each")
        } else {
          style.foreground = color
        }
      case .invalid(let message):
        warn(message)
      case .unknown:
        warn(unknownWordMessage(word, expectingColor: expectingBackground))
      }
      expectingBackground = false
    }
    if expectingBackground {
      warnings.append(.warning("expected a colour after \"on\"", file: file, at: onPosition))
    }
    return (style, warnings)
  }

  private func unknownWordMessage(_ word: String, expectingColor: Bool) -> String {
    let colors = Array(palette.keys).sorted() + ColorWord.allNames
    let modifiers = ColorWord.modifiers.map(\.name)
    if !expectingColor, let match = Suggestion.closest(to: word, in: modifiers) {
      return "unknown modifier \"\(word)\" (did you mean \"\(match)\"?)"
    }
    if let match = Suggestion.closest(to: word, in: colors) {
      return "unknown colour \"\(word)\" (did you mean \"\(match)\"?)"
    }
    let kind = expectingColor ? "colour" : "colour or modifier"
    return "unknown \(kind) \"\(word)\""
  }

  /// The whitespace-separated words of `text` with their character offsets.
  static func words(of text: String) -> [(offset: Int, word: String)] {
    var result: [(Int, String)] = []
    var current = ""
    var start = 0
    for (offset, character) in text.enumerated() {
      if character.isWhitespace {
        if !current.isEmpty { result.append((start, current)) }
        current = ""
      } else {
        if current.isEmpty { start = offset }
        current.append(character)
      }
    }
    if !current.isEmpty { result.append((start, current)) }
    return result
  }
}
