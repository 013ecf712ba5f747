/// One terminal cell: a grapheme cluster, its display width, a style and a semantic role.
///
/// A wide character occupies two cells: the leading cell holds the symbol with `width == 2`,
/// and the cell to its right is a *continuation* (`symbol == ""`, `width == 0`) that backends
/// skip. Clusters that terminals draw as several glyphs (`👍🏽`, `👩‍💻`: 4 columns) lead
/// `width - 1` continuation cells the same way. The `role` (`"ui.field.input.focus"`) is what snapshots record instead of colours.
public struct Cell: Sendable, Hashable {
  /// The grapheme cluster drawn here; `""` for the right half of a wide character.
  public var symbol: String
  /// Display width of `symbol` (1, 2, or more for multi-glyph clusters); 0 for a continuation.
  public var width: Int
  /// The concrete style to draw with.
  public var style: Style
  /// The semantic role the style came from, if any.
  public var role: String?

  /// Creates a cell; `width` defaults to the measured width of `symbol` (at least 1).
  public init(_ symbol: String = " ", width: Int? = nil, style: Style = .plain, role: String? = nil)
  {
    self.symbol = symbol
    self.width = width ?? max(1, TextWidth.of(symbol))
    self.style = style
    self.role = role
  }

  /// A blank cell: a plain space with no role.
  public static let blank = Cell()

  /// A blank cell carrying `style` and `role` (the background of a styled area).
  public static func blank(style: Style, role: String?) -> Cell {
    Cell(" ", width: 1, style: style, role: role)
  }

  /// The right half of a wide character drawn with `style`.
  static func continuation(style: Style, role: String?) -> Cell {
    Cell("", width: 0, style: style, role: role)
  }

  /// Whether this is the right half of a wide character.
  public var isContinuation: Bool { width == 0 }
}
