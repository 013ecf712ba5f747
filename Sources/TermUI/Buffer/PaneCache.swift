/// The cells of a whole rectangle drawn in the last frame, copied back in when it is drawn the
/// same again: `RowCache` for a pane whose description covers all of its rows at once.
///
/// A pane that keeps most of itself from frame to frame while one part of it changes (the form,
/// where typing changes only the open editor, drawn over the pane afterwards) draws the rest
/// through `draw(_:in:buffer:_:)`: when the key and rectangle are the last frame's, its cells
/// are copied back row by row, without walking what the pane is made of; otherwise it is
/// drawn and its cells are kept. The same contract as `RowCache`'s holds: the drawing depends
/// only on the key, the rectangle and what the owner resets the cache on (the theme); the
/// cells under the rectangle before it is drawn are the same every frame; nothing is written
/// outside it; the key is a value.
public final class PaneCache<Key: Equatable> {
  // Not checked for overlapping access at run time, as `RowCache`'s: the cache is used from
  // one thread, and `draw` holds no access while it calls its closure.
  @exclusivity(unchecked) @usableFromInline var key: Key?
  @exclusivity(unchecked) @usableFromInline var rect = Rect.zero
  @exclusivity(unchecked) @usableFromInline var size: Size?
  /// The rectangle's rows, top to bottom.
  @exclusivity(unchecked) @usableFromInline var rows: [[Cell]] = []
  @exclusivity(unchecked) @usableFromInline var copyCount = 0

  /// An empty cache.
  public init() {}

  /// Forgets the pane (the styles it was drawn with changed).
  public func reset() {
    key = nil
    rect = .zero
    size = nil
    rows.removeAll(keepingCapacity: true)
  }

  /// Whether a pane is remembered (for tests), as a count.
  public var count: Int { key == nil ? 0 : 1 }
  /// How many times the pane was copied instead of drawn, in all (for tests and benchmarks).
  public var copies: Int { copyCount }

  /// Draws `rect`, described by `key`: copies last frame's cells when the same key was drawn
  /// in the same rectangle of a grid of the same size, else calls `draw` and keeps what it
  /// wrote in `rect`.
  @inlinable public func draw(
    _ key: Key, in rect: Rect, buffer: inout Buffer, _ draw: (inout Buffer) -> Void
  ) {
    let area = rect.intersection(buffer.area)
    guard !area.isEmpty else {
      draw(&buffer)
      return
    }
    if size == buffer.size, self.rect == area, let match = RowCache<Key>.match(self.key, key) {
      for (index, row) in rows.enumerated() {
        buffer.setCells(row, in: Rect(x: area.x, y: area.y + index, width: area.width, height: 1))
      }
      copyCount += 1
      if match == .equal { self.key = key }  // as `RowCache`: the next frame matches by bits
      return
    }
    draw(&buffer)
    self.key = key
    self.rect = area
    size = buffer.size
    rows = (area.y..<area.bottom).map {
      buffer.cells(in: Rect(x: area.x, y: $0, width: area.width, height: 1))
    }
  }
}
