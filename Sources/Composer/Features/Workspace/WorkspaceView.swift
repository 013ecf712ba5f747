import Foundation
import PushCore
import TermUI

/// The workspace screen: the list of drafts (filter row, header, rows) with the selected
/// draft's preview beside or under it, drawn by the composer's own preview pane; a dialog or
/// the compare page on top.
enum WorkspaceView {
  /// Draws the screen (above the status and help bars); returns the cursor (in the filter or
  /// a name prompt).
  static func render(
    _ workspace: WorkspaceState, state: ComposerState, home: String?, buffer: inout Buffer,
    styles: any StyleResolver
  ) -> Position? {
    let layout = WorkspaceLayout(state.size)
    if let compare = workspace.compare {
      let area = Rect(x: 0, y: 0, width: state.size.width, height: max(0, state.size.height - 2))
      WorkspaceCompareView.render(compare, in: area, buffer: &buffer, styles: styles)
      return nil
    }
    var cursor = renderList(
      workspace, state: state, layout: layout, home: home, buffer: &buffer, styles: styles)
    renderPreview(workspace, layout: layout, buffer: &buffer, styles: styles)
    if let dialog = workspace.dialog {
      let popupStyles = LayeredStyles(styles, over: "ui.popup")
      cursor = WorkspaceDialogView.render(
        dialog, workspace: workspace, in: Rect(size: state.size), buffer: &buffer,
        styles: popupStyles)
    }
    return cursor
  }

  /// On the workspace the status bar describes the selected draft (its title, file and
  /// verdict) with the composer's message and profile; nil elsewhere.
  static func statusBarState(_ state: ComposerState) -> ComposerState? {
    guard state.screen == .workspace, let workspace = state.workspace else { return nil }
    guard var shown = workspace.preview?.state else {
      // No draft selected: the folder, with no verdict.
      let selected = workspace.selectedEntry.map { workspace.absolutePath($0.file.path) }
      var bar = ComposerState(
        draft: Draft(document: [
          "name": .string(DisplayText.sanitized(workspace.rootURL.lastPathComponent))
        ]),
        filePath: selected ?? workspace.root, saved: true, now: state.now, size: state.size)
      bar.workspace = WorkspaceState(root: workspace.root)
      bar.status = state.status
      bar.profileName = state.profileName
      bar.projectID = state.projectID
      return bar
    }
    shown.status = state.status
    shown.profileName = state.profileName
    shown.projectID = state.projectID
    shown.profiles = state.profiles
    return shown
  }

  static func title(_ workspace: WorkspaceState, home: String?) -> String {
    var folder = workspace.root
    if let home, !home.isEmpty, folder == home || folder.hasPrefix(home + "/") {
      folder = "~" + folder.dropFirst(home.count)
    }
    var parts = [" Drafts", DisplayText.sanitized(folder)]
    guard let entries = workspace.entries else { return parts.joined(separator: " · ") + " " }
    let tally = WorkspaceTally(entries.compactMap(\.summary))
    parts.append("\(entries.count) file\(entries.count == 1 ? "" : "s")")
    if workspace.visible.count != entries.count { parts.append("\(workspace.visible.count) shown") }
    var verdicts: [String] = []
    if tally.valid > 0 { verdicts.append("\(tally.valid) ✓") }
    if tally.withWarnings > 0 { verdicts.append("\(tally.withWarnings) ⚠") }
    if tally.withErrors > 0 { verdicts.append("\(tally.withErrors) ✗") }
    if !verdicts.isEmpty { parts.append(verdicts.joined(separator: " ")) }
    let pending = workspace.pendingCount
    if pending > 0 { parts.append("checking \(pending)…") }
    return parts.joined(separator: " · ") + " "
  }

  private static func renderList(
    _ workspace: WorkspaceState, state: ComposerState, layout: WorkspaceLayout, home: String?,
    buffer: inout Buffer, styles: any StyleResolver
  ) -> Position? {
    Block(title: title(workspace, home: home)).borderType(.rounded).focused()
      .render(in: layout.listFrame, buffer: &buffer, styles: styles)
    let filterRow = layout.filterRow
    guard filterRow.height > 0 else { return nil }
    let sortText = " \(workspace.sort.rawValue) \(workspace.descending ? "↑" : "↓")"
    let sortWidth = TextWidth.of(sortText)
    let x = buffer.setString(
      x: filterRow.x + 1, y: filterRow.y, "/ ", role: "ui.field.label", styles: styles,
      clip: filterRow)
    var editor = workspace.filter
    let field = Rect(
      x: x, y: filterRow.y, width: max(0, filterRow.right - x - sortWidth - 1), height: 1)
    let placeholder = workspace.isFiltering ? "name, title, body, topic" : "filter"
    let cursor = TextEditorView(focused: workspace.isFiltering, placeholder: placeholder)
      .render(in: field, buffer: &buffer, state: &editor, styles: styles)
    if filterRow.width > sortWidth + 12 {
      buffer.setString(
        x: filterRow.right - sortWidth, y: filterRow.y, sortText, role: "ui.text.muted",
        styles: styles, clip: filterRow)
    }
    guard let entries = workspace.entries else {
      message(
        "Listing \(DisplayText.sanitized(workspace.root))…", layout: layout, buffer: &buffer,
        styles: styles)
      return workspace.isFiltering ? cursor : nil
    }
    guard !workspace.visible.isEmpty else {
      let text =
        entries.isEmpty
        ? "No drafts here yet: n starts one from a template."
        : "No draft matches \u{201C}\(DisplayText.sanitized(workspace.filter.text))\u{201D}."
      message(text, layout: layout, buffer: &buffer, styles: styles)
      return workspace.isFiltering ? cursor : nil
    }
    renderRows(
      workspace, entries: entries, now: state.now, layout: layout, buffer: &buffer, styles: styles)
    return workspace.isFiltering ? cursor : nil
  }

