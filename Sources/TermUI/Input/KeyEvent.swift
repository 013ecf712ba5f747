/// A key press: a `KeyCode` plus modifiers, normalised so equal presses compare equal.
///
/// Normalisation: control letters are lowercase (`Ctrl-S` is `.char("s")` + `.ctrl`);
/// Shift-Tab is `.backTab` without `.shift`; shifted printable characters carry no `.shift`
/// (`"A"` is just `.char("A")`).
public struct KeyEvent: Sendable, Hashable {
  /// The key.
  public var code: KeyCode
  /// Modifiers held.
  public var modifiers: KeyModifiers

  /// Creates a normalised key event.
  public init(_ code: KeyCode, modifiers: KeyModifiers = []) {
    var code = code
    var modifiers = modifiers
    switch code {
    case .char(let c):
      // ASCII first: an upper-case letter's scalar plus 32, without Unicode tables or a String.
      if modifiers.contains(.ctrl), let ascii = c.asciiValue, ascii >= 65, ascii <= 90 {
        code = .char(Character(Unicode.Scalar(ascii + 32)))
      }
      if !modifiers.contains(.ctrl) && !modifiers.contains(.alt) { modifiers.remove(.shift) }
    case .tab where modifiers.contains(.shift):
      code = .backTab
      modifiers.remove(.shift)
    default:
      break
    }
    self.code = code
    self.modifiers = modifiers
  }

  /// A plain character key.
  public static func char(_ c: Character) -> KeyEvent { KeyEvent(.char(c)) }
  /// Control plus a character (`.ctrl("s")` is Ctrl-S).
  public static func ctrl(_ c: Character) -> KeyEvent { KeyEvent(.char(c), modifiers: .ctrl) }
  /// Alt plus a character.
  public static func alt(_ c: Character) -> KeyEvent { KeyEvent(.char(c), modifiers: .alt) }
  /// Enter.
  public static let enter = KeyEvent(.enter)
  /// Tab.
  public static let tab = KeyEvent(.tab)
  /// Shift-Tab.
  public static let backTab = KeyEvent(.backTab)
  /// Backspace.
  public static let backspace = KeyEvent(.backspace)
  /// Delete.
  public static let delete = KeyEvent(.delete)
  /// Escape.
  public static let escape = KeyEvent(.escape)
  /// Arrow up.
  public static let up = KeyEvent(.up)
  /// Arrow down.
  public static let down = KeyEvent(.down)
  /// Arrow left.
  public static let left = KeyEvent(.left)
  /// Arrow right.
  public static let right = KeyEvent(.right)
  /// Home.
  public static let home = KeyEvent(.home)
  /// End.
  public static let end = KeyEvent(.end)
  /// Page up.
  public static let pageUp = KeyEvent(.pageUp)
  /// Page down.
  public static let pageDown = KeyEvent(.pageDown)
  /// Insert.
  public static let insert = KeyEvent(.insert)
  /// Function key `n`.
  public static func f(_ n: Int) -> KeyEvent { KeyEvent(.f(n)) }

  /// The character typed, when this is an unmodified printable key (what a text field inserts).
  public var typedCharacter: Character? {
    guard case .char(let c) = code, modifiers.isDisjoint(with: [.ctrl, .alt]) else { return nil }
    return c
  }
}
