import PushCore
import TermUI

/// The text being edited in the focused place, kept apart from the draft so that nothing typed
/// is lost: invalid JSON stays in the editor (with its error) while the draft keeps the last
/// valid value.
public struct EditingState: Sendable, Equatable {
  /// Where the text goes.
  public var focus: FocusID
  /// The editor (text, cursor, kill ring, own undo).
  public var editor: TextEditorState
  /// For JSON editors: why the current text is not applied yet.
  public var syntaxError: JSONSyntaxError?

  public init(focus: FocusID, text: String, multiline: Bool) {
    self.focus = focus
    self.editor = TextEditorState(text, multiline: multiline)
    self.editor.moveToEnd()
  }
}
