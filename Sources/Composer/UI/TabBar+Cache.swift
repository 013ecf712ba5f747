import TermUI

extension TabBar {
  /// Draws the bar in `area`, through `cache` when given: a bar drawn the same over the same
  /// border as last frame is copied back in (see `RowCache`).
  func render(
    in area: Rect, buffer: inout Buffer, styles: any StyleResolver,
    cache: RowCache<DrawnOver<TabBar>>?
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
