import PushCore
import TermUI

/// Draws the form pane: the frame with the form tabs on it, the visible rows, the live editor
/// (returning where the cursor goes), a scrollbar, and the focused field's help and path.
enum FormPaneView {
  /// What the pane shows but the open editor: typing changes none of it (the layout keeps its
  /// rows, the editor's as blanks), so a keystroke copies the pane back and draws the editor.
  struct Pane: Equatable {
    var frame: Rect
    var tabRow: Rect
    var tabBar: TabBar
    var form: Rect
    var rows: [FormRow]
    var rowCount: Int
    var scroll: Int
    var footer: Rect
    var help: String?
    var path: String?
    var focused: Bool
  }

  @discardableResult
  static func render(
    _ state: ComposerState, layout: ComposerLayout, focus: FocusInfo?, buffer: inout Buffer,
    styles: any StyleResolver, rows cache: RowCache<FormRow>? = nil,
    tabs tabCache: RowCache<DrawnOver<TabBar>>? = nil, pane paneCache: PaneCache<Pane>? = nil
  ) -> Position? {
    let area = layout.form
    let rows = layout.visibleFormRows.prefix(max(0, area.height))
    let focused = state.popups.isEmpty
    if let paneCache {
      let pane = Pane(
        frame: layout.formFrame, tabRow: layout.formTabs, tabBar: layout.formTabBar, form: area,
        rows: layout.visibleFormRows, rowCount: layout.formRowCount, scroll: layout.formScroll,
        footer: layout.formFooter, help: focus?.help, path: focus?.path, focused: focused)
      paneCache.draw(pane, in: layout.formFrame, buffer: &buffer) { buffer in
        drawPane(
          layout, rows: rows, focus: focus, focused: focused, buffer: &buffer, styles: styles,
          cache: cache, tabCache: tabCache)
      }
    } else {
      drawPane(
        layout, rows: rows, focus: focus, focused: focused, buffer: &buffer, styles: styles,
        cache: cache, tabCache: tabCache)
    }
    // The editor goes last: the rows it spans below its first have fills of their own.
    guard let line = rows.lastIndex(where: { $0.editor != nil }),
      let slot = rows[line].editor, var editor = state.editing?.editor
    else { return nil }
    let y = area.y + line - rows.startIndex
    let rect = Rect(
      x: area.x + slot.x, y: y, width: min(slot.width, area.width - slot.x),
      height: min(slot.height, area.bottom - y))
    // The layout laid the text out at the slot's width; the editor reuses that.
    let laidOut = rect.width == layout.editorWidth ? layout.editorLayout : nil
    return TextEditorView(focused: focused, placeholder: slot.placeholder)
      .render(in: rect, buffer: &buffer, state: &editor, styles: styles, layout: laidOut)
  }

  /// The frame, tabs, rows, scrollbar and footer: everything but the open editor.
  private static func drawPane(
    _ layout: ComposerLayout, rows: ArraySlice<FormRow>, focus: FocusInfo?, focused: Bool,
    buffer: inout Buffer, styles: any StyleResolver, cache: RowCache<FormRow>?,
    tabCache: RowCache<DrawnOver<TabBar>>?
  ) {
    Block().focused(focused).borderType(.rounded)
      .render(in: layout.formFrame, buffer: &buffer, styles: styles)
    layout.formTabBar.render(in: layout.formTabs, buffer: &buffer, styles: styles, cache: tabCache)
    let area = layout.form
    for (line, row) in rows.enumerated() {
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
    }
    Scrollbar.render(
      total: layout.formRowCount, offset: layout.formScroll, x: layout.formFrame.right - 1,
      rows: area.y..<area.bottom, buffer: &buffer, styles: styles)
    footer(
      focus, in: layout.formFooter, border: focused ? "ui.border.focus" : "ui.border",
      buffer: &buffer, styles: styles)
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
