/// A bordered box with an optional title; the frame around a panel, field group or popup.
///
/// Roles: `ui.border` / `ui.title`, or `ui.border.focus` / `ui.title.focus` when focused (the
/// base names can be changed with `roles(border:title:)`, for popups `ui.popup.border`).
/// The title sits on the top border after one border cell and is cut with `…` to fit.
public struct Block: Widget, Sendable, Hashable {
  /// Border line shapes.
  public enum BorderType: Sendable, Hashable {
    /// `┌─┐│└┘`
    case plain
    /// `╭─╮│╰╯`
    case rounded
    /// `┏━┓┃┗┛`
    case thick
    /// `╔═╗║╚╝`
    case double

    /// Top-left, horizontal, top-right, vertical, bottom-left, bottom-right.
    var symbols: [Unicode.Scalar] {
      switch self {
      case .plain: ["┌", "─", "┐", "│", "└", "┘"]
      case .rounded: ["╭", "─", "╮", "│", "╰", "╯"]
      case .thick: ["┏", "━", "┓", "┃", "┗", "┛"]
      case .double: ["╔", "═", "╗", "║", "╚", "╝"]
      }
    }
  }

  /// The title drawn on the top border.
  public var title: String?
  /// Whether the block shows as focused.
  public var isFocused = false
  /// Line shapes.
  public var borderType = BorderType.plain
  /// Base role for the border (`.focus` is appended when focused).
  public var borderRole = "ui.border"
  /// Base role for the title (`.focus` is appended when focused).
  public var titleRole = "ui.title"

  /// A block with an optional title.
  public init(title: String? = nil) { self.title = title }

  /// A copy with the title set.
  public func title(_ title: String?) -> Block { with { $0.title = title } }
  /// A copy marked focused or not.
  public func focused(_ focused: Bool = true) -> Block { with { $0.isFocused = focused } }
  /// A copy with the given line shapes.
  public func borderType(_ type: BorderType) -> Block { with { $0.borderType = type } }
  /// A copy with other base roles.
  public func roles(border: String, title: String) -> Block {
    with {
      $0.borderRole = border
      $0.titleRole = title
    }
  }

  private func with(_ change: (inout Block) -> Void) -> Block {
    var copy = self
    change(&copy)
    return copy
  }

  /// The area inside the border.
  public func inner(_ area: Rect) -> Rect { area.inset(by: 1) }

  /// Draws the border and title.
  public func render(in area: Rect, buffer: inout Buffer, styles: any StyleResolver) {
    guard area.width >= 2, area.height >= 2 else { return }
    let border = isFocused ? borderRole + ".focus" : borderRole
    let s = borderType.symbols.map(styles.pen(border).cell)
    let (top, bottom) = (area.y, area.bottom - 1)
    let inside = (area.x + 1)..<(area.right - 1)
    buffer.set(s[0], x: area.x, y: top)
    buffer.fill(Rect(x: inside.lowerBound, y: top, width: inside.count, height: 1), with: s[1])
    buffer.set(s[2], x: area.right - 1, y: top)
    for x in [area.x, area.right - 1] {
      buffer.fill(Rect(x: x, y: top + 1, width: 1, height: area.height - 2), with: s[3])
    }
    buffer.set(s[4], x: area.x, y: bottom)
    buffer.fill(Rect(x: inside.lowerBound, y: bottom, width: inside.count, height: 1), with: s[1])
    buffer.set(s[5], x: area.right - 1, y: bottom)
    if let title, !title.isEmpty, area.width > 2 {
      let role = isFocused ? titleRole + ".focus" : titleRole
      let text = TextWidth.truncate(title, to: area.width - 2)
      buffer.setString(x: area.x + 1, y: area.y, text, role: role, styles: styles)
    }
  }
}
