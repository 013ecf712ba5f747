import TermUI

/// The pens a `LayeredStyles` made, by role: each is a theme lookup and a look interned, and a
/// frame asks for the same few dozen roles hundreds of times (every JSON line's key, string
/// and punctuation). Kept across frames by the render cache, which empties it with its rows
/// when the styles change; a frame without a cache fills its own.
final class LayeredPens {
  private var base: Style?
  private var pens: [String: Pen] = [:]

  /// An empty memo.
  init() {}

  /// The pen for `role` laid over `base`, made with `make` the first time.
  func pen(_ role: String, over base: Style, make: (String) -> Pen) -> Pen {
    if base != self.base {
      pens.removeAll(keepingCapacity: true)
      self.base = base
    }
    if let pen = pens[role] { return pen }
    let pen = make(role)
    pens[role] = pen
    return pen
  }

  /// Forgets every pen (the styles changed).
  func reset() {
    pens.removeAll(keepingCapacity: true)
    base = nil
  }
}
