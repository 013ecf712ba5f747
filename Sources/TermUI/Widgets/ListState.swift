/// The app-owned state of a `ListView` or `Table`: the selected row and the scroll offset.
public struct ListState: Sendable, Hashable {
  /// The selected row, if any.
  public var selected: Int?
  /// The first visible row.
  public var offset: Int

  /// Creates a state.
  public init(selected: Int? = nil, offset: Int = 0) {
    self.selected = selected
    self.offset = offset
  }

  /// Moves the selection by `delta` rows within `count` rows (clamped; selects row 0 when
  /// nothing was selected).
  public mutating func move(by delta: Int, count: Int) {
    guard count > 0 else {
      selected = nil
      return
    }
    selected = max(0, min(count - 1, (selected ?? (delta > 0 ? -1 : count)) + delta))
  }
}
