import PushCore
import TermUI

/// Lays out one form tab as screen rows: headings, `label  value` rows, map tables, the live
/// editor's rows and each field's diagnostics under it. Pure: the same state and width always
/// give the same rows, so layout, hit-testing and drawing agree.
struct FormRowBuilder {
  let draft: Draft
  let derived: Derived
  let focus: FocusID?
  let editing: EditingState?
  /// Content width in cells.
  let width: Int
  /// Rows the form can show at once (caps editor heights).
  let viewport: Int
  /// Width of the label column (indent included).
  let labelWidth: Int
  /// Cells per indent level.
  let indentUnit: Int
  var rows: [FormRow] = []

  /// Rows of the value column before a long text or JSON value is cut.
  static let valueRows = 3
  static let jsonRows = 6
  static let editorRows = 8
  static let jsonEditorRows = 12

  init(state: ComposerState, width: Int, viewport: Int) {
    draft = state.draft
    derived = state.derived
    focus = state.currentFocus
    editing = state.editing.flatMap { $0.focus == state.currentFocus ? $0 : nil }
    self.width = max(1, width)
    self.viewport = max(1, viewport)
    indentUnit = width < 50 ? 1 : 2
    let items = state.formItems
    var widest = 0
    for case .field(let field) in items {
      widest = max(widest, min(field.depth, 4) * indentUnit + TextWidth.of(field.label))
    }
    labelWidth = max(min(10, width / 3), min(widest, width * 2 / 5))
    build(items)
  }

  var valueX: Int { labelWidth + 2 }
  var valueWidth: Int { max(1, width - valueX) }

  func indent(_ depth: Int) -> Int { min(max(0, depth), 4) * indentUnit }

  private mutating func build(_ items: [FormItem]) {
    let spacious = viewport >= 10
    for (index, item) in items.enumerated() {
      switch item {
      case .section(let title, let depth):
        if index > 0 && spacious { rows.append(FormRow()) }
        var row = FormRow()
        let x = indent(depth)
        row.text(x, TextWidth.truncate(title, to: width - x), "ui.title")
        rows.append(row)
      case .field(let field):
        if field.editor == .map {
          addMap(field)
        } else {
          addField(field)
        }
      }
    }
  }

  // MARK: Fields

  private mutating func addField(_ field: FormField) {
    let place = FocusID.field(field.id)
    let isFocused = focus == place
    let diagnostics = derived.diagnostics(forField: field.id)
    var first = FormRow()
    first.target(0..<width, place)
    let x = indent(field.depth)
    let labelRole =
      isFocused
      ? "ui.field.label.focus"
      : diagnostics.contains { $0.severity == .error } ? "ui.field.invalid" : "ui.field.label"
    if isFocused { first.fill(-1, valueX - 1, "ui.field.label.focus") }
    first.text(x, TextWidth.truncate(field.label, to: max(1, labelWidth - x)), labelRole)
    let lines: [[FormRow.Segment]]
    if let editing, editing.focus == place, field.editor.isText {
      lines = editorLines(editing, placeholder: field.help, kind: field.editor)
      first.editor = editorSlot(editing, placeholder: field.help, kind: field.editor)
    } else {
      lines = valueLines(field)
    }
    for (index, segments) in lines.enumerated() {
      var row = index == 0 ? first : FormRow()
      if index > 0 {
        row.target(0..<width, place)
        row.attachedTo = place
      }
      if isFocused { row.fill(valueX - 1, nil, "ui.field.input.focus") }
      row.segments += segments
      rows.append(row)
    }
    if let error = editing?.error, editing?.focus == place {
      addMessage("✗ " + error, role: "diagnostic.error", attachedTo: place)
    }
    addDiagnostics(diagnostics, attachedTo: place)
  }

  /// Blank rows the live editor covers (it draws itself over them).
  private func editorLines(_ editing: EditingState, placeholder: String, kind: EditorKind)
    -> [[FormRow.Segment]]
  {
    let height = editorSlot(editing, placeholder: placeholder, kind: kind).height
    return Array(repeating: [], count: height)
  }

  private func editorSlot(_ editing: EditingState, placeholder: String, kind: EditorKind)
    -> FormRow.EditorSlot
  {
    var height = 1
    if editing.editor.isMultiline {
      let layout = editing.editor.layout(width: valueWidth)
      let cap = kind == .json ? Self.jsonEditorRows : Self.editorRows
      height = min(max(layout.rows.count, layout.cursorRow + 1), cap, max(1, viewport - 1))
    }
    return FormRow.EditorSlot(
      x: valueX, width: valueWidth, height: height, placeholder: placeholder)
  }

