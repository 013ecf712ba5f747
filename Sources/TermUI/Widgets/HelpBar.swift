/// Key hints on one row: `Ctrl-S save  Tab next field  F1 help`, generated from the keymap.
///
/// Roles: `ui.help.key` and `ui.help.desc`. Hints that do not fit whole are left out and an
/// `…` (role `ui.help.separator`) shows that some were.
public struct HelpBar: Widget, Sendable, Hashable {
  /// One hint.
  public struct Item: Sendable, Hashable {
    /// The key as shown (`"Ctrl-S"`).
    public var key: String
    /// What it does.
    public var description: String

    /// A hint with key text.
    public init(key: String, _ description: String) {
      self.key = key
      self.description = description
    }

    /// A hint for a key event, shown with its `displayName`.
    public init(_ key: KeyEvent, _ description: String) {
      self.init(key: key.displayName, description)
    }

    var width: Int { TextWidth.of(key) + 1 + TextWidth.of(description) }
  }

  /// The hints, most important first.
  public var items: [Item]
  /// Text between hints.
  public var separator = "  "

  /// A bar of `items`.
  public init(_ items: [Item]) { self.items = items }

  /// Draws on the first row of `area`.
  public func render(in area: Rect, buffer: inout Buffer, styles: any StyleResolver) {
    guard !area.isEmpty else { return }
    let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
    let sepWidth = TextWidth.of(separator)
    var x = area.x
    for (index, item) in items.enumerated() {
      let lead = index == 0 ? 0 : sepWidth
      let isLast = index == items.count - 1
      let room = area.right - x - (isLast ? 0 : sepWidth + 1)
      guard lead + item.width <= room || (isLast && lead + item.width <= area.right - x) else {
        buffer.setString(
          x: min(x + (index == 0 ? 0 : 1), area.right - 1), y: area.y, "…",
          role: "ui.help.separator", styles: styles, clip: row)
        return
      }
      if index > 0 {
        x = buffer.setString(
          x: x, y: area.y, separator, role: "ui.help.separator", styles: styles, clip: row)
      }
      x = buffer.setString(
        x: x, y: area.y, item.key, role: "ui.help.key", styles: styles, clip: row)
      x = buffer.setString(
        x: x, y: area.y, " " + item.description, role: "ui.help.desc", styles: styles, clip: row)
    }
  }
}
