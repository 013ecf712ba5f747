/// A run of changed cells on one row, starting at `x`, `y` (what a backend draws).
///
/// `cells` are consecutive columns; a run may hold continuation cells, which a backend skips
/// because the wide character before them already covers them. A run never starts with a
/// continuation cell.
public struct CellChange: Sendable, Hashable {
  /// Column of the first cell.
  public var x: Int
  /// Row.
  public var y: Int
  /// The new cells, left to right.
  public var cells: [Cell]

  /// Creates a run.
  public init(x: Int, y: Int, cells: [Cell]) {
    self.x = x
    self.y = y
    self.cells = cells
  }
}
