#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Buffer {
  /// The runs of cells that differ from `previous`, row by row, left to right.
  ///
  /// When the sizes differ every row is one run (a full repaint). A run that would start on
  /// the right half of a wide character is widened to include its left half, so a backend
  /// never has to draw half a glyph.
  public func diff(from previous: Buffer) -> [CellChange] {
    guard previous.size == size else {
      return (0..<size.height).compactMap { y in
        let start = y * size.width
        return size.width == 0
          ? nil : CellChange(x: 0, y: y, cells: Array(cells[start..<start + size.width]))
      }
    }
    var changes: [CellChange] = []
    let width = size.width
    cells.withUnsafeBufferPointer { new in
      previous.cells.withUnsafeBufferPointer { old in
        for y in 0..<size.height {
          let start = y * width
          if Self.sameBytes(cells, previous.cells, from: start, count: width) { continue }
          // Each run of changed cells, as one change; one that starts on the right half of a
          // wide character starts at its leader instead.
          var x = 0
          while x < width {
            while x < width && new[start + x] == old[start + x] { x += 1 }
            guard x < width else { break }
            var end = x + 1
            while end < width && new[start + end] != old[start + end] { end += 1 }
            var first = x
            if new[start + x].isContinuation {
              while first > 0 && new[start + first].isContinuation { first -= 1 }
            }
            if changes.isEmpty { changes.reserveCapacity(16) }  // a keystroke's few, at once
            changes.append(
              CellChange(x: first, y: y, cells: Array(new[(start + first)..<(start + end)])))
            x = end
          }
        }
      }
    }
    return changes
  }

  /// Whether `count` cells from `start` are byte for byte the same in both grids: most rows
  /// of a frame are, and one `memcmp` settles them. A cell is plain data with no padding and
  /// no undefined bytes (`PackedStyle`), so equal bytes are exactly equal cells.
  private static func sameBytes(_ a: [Cell], _ b: [Cell], from start: Int, count: Int) -> Bool {
    guard Cell.comparesByBytes, count > 0 else { return false }
    return a.withUnsafeBytes { a in
      b.withUnsafeBytes { b in
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return false }
        let stride = MemoryLayout<Cell>.stride
        return memcmp(pa + start * stride, pb + start * stride, count * stride) == 0
      }
    }
  }
}
