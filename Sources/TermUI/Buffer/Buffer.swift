/// A width × height grid of `Cell`s: what one frame looks like (ratatui `Buffer`).
///
/// Widgets render into a buffer; the run loop diffs it against the previous frame and hands
/// only the changes to the backend. Writes outside the grid are ignored, and writes keep wide
/// characters consistent (overwriting either half of one blanks the other half).
public struct Buffer: Sendable, Hashable {
  /// The grid's size.
  public private(set) var size: Size
  /// Cells in row-major order.
  public internal(set) var cells: [Cell]

  /// A buffer of `size` filled with `cell`.
  public init(size: Size, filledWith cell: Cell = .blank) {
    self.size = size
    self.cells = Array(repeating: cell, count: size.width * size.height)
  }

  /// Makes every cell `cell` again, in place (the grid keeps its storage).
  public mutating func blank(with cell: Cell = .blank) {
    cells.withUnsafeMutableBufferPointer { Self.fill($0, from: 0, count: $0.count, with: cell) }
  }

  /// Writes `count` copies of `cell` from `start`: the first cell, then copies of what is
  /// written so far, doubling up to 2 KB a copy (vector copies instead of a store per cell;
  /// larger copies would be `rep movsb`, which callgrind counts a byte at a time).
  @inline(__always)
  private static func fill(
    _ cells: UnsafeMutableBufferPointer<Cell>, from start: Int, count: Int, with cell: Cell
  ) {
    precondition(start >= 0 && count >= 0 && start + count <= cells.count)
    guard count > 0, let base = cells.baseAddress.map({ $0 + start }) else { return }
    guard count > 8 else {
      base.update(repeating: cell, count: count)
      return
    }
    base.pointee = cell
    var written = 1
    while written < count {
      let n = min(written, count - written, 96)
      (base + written).update(from: base, count: n)
      written += n
    }
  }

  /// A buffer from literal rows of text (for tests), as wide as the widest row.
  public init(lines: [String]) {
    let width = lines.map { TextWidth.of($0) }.max() ?? 0
    self.init(size: Size(width: width, height: lines.count))
    for (y, line) in lines.enumerated() { setString(x: 0, y: y, line) }
  }

  /// The whole grid as a rectangle at the origin.
  public var area: Rect { Rect(size: size) }

  /// The cell at column `x`, row `y`; a blank cell outside the grid.
  public subscript(x: Int, y: Int) -> Cell {
    guard let index = index(x, y) else { return .blank }
    return cells[index]
  }

  /// The cell at `position`; a blank cell outside the grid.
  public subscript(position: Position) -> Cell { self[position.x, position.y] }

  private func index(_ x: Int, _ y: Int) -> Int? {
    guard x >= 0, y >= 0, x < size.width, y < size.height else { return nil }
    return y * size.width + x
  }

  /// Puts one cell at `x`, `y`, repairing any wide character it cuts into.
  ///
  /// A cell `width` columns wide (2 for `中`, 4 for `👍🏽` as terminals draw it) also writes
  /// `width - 1` continuation cells to its right; it is not written when it would not fit.
  public mutating func set(_ cell: Cell, x: Int, y: Int) {
    guard let i = index(x, y) else { return }
    let width = max(1, cell.width)
    if cell.isContinuation {
      cells[i] = cell
      return
    }
    guard x + width <= size.width else { return }
    for column in x..<(x + width) { breakWideCharacter(at: column, y: y) }
    cells[i] = cell
    for offset in 1..<width {
      cells[i + offset] = .continuation(of: cell)
    }
  }

  /// Blanks every cell of a wide character that covers column `x`.
  @inline(__always)
  mutating func breakWideCharacter(at x: Int, y: Int) {
    // Most cells are one column wide: that check is inlined, the repair is not.
    guard let i = index(x, y), cells[i].storedWidth != 1 else { return }
    repairWideCharacter(at: x, y: y)
  }

  @inline(never)
  private mutating func repairWideCharacter(at x: Int, y: Int) {
    guard let i = index(x, y), cells[i].isContinuation || cells[i].width > 1 else { return }
    var leader = x
    while leader > 0, let j = index(leader, y), cells[j].isContinuation { leader -= 1 }
    guard let l = index(leader, y) else { return }
    let old = cells[l]
    for column in leader..<min(size.width, leader + max(1, old.width)) {
      guard let j = index(column, y) else { continue }
      cells[j] = .blank(like: cells[j])
    }
  }

