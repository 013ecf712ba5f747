import PushCore
import TermUI

/// Completion of `{{variables}}` in text fields: after `{{` (and any part of a name) the
/// audience's columns that match are offered; ↑/↓ choose, Tab or Enter insert the name and
/// the closing `}}`, Esc closes the list.
enum AudienceCompletion {
  /// Opens, narrows or closes the list from the text before the cursor.
  static func update(_ state: inout ComposerState) {
    guard var audience = state.audience else { return }
    let next = completion(state, columns: audience.result?.variables ?? [])
    if next?.prefix != audience.completion?.prefix
      || next?.candidates != audience.completion?.candidates
    {
      audience.completion = next
      state.audience = audience
    }
  }

  private static func completion(_ state: ComposerState, columns: [String]) -> CompletionState? {
    guard !columns.isEmpty, let editor = state.editing?.editor else { return nil }
    let before = editor.characters[..<editor.cursor]
    var prefix: [Character] = []
    var i = before.endIndex
    while i > before.startIndex {
      let c = before[i - 1]
      guard c.isLetter || c.isNumber || c == "_" || c == "-" || c == "." else { break }
      prefix.insert(c, at: 0)
      i -= 1
    }
    guard i - 2 >= before.startIndex, before[i - 1] == "{", before[i - 2] == "{" else {
      return nil
    }
    if i - 3 >= before.startIndex, before[i - 3] == "{" { return nil }  // `{{{{` is literal
    let typed = String(prefix)
    let candidates = columns.filter { $0.lowercased().hasPrefix(typed.lowercased()) && $0 != typed }
    return candidates.isEmpty ? nil : CompletionState(prefix: typed, candidates: candidates)
  }

  /// Keys while the list is open; nil when the key is not the list's.
  static func handleKey(_ state: inout ComposerState, _ key: KeyEvent) -> [Effect]? {
    // Asked in place first: the copies below are of the whole audience and editor.
    guard state.audience?.completion != nil, var audience = state.audience,
      var completion = audience.completion, var editing = state.editing
    else { return nil }
    switch key {
    case .up, .down:
      let n = completion.candidates.count
      completion.selected = (completion.selected + (key == .up ? n - 1 : 1)) % n
      audience.completion = completion
      state.audience = audience
      return []
    case .escape:
      audience.completion = nil
      state.audience = audience
      return []
    case .tab, .enter:
      let name = completion.candidates[safe: completion.selected] ?? ""
      editing.editor.insert(String(name.dropFirst(completion.prefix.count)) + "}}")
      state.editing = editing
      audience.completion = nil
      state.audience = audience
      Reducer.commitText(&state, editing.editor.text, coalesce: false)
      return []
    default:
      return nil
    }
  }

  /// Draws the list just under the text cursor (above it when there is no room below),
  /// inside the form pane.
  static func render(
    _ state: ComposerState, below cursor: Position?, in area: Rect, buffer: inout Buffer,
    styles: any StyleResolver
  ) {
    guard let completion = state.audience?.completion, state.popups.isEmpty, let cursor else {
      return
    }
    let names = completion.candidates.prefix(8)
    let width = min(area.width - 2, max(18, (names.map { TextWidth.of($0) }.max() ?? 0) + 4))
    let height = names.count + 2
    guard width > 6, area.height > height + 2 else { return }
    let x = max(area.x + 1, min(cursor.x, area.right - width - 1))
    let y = cursor.y + 1 + height <= area.bottom - 1 ? cursor.y + 1 : max(area.y, cursor.y - height)
    let frame = Rect(x: x, y: y, width: width, height: height)
    buffer.clear(frame)
    Block().borderType(.rounded).title("{{ variables").render(
      in: frame, buffer: &buffer, styles: styles)
    for (i, name) in names.enumerated() {
      let row = Rect(x: frame.x + 1, y: frame.y + 1 + i, width: frame.width - 2, height: 1)
      let role = i == completion.selected ? "ui.menu.selected" : "ui.menu"
      buffer.clear(row, style: styles.style(for: role), role: role)
      buffer.setString(x: row.x + 1, y: row.y, name, role: role, styles: styles, clip: row)
    }
  }
}
