#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The cells of rows drawn in earlier frames, copied back in when a row is drawn the same again.
///
/// A pane that draws many one-line rows from plain descriptions (the form's rows, the preview's
/// JSON lines) draws each through `draw(_:in:buffer:_:)`: when the row at that place had the
/// same description last time, its cells are copied in (one bulk write) instead of being laid
/// out again; otherwise it is drawn and its cells are kept. A keystroke changes one or two rows
/// of a pane, so most rows are copies.
///
/// The cache is a memo, invisible in the result: a frame drawn through it equals one drawn
/// without it, provided each row's drawing depends only on its key, its rectangle and what the
/// cache's owner resets it on (the theme): the cells under the row before it is drawn must be
/// the same every frame (the pane's background), and it must write only inside its rectangle.
/// It remembers one row per row of the screen; a new buffer size empties it. A key is a value
/// (strings, arrays, numbers, enums; no object whose state the drawing reads): two keys with
/// the same bits are taken to describe the same row without comparing them.
///
/// `draw` is inlinable so that each pane's cache is specialised for its key type in the
/// module that uses it (unspecialised, every call looked up its stored rows' metadata).
public final class RowCache<Key: Equatable> {
  // Per row of the screen, apart: the key it was drawn from (nil: none), its rectangle and
  // its cells. Kept in three arrays rather than one of optional slots, so checking a row reads
  // the rectangle and compares the key where they are stored: a slot read out of an array of
  // them was copied whole (its key and cells retained, then released) for every row of every
  // frame.
  //
  // Not checked for overlapping access at run time (three checks per row of every frame, about
  // 3% of a keystroke's instructions): the cache is used from one thread, and `draw` holds no
  // access while it calls its closure.
  @exclusivity(unchecked) @usableFromInline var keys: [Key?] = []
  @exclusivity(unchecked) @usableFromInline var rects: [Rect] = []
  @exclusivity(unchecked) @usableFromInline var rows: [[Cell]] = []
  @exclusivity(unchecked) @usableFromInline var size: Size?

  /// An empty cache.
  public init() {}

  /// Forgets every row (the styles they were drawn with changed).
  public func reset() {
    keys.removeAll(keepingCapacity: true)
    rects.removeAll(keepingCapacity: true)
    rows.removeAll(keepingCapacity: true)
    size = nil
  }

  /// How many rows are remembered (for tests).
  public var count: Int { keys.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
  /// How many rows were copied instead of drawn, in all (for tests and benchmarks).
  public var copies: Int { copyCount }
  @exclusivity(unchecked) @usableFromInline var copyCount = 0

  /// Draws the one-line `rect` described by `key`: copies last frame's cells when the same key
  /// was drawn in the same rectangle, else calls `draw` and keeps what it wrote in `rect`.
  @inlinable public func draw(
    _ key: Key, in rect: Rect, buffer: inout Buffer, _ draw: (inout Buffer) -> Void
  ) {
    let row = rect.intersection(buffer.area)
    guard !row.isEmpty, row.height == 1 else {
      draw(&buffer)
      return
    }
    if size != buffer.size {
      reset()
      size = buffer.size
      keys = Array(repeating: nil, count: buffer.size.height)
      rects = Array(repeating: .zero, count: buffer.size.height)
      rows = Array(repeating: [], count: buffer.size.height)
    }
    let y = row.y
    // An empty rectangle (a row never drawn) matches no row.
    if rects[y] == row, let match = Self.match(keys[y], key) {
      buffer.setCells(rows[y], in: row)
      copyCount += 1
      // An equal key in other storage replaces the stored one: a caller that hands over the
      // same descriptions frame after frame (the form's rows while typing) then matches by
      // their bits, without reading both copies to compare them.
      if match == .equal { keys[y] = key }
      return
    }
    draw(&buffer)
    keys[y] = key
    rects[y] = row
    rows[y] = buffer.cells(in: row)
  }

  /// How a stored key matches a key being drawn.
  @usableFromInline enum Match {
    /// The same bits: the same value, whose storage is shared.
    case sameBits
    /// Equal, in other storage.
    case equal
  }

  /// How `stored` matches `key`; nil when it is not `key`. The same bits are the same
  /// description (a key is a value, see the type's documentation), so they are not compared
  /// further; bits can also differ between equal keys (padding, other storage), and `==`
  /// decides.
  @inlinable @inline(__always) static func match(_ stored: Key?, _ key: Key) -> Match? {
    guard let stored else { return nil }
    let sameBits = withUnsafeBytes(of: stored) { a in
      withUnsafeBytes(of: key) { b in
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
        return memcmp(pa, pb, a.count) == 0
      }
    }
    if sameBits { return .sameBits }
    return stored == key ? .equal : nil
  }
}

/// The key of a one-line widget that writes only some cells of its row and leaves the others
/// as they were drawn before it (a tab bar on a pane's border): its description and the cells
/// under its row before it is drawn, so a cached row is reused only over the same ground.
public struct DrawnOver<Key: Equatable>: Equatable {
  /// What is drawn.
  public var key: Key
  /// The row's cells before it was drawn.
  public var under: [Cell]

  /// The key for drawing `key` into `row` of `buffer` as it is now.
  public init(_ key: Key, in row: Rect, of buffer: Buffer) {
    self.key = key
    let clipped = row.intersection(buffer.area)
    under = clipped.isEmpty || clipped.height != 1 ? [] : buffer.cells(in: clipped)
  }
}

extension Buffer {
  /// The cells of the one-line `row` (inside the grid), left to right.
  @usableFromInline func cells(in row: Rect) -> [Cell] {
    let start = row.y * size.width + row.x
    return Array(cells[start..<start + row.width])
  }

  /// Writes `row`'s cells (as `cells(in:)` returned them) back into the one-line `row`,
  /// repairing a wide character cut at either edge as `fill` does.
  @usableFromInline mutating func setCells(_ source: [Cell], in row: Rect) {
    breakWideCharacter(at: row.x, y: row.y)
    breakWideCharacter(at: row.right - 1, y: row.y)
    let start = row.y * size.width + row.x
    cells.replaceSubrange(start..<start + row.width, with: source)
  }
}
