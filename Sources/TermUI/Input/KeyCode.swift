/// Which key was pressed, without modifiers.
public enum KeyCode: Sendable, Hashable {
  /// A printable character. Control letters arrive as `.char("s")` with `.ctrl`.
  case char(Character)
  /// Enter / Return.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab (terminals send it as its own key).
  case backTab
  /// Backspace (also what 127, 8 and `KEY_BACKSPACE` map to).
  case backspace
  /// Forward delete.
  case delete
  /// Escape on its own.
  case escape
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page up.
  case pageUp
  /// Page down.
  case pageDown
  /// Insert.
  case insert
  /// A function key, F1 through F12 (or more, where the terminal has them).
  case f(Int)
}
