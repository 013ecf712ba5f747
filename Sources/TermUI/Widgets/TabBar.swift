/// A row of tabs, such as the platform overrides: ` Common │ Android ● │ APNs │ Web `.
///
/// Roles: `ui.tab`, `ui.tab.active` for the selected tab, `ui.border` for dividers, and each
/// tab's `markerRole` (say `platform.android`) for its marker.
public struct TabBar: Widget, Sendable, Hashable {
  /// One tab.
  public struct Tab: Sendable, Hashable {
    /// The label.
    public var title: String
    /// A short marker after the title (`●` when the tab has content), if any.
    public var marker: String?
    /// The marker's role.
    public var markerRole: String?

    /// Creates a tab.
    public init(_ title: String, marker: String? = nil, markerRole: String? = nil) {
      self.title = title
      self.marker = marker
      self.markerRole = markerRole
    }
  }

  /// The tabs, left to right.
  public var tabs: [Tab]
  /// The index of the active tab.
  public var selected: Int
  /// Drawn between tabs.
  public var divider = "│"

  /// A bar of `tabs` with `selected` active.
  public init(_ tabs: [Tab], selected: Int = 0) {
    self.tabs = tabs
    self.selected = selected
  }

  /// The column range each tab occupies when drawn at `x` (for mouse hit-testing).
  public func tabRanges(startingAt x: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var column = x
    for tab in tabs {
      let width = 2 + TextWidth.of(tab.title) + (tab.marker.map { 1 + TextWidth.of($0) } ?? 0)
      ranges.append(column..<(column + width))
      column += width + TextWidth.of(divider)
    }
    return ranges
  }

  /// Draws the first row of `area`.
  public func render(in area: Rect, buffer: inout Buffer, styles: any StyleResolver) {
    guard !area.isEmpty else { return }
    let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
    var x = area.x
    for (index, tab) in tabs.enumerated() {
      if index > 0 {
        x = buffer.setString(x: x, y: area.y, divider, role: "ui.border", styles: styles, clip: row)
      }
      let role = index == selected ? "ui.tab.active" : "ui.tab"
      x = buffer.setString(x: x, y: area.y, " \(tab.title)", role: role, styles: styles, clip: row)
      if let marker = tab.marker {
        x = buffer.setString(x: x, y: area.y, " ", role: role, styles: styles, clip: row)
        x = buffer.setString(
          x: x, y: area.y, marker, role: tab.markerRole ?? role, styles: styles, clip: row)
      }
      x = buffer.setString(x: x, y: area.y, " ", role: role, styles: styles, clip: row)
    }
  }
}
