/// Scroll arithmetic shared by scrolling widgets: clamping an offset and scrolling an item into
/// view, in rows (or columns).
public enum ScrollView {
  /// `offset` limited so the viewport never runs past the content (and never below zero).
  public static func clamp(offset: Int, contentLength: Int, viewport: Int) -> Int {
    max(0, min(offset, contentLength - max(0, viewport)))
  }

  /// The smallest change to `offset` that makes `index` visible in a viewport of `viewport`
  /// rows, keeping `margin` rows of context above and below where there is room.
  public static func scrollIntoView(
    _ index: Int, offset: Int, viewport: Int, contentLength: Int, margin: Int = 0
  ) -> Int {
    guard viewport > 0 else { return 0 }
    let margin = max(0, min(margin, (viewport - 1) / 2))
    var offset = offset
    if index - margin < offset { offset = index - margin }
    if index + margin >= offset + viewport { offset = index + margin - viewport + 1 }
    return clamp(offset: offset, contentLength: contentLength, viewport: viewport)
  }
}
