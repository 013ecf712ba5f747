/// Identifies one focusable place in the form. Stable across edits, so focus survives
/// re-deriving the form after every keystroke.
public enum FocusID: Sendable, Hashable {
  /// A schema field (by schema path) or a console composite (`FormField.ID`).
  case field(String)
  /// The key cell of a string-map row.
  case mapKey(String, row: Int)
  /// The value cell of a string-map row.
  case mapValue(String, row: Int)
  /// The empty row at the end of a string map: typing there adds a row.
  case mapNewRow(String)

  /// The field (or map) this place belongs to.
  public var fieldID: String {
    switch self {
    case .field(let id), .mapKey(let id, _), .mapValue(let id, _), .mapNewRow(let id): id
    }
  }
}
