/// A role resolved once against a theme: its style and the role's interned code. Drawing many
/// runs with one role (the JSON preview's keys and strings, a form's labels) resolves a pen
/// per frame instead of looking the role up, and interning it, for every run. The cells' look
/// (`CellLooks`) is interned with the pen, once.
public struct Pen: Sendable, Hashable {
  /// The concrete style cells get.
  public var style: Style {
    didSet { look = CellLooks.id(style: PackedStyle(style), roleCode: roleCode) }
  }
  /// `CellStrings` id + 1 of the role; 0 for none.
  let roleCode: UInt32
  /// The `CellLooks` id of `style` with the role.
  private(set) var look: UInt32

  /// A pen drawing with `style`, recording `role` in the cells (snapshots read it).
  public init(style: Style, role: String?) {
    self.init(style: style, roleCode: Cell.roleCode(role))
  }

  /// The role recorded in cells drawn with this pen.
  public var role: String? { roleCode == 0 ? nil : CellStrings.string(roleCode - 1) }

  /// This pen with `overlay`'s colours laid over its style and `overlay`'s role (the focus
  /// highlight over a token's colour).
  public func patched(with overlay: Pen) -> Pen {
    Pen(style: style.patched(with: overlay.style), roleCode: overlay.roleCode)
  }

  init(style: Style, roleCode: UInt32) {
    self.style = style
    self.roleCode = roleCode
    look = CellLooks.id(style: PackedStyle(style), roleCode: roleCode)
  }

  /// A one-cell `symbol` drawn with this pen.
  public func cell(_ symbol: Unicode.Scalar) -> Cell {
    Cell(code: symbol.value, width: 1, look: look)
  }
}

extension StyleResolver {
  /// The pen for `role`.
  public func pen(_ role: String) -> Pen { Pen(style: style(for: role), role: role) }
}

extension Pen {
  /// This pen with its style laid over `base` (colours it leaves unset show the base).
  public func over(_ base: Style) -> Pen {
    Pen(style: base.patched(with: style), roleCode: roleCode)
  }
}

extension Buffer {
  /// Writes `text` with `pen`, clipped to `clip`; returns the column after it.
  @discardableResult
  public mutating func setString(x: Int, y: Int, _ text: String, pen: Pen, clip: Rect? = nil)
    -> Int
  {
    setString(x: x, y: y, text, look: pen.look, clip: clip)
  }

  /// Blanks `rect` with `pen`'s style and role.
  public mutating func clear(_ rect: Rect, pen: Pen) {
    fill(rect, with: Cell(code: Cell.spaceCode, width: 1, look: pen.look))
  }
}
