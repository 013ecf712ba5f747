import TermUI

extension Buffer {
  /// The first cell where `text` starts, searching rows top to bottom within `rect` (the whole
  /// buffer by default), in display columns.
  func find(_ text: String, in rect: Rect? = nil) -> Position? {
    let area = rect ?? self.area
    for y in area.y..<area.bottom {
      let columns = (area.x..<area.right).filter { !self[$0, y].isContinuation }
      let symbols = columns.map { self[$0, y].symbol }
      let row = symbols.joined()
      guard let range = row.range(of: text) else { continue }
      let prefix = String(row[..<range.lowerBound])
      var consumed = 0
      for (index, symbol) in symbols.enumerated() {
        if consumed == prefix.count { return Position(x: columns[index], y: y) }
        consumed += symbol.count
      }
    }
    return nil
  }

  /// The roles of the cells `x..<x+count` on row `y`.
  func roles(x: Int, y: Int, count: Int) -> [String?] {
    (x..<(x + count)).map { self[$0, y].role }
  }
}
