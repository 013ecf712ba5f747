extension Buffer {
  /// A text rendering of the buffer for snapshot files (ratatui `Debug` style).
  ///
  /// ```
  /// size: 12x2
  /// "┌Title─────┐"
  /// "└──────────┘"
  /// styles:
  /// 0,0 ui.border
  /// 1,0 ui.title
  /// 6,0 ui.border
  /// ```
  /// Rows are quoted so trailing spaces stay visible. `styles:` lists, in reading order, each
  /// cell where the role differs from the cell before it (`-` for no role), so a theme change
  /// never churns snapshots and a moved highlight shows as a two-line diff.
  public var snapshot: String {
    var out = "size: \(size)\n"
    for line in lines { out += "\"\(line)\"\n" }
    out += "styles:\n"
    var current: UInt32 = 0
    for y in 0..<size.height {
      for x in 0..<size.width {
        let cell = self[x, y]
        guard !cell.isContinuation, cell.roleCode != current else { continue }
        current = cell.roleCode
        out += "\(x),\(y) \(cell.role ?? "-")\n"
      }
    }
    return out
  }
}
