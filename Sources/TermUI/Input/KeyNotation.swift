/// Helix-style key notation, used by keymap files and by tests that replay key sequences.
///
/// `"<tab>Sale ends<C-s>"` is Tab, the characters of "Sale ends", then Ctrl-S. Inside angle
/// brackets: modifiers `C-` (Ctrl), `A-` or `M-` (Alt), `S-` (Shift) before a key name: a single
/// character, `esc`, `ret`/`enter`, `tab`, `bs`/`backspace`, `del`, `ins`, `up`, `down`, `left`,
/// `right`, `home`, `end`, `pageup`/`pgup`, `pagedown`/`pgdn`, `space`, `lt` (`<`), `gt` (`>`),
/// `minus` (`-`), `F1`…`F24`. Names are case-insensitive; `<C-S>` is `<C-s>`. A `<` that does
/// not open a well-formed `<…>` token is a literal character.
public enum KeyNotation {
  /// Why a notation string could not be parsed.
  public enum ParseError: Error, Equatable, CustomStringConvertible {
    /// `<name>` where `name` is not a known key.
    case unknownKey(String)
    /// An empty string where one key was expected.
    case empty
    /// More than one key where one key was expected.
    case notASingleKey(String)
    /// A control character or a lone combining mark written as a key: no terminal sends it as
    /// one key, and it cannot be printed back (`U+001B` style).
    case notALiteralKey(String)

    /// A human-readable message.
    public var description: String {
      switch self {
      case .unknownKey(let token): "unknown key <\(token)>"
      case .empty: "no key given"
      case .notASingleKey(let text): "\"\(text)\" is more than one key"
      case .notALiteralKey(let code):
        "\(code) cannot be written as a key: use a name such as <esc>, <ret> or <C-c>"
      }
    }
  }

  /// Parses a sequence of keys.
  public static func parse(_ text: String) throws(ParseError) -> [KeyEvent] {
    var keys: [KeyEvent] = []
    let chars = Array(text)
    var i = 0
    while i < chars.count {
      if chars[i] == "<", let close = tokenEnd(chars, from: i) {
        keys.append(try parseToken(String(chars[(i + 1)..<close])))
        i = close + 1
      } else {
        keys.append(try charKey(chars[i]))
        i += 1
      }
    }
    return keys
  }

  /// Parses exactly one key (`"<C-s>"`, `"?"`, `"<F1>"`).
  public static func parseKey(_ text: String) throws(ParseError) -> KeyEvent {
    let keys = try parse(text)
    guard let first = keys.first else { throw .empty }
    guard keys.count == 1 else { throw .notASingleKey(text) }
    return first
  }

  /// The closing `>` of a token starting at `open`, when the token is well formed.
  private static func tokenEnd(_ chars: [Character], from open: Int) -> Int? {
    var j = open + 1
    while j < chars.count {
      let c = chars[j]
      if c == ">" { return j > open + 1 ? j : nil }
      if c == "<" || c.isWhitespace { return nil }
      j += 1
    }
    return nil
  }

  private static func charKey(_ c: Character) throws(ParseError) -> KeyEvent {
    switch c {
    case "\n", "\r", "\r\n": return .enter
    case "\t": return .tab
    default: return .char(try literal(c))
    }
  }

  /// `c` when it can stand for a key: not a control character (C0, DEL, C1), not starting
  /// with a combining mark (which would join the key printed before it), and not joining what
  /// follows it (a prepended mark such as U+06DD would swallow the `<` of the next key).
  private static func literal(_ c: Character) throws(ParseError) -> Character {
    guard let first = c.unicodeScalars.first else { return c }
    let v = first.value
    let isControl = v < 0x20 || (0x7F...0x9F).contains(v)
    let isMark: Bool
    switch first.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: isMark = true
    default: isMark = false
    }
    let joinsNext = (String(c) + "<").count != 2
    guard isControl || isMark || joinsNext else { return c }
    let hex = String(v, radix: 16, uppercase: true)
    throw .notALiteralKey("U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex)
  }

  private static func parseToken(_ token: String) throws(ParseError) -> KeyEvent {
    var modifiers: KeyModifiers = []
    var rest = Substring(token)
    while rest.count > 2, rest.dropFirst().first == "-" {
      switch rest.first?.uppercased() {
      case "C": modifiers.insert(.ctrl)
      case "A", "M": modifiers.insert(.alt)
      case "S": modifiers.insert(.shift)
      default: throw .unknownKey(token)
      }
      rest = rest.dropFirst(2)
    }
    guard let code = try keyCode(named: String(rest)) else { throw .unknownKey(token) }
    if modifiers == .shift, case .char(let c) = code, c.isLetter {
      return .char(Character(c.uppercased()))
    }
    return KeyEvent(code, modifiers: modifiers)
  }

  private static func keyCode(named name: String) throws(ParseError) -> KeyCode? {
    if name.count == 1, let c = name.first { return .char(try literal(c)) }
    let lower = name.lowercased()
    if let code = namedKeys[lower] { return code }
    if lower.first == "f", let n = Int(lower.dropFirst()), (1...24).contains(n) { return .f(n) }
    return nil
  }

  private static let namedKeys: [String: KeyCode] = [
    "esc": .escape, "escape": .escape, "ret": .enter, "enter": .enter, "return": .enter,
    "cr": .enter, "tab": .tab, "backtab": .backTab, "bs": .backspace, "backspace": .backspace,
    "del": .delete, "delete": .delete, "ins": .insert, "insert": .insert, "up": .up,
    "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
    "pageup": .pageUp, "pgup": .pageUp, "pagedown": .pageDown, "pgdn": .pageDown,
    "space": .char(" "), "lt": .char("<"), "gt": .char(">"), "minus": .char("-"),
  ]
}
