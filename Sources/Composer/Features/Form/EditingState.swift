import PushCore
import TermUI

/// The text being edited in the focused place, kept apart from the draft so that nothing typed
/// is lost: invalid input stays in the editor (with its error) while the draft keeps the last
/// valid value.
public struct EditingState: Sendable, Equatable {
  /// Where the text goes.
  public var focus: FocusID
  /// The editor (text, cursor, kill ring, own undo).
  public var editor: TextEditorState
  /// Why the current text is not applied to the draft yet (a JSON syntax error with its line
  /// and column, or a duplicate key); the text stays in the editor so nothing is lost.
  public var error: String?

  public init(focus: FocusID, text: String, multiline: Bool) {
    self.focus = focus
    self.editor = TextEditorState(text, multiline: multiline)
    self.editor.moveToEnd()
  }
}
