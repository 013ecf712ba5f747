import TermUI

/// The help bar's items on the form, remembered while what they are made from stays the same:
/// the keymap, the focused place and its editor. Typing changes none of them, and making them
/// names every key (`KeyEvent.displayName`) and looks every command up, each frame. The render
/// cache keeps it; comparing a keymap with itself is a storage check of its tables.
typealias HelpItemsMemo = LastValueMemo<HelpItemsKey, [HelpBar.Item]>

/// What the form's help items are made from.
struct HelpItemsKey: Equatable {
  var keymap: Keymap
  var focus: FocusID?
  var editor: EditorKind?
}
