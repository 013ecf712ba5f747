import TermUI

/// Where the workspace screen's parts go for a terminal size: the list (filter row, header,
/// rows) and, when there is room, the preview pane beside it (wide) or under it (tall). The
/// view draws from it and the reducer pages and scrolls with it.
struct WorkspaceLayout: Equatable {
  var listFrame: Rect
  var filterRow: Rect
  var header: Rect
  var rows: Rect
  /// The preview pane's frame, tab row, JSON viewport and gauges (zero when not shown).
  var previewFrame: Rect
  var previewTabs: Rect
  var preview: Rect
  var gauges: Rect

  init(_ size: Size) {
    let screen = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 2))
    if size.width >= ComposerLayout.sideBySideWidth {
      let split = screen.splitLeft(screen.width * 62 / 100)
      (listFrame, previewFrame) = (split.left, split.rest)
    } else if screen.height >= 20 {
      let split = screen.splitTop(screen.height * 55 / 100)
      (listFrame, previewFrame) = (split.top, split.rest)
    } else {
      (listFrame, previewFrame) = (screen, .zero)
    }
    let inner = listFrame.inset(by: 1)
    let (filter, rest) = inner.splitTop(1)
    filterRow = filter
    (header, rows) = rest.splitTop(1)
    if previewFrame.width > 2, previewFrame.height > 2 {
      previewTabs = Rect(
        x: previewFrame.x + 1, y: previewFrame.y, width: previewFrame.width - 2, height: 1)
      let previewInner = previewFrame.inset(by: 1)
      let gaugeHeight = previewInner.height >= 18 ? 5 : previewInner.height >= 3 ? 1 : 0
      (preview, gauges) = previewInner.splitBottom(gaugeHeight)
    } else {
      (previewTabs, preview, gauges) = (.zero, .zero, .zero)
    }
  }

  /// Rows of the list's viewport.
  var rowCount: Int { max(1, rows.height) }
}
