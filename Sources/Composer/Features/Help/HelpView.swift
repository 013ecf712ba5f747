import PushCore
import TermUI

/// F1 help: the focused field (label, help, JSON path, kind, allowed values, all from the
/// schema), then every command with its keys from the keymap, grouped; scrollable.
enum HelpView {
  /// Groups of the help screen; commands not listed land in "Other", so none is ever missing.
  private static let groups: [(String, [CommandID])] = [
    (
      "Editing",
      [
        .focusNext, .focusPrev, .toggleValue, .clearField, .openInEditor,
        .undo, .redo,
      ]
    ),
    ("Files", [.save, .saveAs, .open, .newDraft, .quit]),
    (
      "Tabs and preview",
      [
        .tabNext, .tabPrev, .tabCompose, .tabAndroid, .tabApple,
        .tabWeb, .previewNext, .previewPrev, .previewScrollDown, .previewScrollUp,
      ]
    ),
    ("Problems", [.problems, .nextProblem]),
  ]

  static func render(
    _ state: ComposerState, scroll: Int, in area: Rect, buffer: inout Buffer,
    styles: any StyleResolver
  ) {
    let popup = Popup(
      title: "Help", size: Size(width: min(84, area.width - 2), height: area.height - 2))
    popup.render(in: area, buffer: &buffer, styles: styles)
    let inner = popup.inner(in: area)
    guard !inner.isEmpty else { return }
    let paragraph = Paragraph(lines: lines(state, width: inner.width)).wrapped(false)
    let maxScroll = max(0, paragraph.rowCount(width: inner.width) - inner.height)
    paragraph.scroll(min(max(0, scroll), maxScroll))
      .render(in: inner, buffer: &buffer, styles: styles)
    Scrollbar.render(
      total: paragraph.rowCount(width: inner.width), offset: min(max(0, scroll), maxScroll),
      x: popup.frame(in: area).right - 1, rows: inner.y..<inner.bottom, buffer: &buffer,
      styles: styles)
  }

  /// `  Ctrl-S            Save  Save the draft…`, the help wrapped under the title.
  private static func commandLines(_ command: Command, keymap: Keymap, keyWidth: Int, width: Int)
    -> [Line]
  {
    let keys = keymap.keys(for: command.id).map(\.displayName)
    let keyText = keys.isEmpty ? "palette" : keys.joined(separator: ", ")
    let keySpan = Span(
      "  " + TextWidth.pad(keyText, to: keyWidth) + "  ",
      role: keys.isEmpty ? "ui.text.muted" : "ui.help.key")
    let indent = keyWidth + 4
    let titleWidth = TextWidth.of(command.title) + 2
    let rows = TextWrap.wrap(command.help, width: max(8, width - indent - titleWidth))
    var lines = [
      Line([
        keySpan, Span(command.title + "  ", role: "ui.text"),
        Span(rows.first ?? "", role: "ui.text.muted"),
      ])
    ]
    for row in rows.dropFirst() {
      lines.append(
        Line(String(repeating: " ", count: indent + titleWidth) + row, role: "ui.text.muted"))
    }
    return lines
  }

  /// The help text as styled lines.
  static func lines(_ state: ComposerState, width: Int) -> [Line] {
    var lines: [Line] = []
    if let status = state.status {
      // The status bar may have cut the message; here it is whole.
      lines.append(Line("Last message", role: "ui.title"))
      let role = status.kind == .error ? "diagnostic.error" : "ui.text"
      lines += TextWrap.wrap(status.text, width: width).map { Line($0, role: role) }
      lines.append("")
    }
    if let info = FocusInfo(state) {
      lines.append(Line(info.field.label, role: "ui.title"))
      lines += TextWrap.wrap(info.help, width: width).map { Line($0, role: "ui.text") }
      if let path = info.path {
        lines.append(
          Line([Span("Path    ", role: "ui.text.muted"), Span(path, role: "diagnostic.path")]))
      }
      lines.append(
        Line([Span("Kind    ", role: "ui.text.muted"), Span(info.kind, role: "ui.text")]))
      if !info.values.isEmpty {
        lines.append(
          Line([
            Span("Values  ", role: "ui.text.muted"),
            Span(info.values.joined(separator: ", "), role: "ui.text"),
          ]))
      }
      lines.append("")
    }
    var listed = Set<CommandID>()
    var sections = groups.map { ($0.0, $0.1.map(Command.init)) }
    var byContext: [String: [Command]] = [:]
    for command in Command.all where command.context != nil {
      byContext[command.context ?? "", default: []].append(command)
    }
    for (context, commands) in byContext.sorted(by: { $0.key < $1.key }) {
      sections.insert(("In " + context, commands), at: min(1, sections.count))
    }
    for (_, commands) in sections { listed.formUnion(commands.map(\.id)) }
    sections.append(("Other", Command.all.filter { !listed.contains($0.id) }))
    let keyWidth = min(18, max(8, width / 4))
    for (title, commands) in sections where !commands.isEmpty {
      lines.append(Line("Keys · " + title, role: "ui.title"))
      for command in commands {
        lines += commandLines(command, keymap: state.keymap, keyWidth: keyWidth, width: width)
      }
      lines.append("")
    }
    return lines
  }
}
