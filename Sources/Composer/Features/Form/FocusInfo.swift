import PushCore

/// What the form says about the focused place: its field, help, JSON path, kind and allowed
/// values (for the footer and the F1 help popup), all from the schema.
struct FocusInfo {
  let field: FormField
  let focus: FocusID
  /// One line of help.
  let help: String
  /// The JSON path edited, if any (a map row's path names its key).
  let path: String?
  /// The kind of value, as `fcm-compose fields` names it.
  let kind: String
  /// The values allowed, for choices.
  let values: [String]

  init?(_ state: borrowing ComposerState) {
    guard let focus = state.currentFocus else { return nil }
    guard let field = FormModel.field(focus.fieldID, in: state.formItems) else { return nil }
    self.field = field
    self.focus = focus
    help = field.help
    kind = field.schemaField?.kind.name ?? Self.kindName(field.editor)
    if case .choice(let options) = field.editor { values = options } else { values = [] }
    switch focus {
    case .mapKey(_, let row), .mapValue(_, let row):
      let rows = MapRows.rows(of: field, in: state.draft)
      path =
        rows.indices.contains(row)
        ? field.path.map { $0.appending(rows[row].key).description } : field.path?.description
    default:
      path = field.path?.description
    }
  }

  private static func kindName(_ editor: EditorKind) -> String {
    switch editor {
    case .line: "text"
    case .multiline: "multiline"
    case .toggle: "switch"
    case .flag: "flag"
    case .choice: "choice"
    case .map: "map"
    case .json: "json"
    }
  }
}
