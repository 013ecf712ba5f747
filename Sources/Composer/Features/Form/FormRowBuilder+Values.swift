import PushCore
import TermUI

extension FormRowBuilder {
  /// What `field`'s value column is made from, read from the draft.
  func fieldValue(_ field: FormField) -> FieldValue {
    switch field.editor {
    case .map: return .map(MapRows.object(of: field, in: draft))
    case .json: return .json(FieldDisplay.jsonValue(of: field, in: draft))
    case .toggle: return .text(toggleText(field))
    case .flag:
      let on = FieldDisplay.value(of: field, in: draft)?.numberValue?.intValue == 1
      let raw = FieldDisplay.text(of: field, in: draft)
      return .text(on ? "[x] 1" : raw.isEmpty ? "[ ] off" : "[?] " + raw)
    case .multiline:
      // Controls, bidi and zero-width characters shown as `\u` escapes (`TerminalSafe`);
      // line breaks stay line breaks.
      return .text(
        TerminalSafe.escaped(FieldDisplay.text(of: field, in: draft), layout: .multiLine))
    case .choice, .line:
      let text = TerminalSafe.escaped(FieldDisplay.text(of: field, in: draft))
      if EpochTime.fieldPaths.contains(where: { field.id.hasSuffix($0) }),
        let seconds = FieldDisplay.value(of: field, in: draft)?.numberValue?.intValue
      {
        return .text(text + "  = " + EpochTime.local(seconds))  // the local time beside it
      }
      return .text(text)
    }
  }

  /// The value column of a field that is not being edited, one segment list per row.
  func valueLines(_ field: FormField, _ value: FieldValue) -> [[FormRow.Segment]] {
    let isFocused = focus == .field(field.id)
    let role = isFocused ? "ui.field.input.focus" : "ui.field.input"
    let text: String
    switch value {
    case .text(let shown): text = shown
    case .json(let json): return jsonLines(json, help: field.help, role: role)
    case .map: text = ""  // maps are laid out by `mapRows`
    }
    switch field.editor {
    case .toggle, .flag:
      return [[segment(text, role)]]
    case .choice:
      if text.isEmpty {
        return [[segment("choose ▾", isFocused ? role : "ui.field.placeholder")]]
      }
      return [[segment(TextWidth.truncate(text, to: valueWidth - 2) + " ▾", role)]]
    case .multiline, .json:
      return textLines(text, help: field.help, role: role)
    case .line, .map:
      if FieldDisplay.isColor(field), let color = FieldDisplay.color(fromHex: text) {
        return [
          [
            FormRow.Segment(x: valueX, "██", role: "ui.field.swatch", foreground: color),
            FormRow.Segment(
              x: valueX + 3, TextWidth.truncate(text, to: valueWidth - 3), role: role),
          ]
        ]
      }
      return textLines(Self.oneLine(text), help: field.help, role: role, maxRows: 1)
    }
  }

  private func segment(_ text: String, _ role: String) -> FormRow.Segment {
    FormRow.Segment(x: valueX, TextWidth.truncate(text, to: valueWidth), role: role)
  }

  private func toggleText(_ field: FormField) -> String {
    if case .consoleSound = field.binding {
      return FormBinding.isSoundOn(field, in: draft) ? "[x] on" : "[ ] off"
    }
    switch FieldDisplay.value(of: field, in: draft) {
    case .bool(true)?: return "[x] true"
    case .bool(false)?: return "[ ] false"
    case nil: return "·   unset"
    case let other?: return "[?] " + JSONWriter.string(other, style: .compact)
    }
  }

  /// Wrapped text, cut with `…` after `maxRows` rows; the placeholder (the field's help) when
  /// empty.
  private func textLines(_ text: String, help: String, role: String, maxRows: Int = valueRows)
    -> [[FormRow.Segment]]
  {
    if text.isEmpty {
      return [[segment(help, "ui.field.placeholder")]]
    }
    var lines = maxRows == 1 ? [text] : TextWrap.wrap(text, width: valueWidth)
    let cut = lines.count > maxRows || TextWidth.of(lines.last ?? "") > valueWidth
    lines = Array(lines.prefix(maxRows))
    if cut, let last = lines.last {
      lines[lines.count - 1] =
        TextWidth.of(last) < valueWidth
        ? last + "…" : TextWidth.prefix(last, width: valueWidth - 1) + "…"
    }
    return lines.map { [FormRow.Segment(x: valueX, $0, role: role)] }
  }

  /// Highlighted JSON, at most `jsonRows` rows (the last says how many more there are).
  private func jsonLines(_ value: JSONValue?, help: String, role: String) -> [[FormRow.Segment]] {
    guard let value else {
      return [[segment(help, "ui.field.placeholder")]]
    }
    let lines = JSONWriter.lines(value)
    var out: [[FormRow.Segment]] = []
    for line in lines.prefix(lines.count > Self.jsonRows ? Self.jsonRows - 1 : Self.jsonRows) {
      out.append(
        JSONLineStyle.spans(line).reduce(into: []) { segments, span in
          let x = (segments.last.map { $0.x + TextWidth.of($0.text) } ?? valueX)
          segments.append(FormRow.Segment(x: x, span.text, role: span.role ?? role))
        })
    }
    if lines.count > Self.jsonRows {
      let more = lines.count - out.count
      out.append([segment("… \(more) more lines", "ui.text.muted")])
    }
    return out
  }
}