  private static func message(
    _ text: String, layout: WorkspaceLayout, buffer: inout Buffer, styles: any StyleResolver
  ) {
    let area = layout.rows
    guard area.height > 0 else { return }
    for (index, line) in TextWrap.wrap(text, width: max(1, area.width - 2)).prefix(area.height)
      .enumerated()
    {
      buffer.setString(
        x: area.x + 1, y: area.y + index, line, role: "ui.text.muted", styles: styles, clip: area)
    }
  }

  private static func renderRows(
    _ workspace: WorkspaceState, entries: [WorkspaceState.Entry], now: Date,
    layout: WorkspaceLayout, buffer: inout Buffer, styles: any StyleResolver
  ) {
    var nameWidth = 0
    var fileWidth = 0
    var titleWidth = 0
    for index in workspace.visible {
      nameWidth = max(nameWidth, entries[index].summary?.displayName.count ?? 0)
      fileWidth = max(fileWidth, entries[index].file.path.count)
      titleWidth = max(titleWidth, entries[index].summary?.title?.count ?? 30)
    }
    let columns = WorkspaceTable.columns(
      width: layout.rows.width, nameWidth: nameWidth, fileWidth: fileWidth,
      titleWidth: titleWidth)
    var x = layout.header.x + 2
    for column in columns {
      buffer.setString(
        x: x, y: layout.header.y, TextWidth.truncate(column.title, to: column.width),
        role: "ui.title", styles: styles, clip: layout.header)
      x += column.width + 1
    }
    let selectedStyle = styles.style(for: "ui.menu.selected")
    let selectedRow = workspace.selectedRow
    for line in 0..<layout.rows.height {
      let row = workspace.scroll + line
      guard row < workspace.visible.count else { break }
      let entry = entries[workspace.visible[row]]
      let y = layout.rows.y + line
      let clip = Rect(x: layout.rows.x, y: y, width: layout.rows.width, height: 1)
      let isSelected = row == selectedRow
      if isSelected { buffer.clear(clip, style: selectedStyle, role: "ui.menu.selected") }
      let marked = workspace.marked.contains(entry.file.path)
      var x = clip.x
      x = draw(
        Span(marked ? "● " : "  ", role: "ui.help.key"), x: x, y: y, selected: isSelected,
        clip: clip, buffer: &buffer, styles: styles)
      for (column, span) in zip(columns, WorkspaceTable.cells(entry, columns: columns, now: now)) {
        let text = WorkspaceTable.fit(span.text, to: column.width)
        _ = draw(
          Span(text, role: span.role), x: x, y: y, selected: isSelected, clip: clip,
          buffer: &buffer, styles: styles)
        x += column.width + 1
      }
    }
    Scrollbar.render(
      total: workspace.visible.count, offset: workspace.scroll, x: layout.listFrame.right - 1,
      rows: layout.rows.y..<layout.rows.bottom, buffer: &buffer, styles: styles)
  }

  private static func draw(
    _ span: Span, x: Int, y: Int, selected: Bool, clip: Rect, buffer: inout Buffer,
    styles: any StyleResolver
  ) -> Int {
    let role = span.role ?? "ui.menu"
    if selected {
      let style =
        role == "ui.menu"
        ? styles.style(for: "ui.menu.selected")
        : styles.style(for: "ui.menu.selected").patched(with: styles.style(for: role))
      return buffer.setString(
        x: x, y: y, span.text, style: style, role: role == "ui.menu" ? "ui.menu.selected" : role,
        clip: clip)
    }
    return buffer.setString(x: x, y: y, span.text, role: role, styles: styles, clip: clip)
  }

  private static func renderPreview(
    _ workspace: WorkspaceState, layout: WorkspaceLayout, buffer: inout Buffer,
    styles: any StyleResolver
  ) {
    guard !layout.previewFrame.isEmpty else { return }
    if let preview = workspace.preview {
      PreviewPaneView.render(
        preview.state, frame: layout.previewFrame, tabs: layout.previewTabs,
        preview: layout.preview, gauges: layout.gauges, buffer: &buffer, styles: styles)
      return
    }
    Block(title: " Preview ").borderType(.rounded)
      .render(in: layout.previewFrame, buffer: &buffer, styles: styles)
    let inner = layout.previewFrame.inset(by: 1).inset(horizontal: 1)
    guard inner.height > 0, let entry = workspace.selectedEntry else { return }
    let text: String
    let role: String
    switch entry.summary?.content {
    case .syntaxError(let line, let column, let message)?:
      text =
        "\(DisplayText.sanitized(entry.file.path)):\(line):\(column): \(DisplayText.sanitized(message))"
      role = "diagnostic.error"
    case .notADraft(let reason)?:
      text =
        "\(DisplayText.sanitized(entry.file.path)) is not a draft: \(reason). Drafts hold a \"message\" object."
      role = "ui.text.muted"
    case .broken(let reason)?:
      text = "\(DisplayText.sanitized(entry.file.path)): \(DisplayText.sanitized(reason))"
      role = "diagnostic.error"
    default:
      text = "Reading \(DisplayText.sanitized(entry.file.path))…"
      role = "ui.text.muted"
    }
    for (index, line) in TextWrap.wrap(text, width: max(1, inner.width)).prefix(inner.height)
      .enumerated()
    {
      buffer.setString(
        x: inner.x, y: inner.y + index, line, role: role, styles: styles, clip: inner)
    }
  }
}
