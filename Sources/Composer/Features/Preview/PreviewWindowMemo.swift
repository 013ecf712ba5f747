import PushCore

/// The preview's JSON lines in view last frame, for the next frame to copy what did not change
/// (`JSONWindow`): typing into a field rebuilds that field's line, not the thirty in view.
/// Only speed depends on it: the lines equal ones built afresh (`JSONWindowTests`).
final class PreviewWindowMemo {
  private var last: JSONWindow?

  /// Lines `window` of `value`, built from last frame's.
  func lines(of value: JSONValue, in window: Range<Int>) -> [JSONLine] {
    let shown = JSONWindow(value, lines: window, reusing: last)
    last = shown
    return shown.lines
  }
}
