/// A size in terminal cells.
public struct Size: Sendable, Hashable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a size; negative values are clamped to zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// A size with no cells.
  public static let zero = Size(width: 0, height: 0)

  /// Whether the size holds no cells.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// `WxH`, as snapshot file names use it.
  public var description: String { "\(width)x\(height)" }
}
