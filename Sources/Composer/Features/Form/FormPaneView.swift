import PushCore
import TermUI

/// Draws the form pane: the frame with the form tabs on it, the visible rows, the live editor
/// (returning where the cursor goes), a scrollbar, and the focused field's help and path.
enum FormPaneView {
  @discardableResult
  static func render(
    _ state: ComposerState, layout: ComposerLayout, focus: FocusInfo?, buffer: inout Buffer,
    styles: any StyleResolver, rows cache: RowCache<FormRow>? = nil,
    tabs tabCache: RowCache<DrawnOver<TabBar>>? = nil
  ) -> Position? {
    Block().focused(state.popups.isEmpty).borderType(.rounded)
      .render(in: layout.formFrame, buffer: &buffer, styles: styles)
    layout.formTabBar.render(in: layout.formTabs, buffer: &buffer, styles: styles, cache: tabCache)
    var cursor: Position?
    let area = layout.form
    var editorRow: (slot: FormRow.EditorSlot, y: Int)?
    for (line, row) in layout.visibleFormRows.prefix(max(0, area.height)).enumerated() {
      let y = area.y + line
      if let cache {
        // A row writes only inside its band, over the pane's plain background.
        let band = Rect(x: area.x - 1, y: y, width: area.width + 2, height: 1)
        cache.draw(row, in: band, buffer: &buffer) { buffer in
          draw(row, y: y, in: area, buffer: &buffer, styles: styles)
        }
      } else {
        draw(row, y: y, in: area, buffer: &buffer, styles: styles)
      }
      if let slot = row.editor { editorRow = (slot, y) }
    }
    // The editor goes last: the rows it spans below its first have fills of their own.
    if let (slot, y) = editorRow, var editor = state.editing?.editor {
      let rect = Rect(
        x: area.x + slot.x, y: y, width: min(slot.width, area.width - slot.x),
        height: min(slot.height, area.bottom - y))
      // The layout laid the text out at the slot's width; the editor reuses that.
      let laidOut = rect.width == layout.editorWidth ? layout.editorLayout : nil
      cursor = TextEditorView(focused: state.popups.isEmpty, placeholder: slot.placeholder)
        .render(in: rect, buffer: &buffer, state: &editor, styles: styles, layout: laidOut)
    }
    Scrollbar.render(
      total: layout.formRowCount, offset: layout.formScroll, x: layout.formFrame.right - 1,
      rows: area.y..<area.bottom, buffer: &buffer, styles: styles)
    footer(
      focus, in: layout.formFooter, border: state.popups.isEmpty ? "ui.border.focus" : "ui.border",
      buffer: &buffer, styles: styles)
    return cursor
  }

  /// Draws one row's fills and text.
  private static func draw(
    _ row: FormRow, y: Int, in area: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) {
    let clip = Rect(x: area.x, y: y, width: area.width, height: 1)
    let band = clip.inset(horizontal: -1)  // fills reach into the padding either side
    for fill in row.fills {
      let end = min(fill.end ?? area.width + 1, area.width + 1)
      let rect = Rect(x: area.x + fill.start, y: y, width: end - fill.start, height: 1)
      buffer.clear(rect.intersection(band), pen: styles.pen(fill.role))
    }
    for segment in row.segments {
      var pen = styles.pen(segment.role)
      if let color = segment.foreground { pen.style.foreground = color }
      buffer.setString(x: area.x + segment.x, y: y, segment.text, pen: pen, clip: clip)
    }
  }

  /// The focused field's help and JSON path: one row (help, then the path at the right), or a
  /// separator and a row each.
  private static func footer(
    _ focus: FocusInfo?, in area: Rect, border: String, buffer: inout Buffer,
    styles: any StyleResolver
  ) {
    guard !area.isEmpty, let info = focus else { return }
    let path = info.path ?? ""
    if area.height >= 3 {
      Separator.render(
        row: area.y, across: area.inset(horizontal: -1), role: border, buffer: &buffer,
        styles: styles)
      let rows = TextWrap.wrap(info.help, width: area.width)
      let helpRows = area.height - (path.isEmpty ? 1 : 2)
      for (index, text) in rows.prefix(helpRows).enumerated() {
        buffer.setString(
          x: area.x, y: area.y + 1 + index, text, role: "ui.text.muted", styles: styles)
      }
      let y = area.y + 1 + min(rows.count, helpRows)
      buffer.setString(
        x: area.x, y: y, TextWidth.truncate(path, to: area.width), role: "diagnostic.path",
        styles: styles)
      return
    }
    let pathWidth = TextWidth.of(path)
    let room = area.width - (pathWidth > 0 ? pathWidth + 2 : 0)
    if room >= 12 {
      buffer.setString(
        x: area.x, y: area.y, TextWidth.truncate(info.help, to: room), role: "ui.text.muted",
        styles: styles)
      buffer.setString(
        x: area.right - pathWidth, y: area.y, path, role: "diagnostic.path", styles: styles)
    } else {
      buffer.setString(
        x: area.x, y: area.y, TextWidth.truncate(info.help, to: area.width),
        role: "ui.text.muted", styles: styles)
    }
  }
}
