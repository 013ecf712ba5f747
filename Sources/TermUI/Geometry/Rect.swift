/// A rectangle of cells: a top-left corner and a size. Small, `Copy`-like geometry (ratatui `Rect`).
public struct Rect: Sendable, Hashable, CustomStringConvertible {
  /// Leftmost column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Columns covered.
  public var width: Int
  /// Rows covered.
  public var height: Int

  /// Creates a rectangle; negative sizes are clamped to zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// A rectangle at the origin with the given size.
  public init(size: Size) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// An empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The size of the rectangle.
  public var size: Size { Size(width: width, height: height) }
  /// The top-left corner.
  public var origin: Position { Position(x: x, y: y) }
  /// One past the rightmost column.
  public var right: Int { x + width }
  /// One past the bottom row.
  public var bottom: Int { y + height }
  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { width == 0 || height == 0 }
  /// The number of cells covered.
  public var area: Int { width * height }

  /// Whether `position` lies inside.
  public func contains(_ position: Position) -> Bool {
    position.x >= x && position.x < right && position.y >= y && position.y < bottom
  }

  /// The overlap of two rectangles (empty, positioned at the clamped corner, when they don't meet).
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(self.right, other.right)
    let bottom = min(self.bottom, other.bottom)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether the rectangles share at least one cell.
  public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

  /// The rectangle shrunk by a margin on each side (never below zero size).
  public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
    Rect(
      x: x + min(left, width), y: y + min(top, height),
      width: width - left - right, height: height - top - bottom)
  }

  /// The rectangle shrunk by `horizontal` columns left and right and `vertical` rows top and bottom.
  public func inset(horizontal: Int = 0, vertical: Int = 0) -> Rect {
    inset(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  /// The rectangle shrunk by `amount` on every side.
  public func inset(by amount: Int) -> Rect { inset(horizontal: amount, vertical: amount) }

  /// Splits into a top part of `rows` rows (clamped) and the rest.
  public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
    let r = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: r),
      Rect(x: x, y: y + r, width: width, height: height - r)
    )
  }

  /// Splits into the rest and a bottom part of `rows` rows (clamped).
  public func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
    let r = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: height - r),
      Rect(x: x, y: bottom - r, width: width, height: r)
    )
  }

  /// Splits into a left part of `columns` columns (clamped) and the rest.
  public func splitLeft(_ columns: Int) -> (left: Rect, rest: Rect) {
    let c = min(max(0, columns), width)
    return (
      Rect(x: x, y: y, width: c, height: height),
      Rect(x: x + c, y: y, width: width - c, height: height)
    )
  }

  /// A rectangle of `size` centred inside this one, clamped to fit.
  public func centered(_ size: Size) -> Rect {
    let w = min(size.width, width)
    let h = min(size.height, height)
    return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
  }

  /// The rows of the rectangle, each as a one-row rectangle.
  public var rows: [Rect] { (0..<height).map { Rect(x: x, y: y + $0, width: width, height: 1) } }

  /// `x,y WxH`.
  public var description: String { "\(x),\(y) \(width)x\(height)" }
}
