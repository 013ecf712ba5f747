/// A centred, bordered box drawn over whatever is beneath (it clears its area first).
///
/// Roles: `ui.popup` for the background, `ui.popup.border` and `ui.popup.title` for the frame.
/// Draw the popup, then its content into `inner(in:)`.
public struct Popup: Widget, Sendable, Hashable {
  /// The title on the frame.
  public var title: String?
  /// The wanted outer size (clamped to the screen).
  public var size: Size

  /// A popup of `size` with an optional title.
  public init(title: String? = nil, size: Size) {
    self.title = title
    self.size = size
  }

  /// A popup sized as `percentWidth`/`percentHeight` of `area`, with minimums.
  public static func relative(
    title: String? = nil, in area: Rect, percentWidth: Int, percentHeight: Int,
    minimum: Size = Size(width: 20, height: 5)
  ) -> Popup {
    Popup(
      title: title,
      size: Size(
        width: max(minimum.width, area.width * percentWidth / 100),
        height: max(minimum.height, area.height * percentHeight / 100)))
  }

  /// The outer rectangle, centred in `area`.
  public func frame(in area: Rect) -> Rect { area.centered(size) }

  /// Where content goes: inside the frame with one column of padding each side.
  public func inner(in area: Rect) -> Rect { frame(in: area).inset(horizontal: 2, vertical: 1) }

  /// Clears the popup's rectangle and draws the frame.
  public func render(in area: Rect, buffer: inout Buffer, styles: any StyleResolver) {
    let outer = frame(in: area)
    buffer.clear(outer, style: styles.style(for: "ui.popup"), role: "ui.popup")
    Block(title: title.map { " \($0) " }).roles(border: "ui.popup.border", title: "ui.popup.title")
      .borderType(.rounded)
      .render(in: outer, buffer: &buffer, styles: styles)
  }
}
