import TermUI

extension Widget where Self: Equatable {
  /// Draws a one-line widget in `area`, through `cache` when given: drawn the same over the
  /// same cells as last frame, it is copied back in (see `RowCache`; the key holds the cells
  /// under it, as a tab bar leaves its pane's border showing around it).
  func render(
    in area: Rect, buffer: inout Buffer, styles: any StyleResolver,
    cache: RowCache<DrawnOver<Self>>?
  ) {
    guard let cache, area.height == 1 else {
      render(in: area, buffer: &buffer, styles: styles)
      return
    }
    cache.draw(DrawnOver(self, in: area, of: buffer), in: area, buffer: &buffer) { buffer in
      render(in: area, buffer: &buffer, styles: styles)
    }
  }
}
