/// One report as a terminal library delivers it, before `InputDecoder` turns it into events.
public enum RawInput: Sendable, Hashable {
  /// A Unicode scalar (including control bytes such as 27 for ESC or 3 for Ctrl-C).
  case scalar(Unicode.Scalar)
  /// A key the library already decoded (arrows, F-keys, Shift-Tab …).
  case key(KeyCode, KeyModifiers)
  /// The start of a bracketed paste (`ESC [200~`).
  case pasteStart
  /// The end of a bracketed paste (`ESC [201~`).
  case pasteEnd
  /// A finished event (mouse, resize, focus), passed through unchanged.
  case event(Event)
}
