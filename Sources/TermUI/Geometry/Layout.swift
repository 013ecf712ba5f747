/// Splits a rectangle into segments along one axis by `Constraint`s.
///
/// Rules, in order: fixed sizes are taken first (`length`, `percentage`, `min`); if they do not
/// fit, segments are shrunk from the last one backwards; left-over room then goes to `.fill`
/// segments by weight, else to `.max` segments up to their cap, else to `.min` segments equally;
/// anything still left stays empty at the end. `spacing` cells separate neighbours.
public struct Layout: Sendable, Hashable {
  /// The axis along which segments are laid out.
  public enum Direction: Sendable, Hashable {
    /// Left to right: segments are columns.
    case horizontal
    /// Top to bottom: segments are rows.
    case vertical
  }

  /// The axis.
  public var direction: Direction
  /// One constraint per segment.
  public var constraints: [Constraint]
  /// Empty cells between neighbouring segments.
  public var spacing: Int

  /// Creates a layout.
  public init(_ direction: Direction, _ constraints: [Constraint], spacing: Int = 0) {
    self.direction = direction
    self.constraints = constraints
    self.spacing = max(0, spacing)
  }

  /// A top-to-bottom layout.
  public static func vertical(_ constraints: [Constraint], spacing: Int = 0) -> Layout {
    Layout(.vertical, constraints, spacing: spacing)
  }

  /// A left-to-right layout.
  public static func horizontal(_ constraints: [Constraint], spacing: Int = 0) -> Layout {
    Layout(.horizontal, constraints, spacing: spacing)
  }

  /// The segments of `area`, one per constraint, in order.
  public func split(_ area: Rect) -> [Rect] {
    guard !constraints.isEmpty else { return [] }
    let extent = direction == .horizontal ? area.width : area.height
    let gaps = spacing * (constraints.count - 1)
    let sizes = Self.sizes(for: constraints, total: max(0, extent - gaps))
    var rects: [Rect] = []
    var offset = 0
    for size in sizes {
      let start = min(offset, extent)
      let length = min(size, extent - start)
      switch direction {
      case .horizontal:
        rects.append(Rect(x: area.x + start, y: area.y, width: length, height: area.height))
      case .vertical:
        rects.append(Rect(x: area.x, y: area.y + start, width: area.width, height: length))
      }
      offset += size + spacing
    }
    return rects
  }

  /// Solves segment sizes for `total` cells.
  static func sizes(for constraints: [Constraint], total: Int) -> [Int] {
    var sizes = constraints.map { constraint -> Int in
      switch constraint {
      case .length(let n), .min(let n): max(0, n)
      case .percentage(let p): total * min(max(0, p), 100) / 100
      case .max, .fill: 0
      }
    }
    var overflow = sizes.reduce(0, +) - total
    var index = sizes.count - 1
    while overflow > 0, index >= 0 {
      let cut = min(overflow, sizes[index])
      sizes[index] -= cut
      overflow -= cut
      index -= 1
    }
    var left = total - sizes.reduce(0, +)
    guard left > 0 else { return sizes }
    let weights = constraints.map { c -> Int in if case .fill(let w) = c { max(0, w) } else { 0 } }
    if weights.contains(where: { $0 > 0 }) {
      distribute(left, weights: weights, into: &sizes)
      return sizes
    }
    for (i, c) in constraints.enumerated() where left > 0 {
      if case .max(let cap) = c {
        let take = min(left, max(0, cap))
        sizes[i] += take
        left -= take
      }
    }
    let mins = constraints.map { c -> Int in if case .min = c { 1 } else { 0 } }
    if left > 0, mins.contains(1) { distribute(left, weights: mins, into: &sizes) }
    return sizes
  }

  private static func distribute(_ amount: Int, weights: [Int], into sizes: inout [Int]) {
    let totalWeight = weights.reduce(0, +)
    guard totalWeight > 0 else { return }
    var given = 0
    for (i, w) in weights.enumerated() where w > 0 {
      let share = amount * w / totalWeight
      sizes[i] += share
      given += share
    }
    var rest = amount - given
    for (i, w) in weights.enumerated() where w > 0 && rest > 0 {
      sizes[i] += 1
      rest -= 1
    }
  }
}