  // MARK: Maps

  private mutating func addMap(_ field: FormField) {
    let entries = MapRows.rows(of: field, in: draft)
    let newRow = FocusID.mapNewRow(field.id)
    let diagnostics = derived.diagnostics(forField: field.id)
    let x = indent(field.depth)
    var header = FormRow()
    let headerFocus = entries.isEmpty ? newRow : FocusID.mapKey(field.id, row: 0)
    header.target(0..<width, headerFocus)
    let hasError = diagnostics.contains { $0.severity == .error }
    header.text(
      x, TextWidth.truncate(field.label, to: width - x),
      hasError ? "ui.field.invalid" : "ui.field.label")
    if focus?.fieldID == field.id {
      header.segments[header.segments.count - 1].role = "ui.field.label.focus"
    }
    rows.append(header)
    let keyX = min(x + 2 * indentUnit, max(0, labelWidth - 4))
    let keyWidth = max(1, labelWidth - keyX)
    for (index, entry) in entries.enumerated() {
      let keyFocus = FocusID.mapKey(field.id, row: index)
      let valueFocus = FocusID.mapValue(field.id, row: index)
      var row = FormRow()
      row.target(0..<(labelWidth + 1), keyFocus)
      row.target((labelWidth + 1)..<width, valueFocus)
      cell(&row, entry.key, focus: keyFocus, x: keyX, width: keyWidth, placeholder: "key")
      row.text(labelWidth, "│", "ui.border")
      cell(&row, entry.value, focus: valueFocus, x: valueX, width: valueWidth, placeholder: "value")
      rows.append(row)
    }
    var add = FormRow()
    add.target(0..<width, newRow)
    if editing?.focus == newRow {
      cell(&add, "", focus: newRow, x: keyX, width: keyWidth, placeholder: "new key")
    } else {
      if focus == newRow { add.fill(keyX - 1, labelWidth, "ui.field.input.focus") }
      add.text(
        keyX, TextWidth.truncate("+ add", to: keyWidth),
        focus == newRow ? "ui.field.input.focus" : "ui.field.placeholder")
    }
    rows.append(add)
    addDiagnostics(diagnostics, attachedTo: newRow)
  }

  /// One key or value cell of a map row: its text, or the live editor when it is edited.
  private func cell(
    _ row: inout FormRow, _ text: String, focus place: FocusID, x: Int, width: Int,
    placeholder: String
  ) {
    let isFocused = focus == place
    if isFocused { row.fill(max(0, x - 1), x + width, "ui.field.input.focus") }
    if let editing, editing.focus == place {
      row.editor = FormRow.EditorSlot(x: x, width: width, height: 1, placeholder: placeholder)
      return
    }
    let role = isFocused ? "ui.field.input.focus" : "ui.field.input"
    row.text(x, TextWidth.truncate(Self.oneLine(text), to: width), role)
  }

  // MARK: Diagnostics

  private mutating func addDiagnostics(_ diagnostics: [Diagnostic], attachedTo place: FocusID) {
    for diagnostic in diagnostics {
      switch diagnostic.severity {
      case .error:
        addMessage("✗ " + diagnostic.message, role: "diagnostic.error", attachedTo: place)
      case .warning:
        addMessage("! " + diagnostic.message, role: "diagnostic.warning", attachedTo: place)
      case .info: addMessage("i " + diagnostic.message, role: "diagnostic.info", attachedTo: place)
      }
    }
  }

  /// A message under a field, wrapped with a hanging indent, at most three rows.
  private mutating func addMessage(_ text: String, role: String, attachedTo place: FocusID) {
    let x = valueWidth >= 30 ? valueX : min(labelWidth, 2 * indentUnit + 2)
    let room = max(4, width - x)
    var lines = TextWrap.wrap(text, width: room - 2)
    if lines.count > 3 {
      lines = Array(lines.prefix(3))
      lines[2] = TextWidth.prefix(lines[2], width: room - 3) + "…"
    }
    for (index, line) in lines.enumerated() {
      var row = FormRow()
      row.attachedTo = place
      row.target(0..<width, place)
      row.text(index == 0 ? x : x + 2, line, role)
      rows.append(row)
    }
  }

  static func oneLine(_ text: String) -> String {
    // Only \n \v \f \r, NEL (C2 85) and LS/PS (E2 80 A8/A9) are line breaks: skip the
    // per-character pass (grapheme breaking) when no such byte can be present.
    guard text.utf8.contains(where: { (0x0A...0x0D).contains($0) || $0 == 0xC2 || $0 == 0xE2 })
    else { return text }
    return String(text.map { $0.isNewline ? " " : $0 })
  }
}
