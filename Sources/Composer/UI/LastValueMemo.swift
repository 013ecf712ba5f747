/// The value made for the last key, made again only when the key changes: the render cache's
/// text memos (the help bar's items, the focused field's info), which hold no styles and so
/// outlive theme changes.
final class LastValueMemo<Key: Equatable, Value> {
  // Apart rather than one optional pair: binding the pair copied the key (a keymap's tables,
  // retained and released) before comparing it.
  private var key: Key?
  private var value: Value?

  /// An empty memo.
  init() {}

  /// The value for `key`: the last one when the key is the same, else `make()`'s.
  func value(for key: Key, make: () -> Value) -> Value {
    if key == self.key, let value { return value }
    let made = make()
    self.key = key
    value = made
    return made
  }
}
