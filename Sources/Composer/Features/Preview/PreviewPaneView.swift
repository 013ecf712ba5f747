import PushCore
import TermUI

/// Draws the preview pane: the frame with the preview tabs on it, the highlighted JSON (lines
/// of the focused field marked `▌` and drawn in `json.focus`), a scrollbar and the gauges.
enum PreviewPaneView {
  static func render(
    _ state: ComposerState, layout: ComposerLayout, buffer: inout Buffer,
    styles: any StyleResolver, lines cache: RowCache<PreviewLine>? = nil,
    tabBars: RowCache<DrawnOver<TabBar>>? = nil, window: PreviewWindowMemo? = nil
  ) {
    render(
      state, frame: layout.previewFrame, tabs: layout.previewTabs, tabBar: layout.previewTabBar,
      preview: layout.preview, gauges: layout.gauges, buffer: &buffer, styles: styles,
      lines: cache, tabBars: tabBars, window: window)
  }

  /// What one row of the JSON viewport shows: the line, and whether it is marked as the
  /// focused field's.
  struct PreviewLine: Equatable {
    var line: JSONLine
    var isFocused: Bool
  }

  /// Draws the pane into the given frame, tab row, JSON viewport and gauge rows (the drafts
  /// workspace shows the selected draft's preview this way).
  ///
  /// `tabBar` is the tab bar laid out for `state` (the layout's), made here when not given.
  /// `cache`, when given, keeps each JSON row's cells for the next frame (see `RowCache`);
  /// `window`, the lines themselves (see `PreviewWindowMemo`).
  static func render(
    _ state: ComposerState, frame: Rect, tabs: Rect, tabBar: TabBar? = nil, preview area: Rect,
    gauges: Rect,
    buffer: inout Buffer, styles: any StyleResolver, lines cache: RowCache<PreviewLine>? = nil,
    tabBars: RowCache<DrawnOver<TabBar>>? = nil, window: PreviewWindowMemo? = nil
  ) {
    Block().borderType(.rounded).render(in: frame, buffer: &buffer, styles: styles)
    AudienceViews.caption(state, frame: frame, buffer: &buffer, styles: styles)
    (tabBar ?? ComposerTabs.preview(state, width: tabs.width)).render(
      in: tabs, buffer: &buffer, styles: styles, cache: tabBars)
    if state.previewTab == .device {
      let (total, scroll) = DevicePreviewView.render(
        state, in: area, buffer: &buffer, styles: styles)
      Scrollbar.render(
        total: total, offset: scroll, x: frame.right - 1,
        rows: area.y..<area.bottom, buffer: &buffer, styles: styles)
      PayloadGauges.render(state, in: gauges, buffer: &buffer, styles: styles)
      return
    }
    let model = PreviewModel(state, viewport: area.height, memo: window)
    let focus = styles.pen("json.focus")
    let pens = JSONLineStyle.Pens(styles)
    let visible = model.scroll..<min(model.lineCount, model.scroll + max(0, area.height))
    let shown = window?.lines(of: model.value, in: visible) ?? model.lines(in: visible)
    for (line, json) in shown.enumerated() {
      let y = area.y + line
      let isFocused = model.isHighlighted(visible.lowerBound + line)
      func draw(_ buffer: inout Buffer) {
        let row = Rect(x: area.x + 1, y: y, width: max(0, area.width - 1), height: 1)
        if isFocused {
          buffer.setString(x: area.x, y: y, "▌", pen: focus)
          buffer.clear(row, pen: focus)
        }
        let pen = { (kind: JSONToken.Kind) in
          isFocused ? pens[kind].patched(with: focus) : pens[kind]
        }
        buffer.clear(
          Rect(x: row.x, y: y, width: json.indent, height: 1).intersection(row),
          pen: pen(.punctuation))
        var x = row.x + json.indent
        for token in json.tokens {
          x = buffer.setString(
            x: x, y: y, TerminalSafe.escaped(token.text), pen: pen(token.kind), clip: row)
        }
      }
      if let cache {
        // A line writes only inside its row (the marker column included), over the pane's
        // plain background.
        cache.draw(
          PreviewLine(line: json, isFocused: isFocused),
          in: Rect(x: area.x, y: y, width: area.width, height: 1), buffer: &buffer, draw)
      } else {
        draw(&buffer)
      }
    }
    Scrollbar.render(
      total: model.lineCount, offset: model.scroll, x: frame.right - 1,
      rows: area.y..<area.bottom, buffer: &buffer, styles: styles)
    PayloadGauges.render(state, in: gauges, buffer: &buffer, styles: styles)
  }
}