  /// `setString` for text of printable ASCII only (most of a frame: JSON, labels, hints):
  /// neighbours): one cell per byte, written in one loop, with wide characters repaired only
  /// where the run starts and ends (any inside it are overwritten whole). Nil for other text.
  private mutating func setPrintableASCII(
    x: Int, y: Int, _ string: String, look: UInt32, in bounds: Rect
  ) -> Int? {
    string.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
      let first = max(x, bounds.x)
      let last = min(x + bytes.count, bounds.right)
      if first < last {
        breakWideCharacter(at: first, y: y)
        breakWideCharacter(at: last - 1, y: y)
        let row = y * size.width
        var cell = Cell(code: Cell.spaceCode, width: 1, look: look)
        for column in first..<last {
          cell.symbolCode = UInt32(bytes[column - x])
          cells[row + column] = cell
        }
      }
      return x + bytes.count <= bounds.right ? x + bytes.count : max(x, bounds.right)
    } ?? nil
  }

  /// `setString` for scalars that are each one cell wide and a cluster of their own (box
  /// drawing, block elements, Latin letters): one loop, like `setPrintableASCII`. Nil when a
  /// scalar is wide, zero-width or may join its neighbours in a cluster.
  private mutating func setNarrowScalars(
    x: Int, y: Int, _ scalars: String.UnicodeScalarView, look: UInt32, in bounds: Rect
  ) -> Int? {
    var count = 0
    for scalar in scalars {
      let v = scalar.value
      guard TextWidth.isIsolated(v), v < 0x300 || TextWidth.of(scalar) == 1 else { return nil }
      count += 1
    }
    let first = max(x, bounds.x)
    let last = min(x + count, bounds.right)
    if first < last {
      breakWideCharacter(at: first, y: y)
      breakWideCharacter(at: last - 1, y: y)
      let row = y * size.width
      var cell = Cell(code: Cell.spaceCode, width: 1, look: look)
      var column = x
      for scalar in scalars {
        if column >= last { break }
        if column >= first {
          cell.symbolCode = scalar.value
          cells[row + column] = cell
        }
        column += 1
      }
    }
    return x + count <= bounds.right ? x + count : max(x, bounds.right)
  }

  /// Writes `string` from column `x` on row `y`, clipped to `clip` (default: the whole grid).
  ///
  /// Zero-width clusters (controls, stray marks) are skipped; a wide character that would cross
  /// the clip's right edge is not drawn. Returns the column after the last cell written (or
  /// that would have been, for text left of the clip).
  @discardableResult
  public mutating func setString(
    x: Int, y: Int, _ string: String, style: Style = .plain, role: String? = nil,
    clip: Rect? = nil
  ) -> Int {
    setString(
      x: x, y: y, string,
      look: CellLooks.id(style: PackedStyle(style), roleCode: Cell.roleCode(role)), clip: clip)
  }

  mutating func setString(
    x: Int, y: Int, _ string: String, look: UInt32, clip: Rect?
  ) -> Int {
    let bounds = clip.map { $0.intersection(area) } ?? area
    guard y >= bounds.y, y < bounds.bottom else { return x }
    if let end = setPrintableASCII(x: x, y: y, string, look: look, in: bounds) {
      return end
    }
    var column = x
    if let end = setNarrowScalars(
      x: x, y: y, string.unicodeScalars, look: look, in: bounds)
    {
      return end
    }
    // Scalar by scalar: one that is isolated next to isolated neighbours (Latin, punctuation,
    // box drawing) is a cluster of its own; anything else starts a cluster that grapheme
    // breaking ends (a title's emoji costs one cluster, not a walk of the whole line by
    // `Character`).
    let scalars = string.unicodeScalars
    var i = scalars.startIndex
    while i < scalars.endIndex, column < bounds.right {
      let scalar = scalars[i]
      let next = scalars.index(after: i)
      let code: UInt32
      let w: Int
      if TextWidth.isIsolated(scalar.value),
        next == scalars.endIndex || TextWidth.isIsolated(scalars[next].value)
      {
        code = scalar.value
        w = scalar.value < 0x300 ? 1 : TextWidth.of(scalar)
        i = next
      } else {
        let end = string.index(after: i)
        let cluster = String(string[i..<end])
        code = Cell.code(for: cluster)
        w = TextWidth.of(cluster)
        i = end
      }
      guard w > 0 else { continue }
      if column + w > bounds.right { break }
      if column >= bounds.x {
        set(Cell(code: code, width: w, look: look), x: column, y: y)
      } else if column + w > bounds.x {
        set(Cell(code: Cell.spaceCode, width: 1, look: look), x: bounds.x, y: y)
      }
      column += w
    }
    return column
  }

  /// Sets every cell of `rect` (clipped to the grid) to `cell`.
  public mutating func fill(_ rect: Rect, with cell: Cell) {
    let r = rect.intersection(area)
    guard !r.isEmpty else { return }
    if cell.width == 1 {
      // One-cell symbols (blanks, rules): only a wide character cut at either edge needs
      // repair (inside, both halves are overwritten), so each row is one bulk write, and
      // whole rows (nothing to cut) are one write for all of them.
      if r.x == 0 && r.width == size.width {
        cells.withUnsafeMutableBufferPointer { all in
          Self.fill(all, from: r.y * size.width, count: r.width * r.height, with: cell)
        }
        return
      }
      // The repairs first (each stays in its row), then every row's write in one pass over
      // the grid (a pane's side borders are a column of one-cell rows).
      for y in r.y..<r.bottom {
        breakWideCharacter(at: r.x, y: y)
        if r.width > 1 { breakWideCharacter(at: r.right - 1, y: y) }
      }
      let width = size.width
      cells.withUnsafeMutableBufferPointer { all in
        for y in r.y..<r.bottom {
          Self.fill(all, from: y * width + r.x, count: r.width, with: cell)
        }
      }
      return
    }
    for y in r.y..<r.bottom {
      for x in r.x..<r.right { set(cell, x: x, y: y) }
    }
  }

  /// Blanks `rect` with `style` and `role` (a styled background).
  public mutating func clear(_ rect: Rect, style: Style = .plain, role: String? = nil) {
    fill(rect, with: .blank(style: style, role: role))
  }

  /// Lays `style` over every cell of `rect` (colours win where set, modifiers add up) and,
  /// when `role` is given, sets the role. Text is kept.
  public mutating func setStyle(_ style: Style, role: String? = nil, in rect: Rect) {
    let r = rect.intersection(area)
    guard !r.isEmpty else { return }
    let roleCode = Cell.roleCode(role)
    // Neighbouring cells mostly share a look: patch each distinct one once.
    var last: (from: UInt32, to: UInt32)?
    for y in r.y..<r.bottom {
      for x in r.x..<r.right {
        guard let i = index(x, y) else { continue }
        let from = cells[i].look
        if let last, last.from == from {
          cells[i].look = last.to
          continue
        }
        let old = CellLooks.look(from)
        let to = CellLooks.id(
          style: PackedStyle(old.style.style.patched(with: style)),
          roleCode: roleCode != 0 ? roleCode : old.roleCode)
        cells[i].look = to
        last = (from, to)
      }
    }
  }

  /// Resizes the grid, keeping the top-left content that still fits.
  public mutating func resize(to newSize: Size) {
    guard newSize != size else { return }
    var next = Buffer(size: newSize)
    for y in 0..<min(size.height, newSize.height) {
      for x in 0..<min(size.width, newSize.width) {
        guard let i = index(x, y), let j = next.index(x, y) else { continue }
        next.cells[j] = cells[i]
      }
    }
    self = next
  }

  /// Row `y` as text: continuation cells are left out, so the text is `size.width` cells wide.
  public func text(row y: Int) -> String {
    guard y >= 0, y < size.height else { return "" }
    let start = y * size.width
    return cells[start..<start + size.width].reduce(into: "") { $0 += $1.symbol }
  }

  /// Every row as text.
  public var lines: [String] { (0..<size.height).map { text(row: $0) } }
}
