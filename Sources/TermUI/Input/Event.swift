/// Something the terminal reported.
public enum Event: Sendable, Hashable {
  /// A key press.
  case key(KeyEvent)
  /// Text pasted with bracketed paste, as one piece (newlines normalised to `\n`).
  case paste(String)
  /// A mouse report.
  case mouse(MouseEvent)
  /// The terminal now has this size.
  case resize(Size)
  /// The terminal window gained focus (when the terminal reports it).
  case focusGained
  /// The terminal window lost focus.
  case focusLost
}
