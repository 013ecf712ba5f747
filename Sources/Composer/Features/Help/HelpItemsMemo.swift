import TermUI

/// The help bar's items on the form, remembered while what they are made from stays the same:
/// the keymap, the focused place and its editor. Typing changes none of them, and making them
/// names every key (`KeyEvent.displayName`) and looks every command up, each frame. The render
/// cache keeps it; comparing a keymap with itself is a storage check of its tables.
final class HelpItemsMemo {
  /// What the form's items are made from.
  struct Key: Equatable {
    var keymap: Keymap
    var focus: FocusID?
    var editor: EditorKind?
  }

  private var key: Key?
  private var items: [HelpBar.Item] = []

  /// An empty memo.
  init() {}

  /// The items for `key`, made with `make` when the key changed.
  func items(for key: Key, make: () -> [HelpBar.Item]) -> [HelpBar.Item] {
    if key != self.key {
      items = make()
      self.key = key
    }
    return items
  }
}
