import PushCore
import TermUI

/// What laying out the composer reads of a state, and nothing else: `ComposerLayout` is made
/// from these, so the layout of two states with equal inputs is the same.
///
/// The layout memo keeps the inputs it last laid out (`FormLayoutMemo.Last`), not the whole
/// state: a copy of the state shared its undo stack, popups and messages with the one being
/// edited, so the next change to any of them copied it whole (the undo stack at every word
/// typed), and the memo compared and released every member of it on each change.
struct LayoutInputs: Sendable, Equatable {
  /// The terminal size.
  var size: Size
  /// The selected form tab.
  var tab: FormTab
  /// The focused place per form tab.
  var focus: [FormTab: FocusID]
  /// The open editor, if any.
  var editing: EditingState?
  /// The selected preview tab (its tab bar is laid out).
  var previewTab: PreviewTab
  /// The draft (the values the form's rows show).
  var draft: Draft
  /// Its derivation: the diagnostics placed at fields, the compose tab's variant and the
  /// payload sizes the preview tab bar marks. The memo keeps it stripped (`Derived.strip()`),
  /// equal to the full one by identity.
  var derived: Derived
  /// The audience file's state (its notes show under the audience field).
  var audience: CopyOnWrite<AudienceState?>

  /// The inputs of `state`.
  init(_ state: borrowing ComposerState) {
    size = state.size
    tab = state.tab
    focus = state.focus
    editing = state.editing
    previewTab = state.previewTab
    draft = state.draft
    derived = state.derived
    audience = state.audienceBox
  }

  /// Whether these are `state`'s inputs: `LayoutInputs(state) == self`, compared member by
  /// member in place (making the inputs of `state` to compare them would copy each member).
  func are(of state: borrowing ComposerState) -> Bool {
    are(of: state, editing: editing)
  }

  /// Whether these, with `editing` as their open editor, are `state`'s inputs (the layout memo
  /// keeps the editor apart from the inputs).
  func are(of state: borrowing ComposerState, editing: EditingState?) -> Bool {
    size == state.size && tab == state.tab && previewTab == state.previewTab
      && audience == state.audienceBox && focus == state.focus && editing == state.editing
      && derived == state.derived && draft == state.draft
  }

  /// The rows of the selected tab.
  var formItems: [FormItem] { FormModel.items(for: tab, variant: derived.formVariant) }

  /// The focused place on the selected tab (the first focusable if none was chosen).
  var currentFocus: FocusID? {
    FormModel.currentFocus(focus[tab], in: formItems, draft: draft)
  }
}
