import PushCore
import TermUI

/// Building the rows of fields, maps and diagnostics (see `FormRowBuilder.rows(in:)`).
extension FormRowBuilder {
  // MARK: Fields

  /// A field's rows, its value column made from `value` (nil for the edited text field).
  func fieldRows(_ field: FormField, value: FieldValue?) -> [FormRow] {
    let place = FocusID.field(field.id)
    let isFocused = focus == place
    let diagnostics = diagnostics(forField: field.id)
    var rows: [FormRow] = []
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
    if let editing, editing.focus == place, field.editor.isText, let slot = editorSlot {
      // Blank rows the live editor covers (it draws itself over them).
      lines = Array(repeating: [], count: slot.height)
      first.editor = slot
    } else {
      lines = valueLines(field, value ?? fieldValue(field))
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
      rows += messageRows("✗ " + error, role: "diagnostic.error", attachedTo: place)
    }
    return rows + diagnosticRows(diagnostics, attachedTo: place)
  }

  /// The focused text editor's slot; a multi-line editor's text is laid out here (once per
  /// layout) and kept in `editorLayout`.
  mutating func makeEditorSlot(_ editing: EditingState, placeholder: String, kind: EditorKind)
    -> FormRow.EditorSlot
  {
    var height = 1
    if editing.editor.isMultiline {
      let layout = editing.editor.layout(width: valueWidth)
      editorLayout = layout
      height = Self.editorHeight(layout, kind: kind, viewport: viewport)
    }
    return FormRow.EditorSlot(
      x: valueX, width: valueWidth, height: height, placeholder: placeholder)
  }

  /// The rows a multi-line editor of `kind` takes for its text laid out as `layout` (the
  /// cursor's row included), in a form `viewport` rows high.
  static func editorHeight(_ layout: TextLayout, kind: EditorKind, viewport: Int) -> Int {
    let cap = kind == .json ? jsonEditorRows : editorRows
    return min(max(layout.rows.count, layout.cursorRow + 1), cap, max(1, viewport - 1))
  }

  // MARK: Maps

  /// Rows `local` of a map block: the header, the key/value rows, the add row and the map's
  /// diagnostics; only the rows asked for are laid out.
  func mapRows(_ field: FormField, entries: [MapRows.Row], local: Range<Int>)
    -> [FormRow]
  {
    let newRow = FocusID.mapNewRow(field.id)
    let diagnostics = diagnostics(forField: field.id)
    let x = indent(field.depth)
    var rows: [FormRow] = []
    let keyX = min(x + 2 * indentUnit, max(0, labelWidth - 4))
    let keyWidth = max(1, labelWidth - keyX)
    if local.contains(0) {
      rows.append(mapHeader(field, isEmpty: entries.isEmpty, diagnostics: diagnostics))
    }
    let shown = max(0, local.lowerBound - 1)..<min(entries.count, local.upperBound - 1)
    for index in shown {
      let entry = entries[index]
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
    guard local.upperBound > entries.count + 1 else { return rows }
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
    let tail = [add] + diagnosticRows(diagnostics, attachedTo: newRow)
    let from = max(0, local.lowerBound - entries.count - 1)
    return rows
      + tail[min(from, tail.count)..<min(local.upperBound - entries.count - 1, tail.count)]
  }

  /// A map's first row: its label (targeting the first key, or the new row when empty).
  func mapHeader(_ field: FormField, isEmpty: Bool, diagnostics: [Diagnostic]) -> FormRow {
    let x = indent(field.depth)
    var header = FormRow()
    let headerFocus = isEmpty ? FocusID.mapNewRow(field.id) : FocusID.mapKey(field.id, row: 0)
    header.target(0..<width, headerFocus)
    let hasError = diagnostics.contains { $0.severity == .error }
    header.text(
      x, TextWidth.truncate(field.label, to: width - x),
      hasError ? "ui.field.invalid" : "ui.field.label")
    if focus?.fieldID == field.id {
      header.segments[header.segments.count - 1].role = "ui.field.label.focus"
    }
    return header
  }

  /// One key or value cell of a map row: its text, or the live editor when it is edited.
  func cell(
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
    // A key or value shows controls, bidi and zero-width characters (line breaks too) as `\u`
    // escapes, as every other field does (`TerminalSafe`).
    row.text(x, TextWidth.truncate(TerminalSafe.escaped(text), to: width), role)
  }

  // MARK: Diagnostics

  func diagnosticRows(_ diagnostics: [Diagnostic], attachedTo place: FocusID)
    -> [FormRow]
  {
    diagnostics.flatMap { diagnostic in
      messageRows(
        Self.messageText(diagnostic), role: Self.messageRole(diagnostic), attachedTo: place)
    }
  }

  static func messageText(_ diagnostic: Diagnostic) -> String {
    switch diagnostic.severity {
    case .error: "✗ " + diagnostic.message
    case .warning: "! " + diagnostic.message
    case .info: "i " + diagnostic.message
    }
  }

  static func messageRole(_ diagnostic: Diagnostic) -> String {
    switch diagnostic.severity {
    case .error: "diagnostic.error"
    case .warning: "diagnostic.warning"
    case .info: "diagnostic.info"
    }
  }

  var messageX: Int { valueWidth >= 30 ? valueX : min(labelWidth, 2 * indentUnit + 2) }

  /// A message under a field, wrapped with a hanging indent, at most three rows.
  func messageLines(_ text: String) -> [String] {
    let room = max(4, width - messageX)
    var lines = TextWrap.wrap(text, width: room - 2)
    if lines.count > 3 {
      lines = Array(lines.prefix(3))
      lines[2] = TextWidth.prefix(lines[2], width: room - 3) + "…"
    }
    return lines
  }

  func messageRows(_ text: String, role: String, attachedTo place: FocusID) -> [FormRow] {
    messageLines(text).enumerated().map { index, line in
      var row = FormRow()
      row.attachedTo = place
      row.target(0..<width, place)
      row.text(index == 0 ? messageX : messageX + 2, line, role)
      return row
    }
  }

  static func oneLine(_ text: String) -> String {
    // Only \n \v \f \r, NEL and LS/PS are line breaks: skip the per-character pass
    // (grapheme breaking) when there is none.
    guard
      text.unicodeScalars.contains(where: {
        (0x0A...0x0D).contains($0.value) || $0.value == 0x85 || $0.value == 0x2028
          || $0.value == 0x2029
      })
    else { return text }
    return String(text.map { $0.isNewline ? " " : $0 })
  }
}
