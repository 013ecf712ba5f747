/// A cell coordinate: `x` is the column, `y` the row, both zero-based from the top left.
public struct Position: Sendable, Hashable, CustomStringConvertible {
  /// The column.
  public var x: Int
  /// The row.
  public var y: Int

  /// Creates a position at column `x`, row `y`.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The top-left corner.
  public static let origin = Position(x: 0, y: 0)

  /// `x,y`, as snapshots print it.
  public var description: String { "\(x),\(y)" }
}
