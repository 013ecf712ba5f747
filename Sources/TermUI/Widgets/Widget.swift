/// Anything that draws itself into a buffer area (ratatui `Widget`): one method is the contract.
///
/// Widgets are builder-style value types that never name colours, only roles, which `styles`
/// resolves. They draw only inside `area` and clip what does not fit.
public protocol Widget {
  /// Draws into `buffer` within `area`.
  func render(in area: Rect, buffer: inout Buffer, styles: any StyleResolver)
}

/// A widget whose scroll position or selection lives in app state (ratatui `StatefulWidget`).
public protocol StatefulWidget {
  /// The state the app keeps between frames (for example a list's selection and offset).
  associatedtype State
  /// Draws into `buffer` within `area`, adjusting `state` (for example to scroll the
  /// selection into view).
  func render(in area: Rect, buffer: inout Buffer, state: inout State, styles: any StyleResolver)
}

extension Buffer {
  /// Draws `widget` into `area` (a convenience for `widget.render(in:buffer:styles:)`).
  public mutating func render(
    _ widget: some Widget, in area: Rect, styles: any StyleResolver = RoleStyles.plain
  ) {
    widget.render(in: area, buffer: &self, styles: styles)
  }

  /// Writes `text` with the style of `role`, clipped to `clip`; returns the column after it.
  @discardableResult
  public mutating func setString(
    x: Int, y: Int, _ text: String, role: String, styles: any StyleResolver, clip: Rect? = nil
  ) -> Int {
    setString(x: x, y: y, text, pen: styles.pen(role), clip: clip)
  }
}
