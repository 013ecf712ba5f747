import Synchronization

/// One terminal cell: a grapheme cluster, its display width, a style and a semantic role.
///
/// A wide character occupies two cells: the leading cell holds the symbol with `width == 2`,
/// and the cell to its right is a *continuation* (`symbol == ""`, `width == 0`) that backends
/// skip. Clusters that terminals draw as several glyphs (`👍🏽`, `👩‍💻`: 4 columns) lead
/// `width - 1` continuation cells the same way. The `role` (`"ui.field.input.focus"`) is what
/// snapshots record instead of colours.
///
/// A cell is plain data, eight bytes: the symbol is stored as its scalar (or, for a cluster of
/// several scalars, an interned id) beside its width, and the style and role as one interned
/// look (`CellLooks`), so filling, copying and diffing buffers never retains, releases or
/// compares strings, and a 120×40 frame is 38 KB (a typist's pause leaves it out of the caches:
/// each frame fills one grid, copies cached rows into it and compares it with the last).
public struct Cell: Sendable, Hashable {
  /// The symbol's code (low 24 bits) and its width as an `Int8` bit pattern (high 8 bits).
  @usableFromInline var glyph: UInt32
  /// The `CellLooks` id of the style and role.
  @usableFromInline var look: UInt32

  /// A single scalar's value, or `CellStrings.clusterBase + id` for any other symbol.
  @usableFromInline var symbolCode: UInt32 {
    @inline(__always) get { glyph & Self.codeMask }
    @inline(__always) set { glyph = glyph & ~Self.codeMask | newValue & Self.codeMask }
  }

  /// The display width, as stored.
  @usableFromInline var storedWidth: Int8 {
    @inline(__always) get { Int8(truncatingIfNeeded: glyph >> 24) }
    @inline(__always) set {
      glyph = glyph & Self.codeMask | UInt32(UInt8(bitPattern: newValue)) << 24
    }
  }

  /// The style, read from the look (setting it interns the look with the same role).
  @usableFromInline var packedStyle: PackedStyle {
    get { CellLooks.look(look).style }
    set { look = CellLooks.id(style: newValue, roleCode: roleCode) }
  }

  /// `CellStrings` id + 1 of the role, read from the look; 0 for none.
  @usableFromInline var roleCode: UInt32 {
    get { CellLooks.look(look).roleCode }
    set { look = CellLooks.id(style: packedStyle, roleCode: newValue) }
  }

  @usableFromInline static let codeMask: UInt32 = 0xFF_FFFF

  /// The concrete style to draw with.
  public var style: Style {
    get { packedStyle.style }
    set { packedStyle = PackedStyle(newValue) }
  }

  /// The grapheme cluster drawn here; `""` for the right half of a wide character.
  public var symbol: String {
    get {
      if symbolCode < CellStrings.clusterBase {
        return Unicode.Scalar(symbolCode).map { String(Character($0)) } ?? ""
      }
      return CellStrings.string(symbolCode - CellStrings.clusterBase)
    }
    set { symbolCode = Self.code(for: newValue) }
  }

  /// Display width of `symbol` (1, 2, or more for multi-glyph clusters); 0 for a continuation.
  public var width: Int {
    get { Int(storedWidth) }
    set { storedWidth = Int8(clamping: newValue) }
  }

  /// The symbol's one scalar, or nil when it has several (or none: a continuation's `""`);
  /// backends draw such cells without making a string.
  public var scalar: Unicode.Scalar? {
    symbolCode < CellStrings.clusterBase ? Unicode.Scalar(symbolCode) : nil
  }

  /// The semantic role the style came from, if any.
  public var role: String? {
    get { roleCode == 0 ? nil : CellStrings.string(roleCode - 1) }
    set { roleCode = Self.roleCode(newValue) }
  }

  /// Creates a cell; `width` defaults to the measured width of `symbol` (at least 1).
  public init(_ symbol: String = " ", width: Int? = nil, style: Style = .plain, role: String? = nil)
  {
    self.init(
      code: Self.code(for: symbol), width: width ?? max(1, TextWidth.of(symbol)), style: style,
      roleCode: Self.roleCode(role))
  }

  @inlinable
  init(code: UInt32, width: Int, style: Style, roleCode: UInt32) {
    self.init(
      code: code, width: width, look: CellLooks.id(style: PackedStyle(style), roleCode: roleCode))
  }

  @inlinable
  init(code: UInt32, width: Int, look: UInt32) {
    glyph = code & Self.codeMask | UInt32(UInt8(bitPattern: Int8(clamping: width))) << 24
    self.look = look
  }

  /// The code of a symbol: its scalar when it has one, else an interned id.
  static func code(for symbol: String) -> UInt32 {
    let scalars = symbol.unicodeScalars
    if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      return first.value
    }
    // Codes have 24 bits: past 14 million distinct clusters (never, in practice) the rest draw
    // as U+FFFD instead of corrupting the width.
    let id = CellStrings.id(symbol)
    return id < codeMask - CellStrings.clusterBase ? CellStrings.clusterBase + id : 0xFFFD
  }

  /// The code of a role (0 for none).
  static func roleCode(_ role: String?) -> UInt32 {
    role.map { CellStrings.id($0) + 1 } ?? 0
  }

  static let spaceCode = UInt32(0x20)
  static let emptyCode = CellStrings.clusterBase  // "" is interned as id 0

  /// A blank cell: a plain space with no role.
  public static let blank = Cell()

  /// A blank cell carrying `style` and `role` (the background of a styled area).
  public static func blank(style: Style, role: String?) -> Cell {
    Cell(code: spaceCode, width: 1, style: style, roleCode: roleCode(role))
  }

  /// A blank cell with the style and role of `cell`.
  static func blank(like cell: Cell) -> Cell {
    var blank = cell
    blank.symbolCode = spaceCode
    blank.storedWidth = 1
    return blank
  }

  /// The right half of a wide character drawn with `style` and the role of `cell`.
  static func continuation(of cell: Cell) -> Cell {
    var continuation = cell
    continuation.symbolCode = emptyCode
    continuation.storedWidth = 0
    return continuation
  }

  /// Whether cells can be compared by their bytes: plain data, and as large as their stride
  /// (no padding).
  static let comparesByBytes =
    _isPOD(Cell.self) && MemoryLayout<Cell>.size == MemoryLayout<Cell>.stride

  /// Whether this is the right half of a wide character.
  public var isContinuation: Bool { storedWidth == 0 }
}

/// The strings cells refer to by id: roles and symbols of more than one scalar. Ids are
/// stable for the life of the process; the table only grows (by distinct roles and clusters).
enum CellStrings {
  /// Symbol codes from here on are interned ids (scalars stop at 0x10FFFF).
  static let clusterBase: UInt32 = 0x20_0000

  private struct Table {
    var ids: [String: UInt32] = ["": 0]
    var strings: [String] = [""]
  }

  private static let table = Mutex(Table())

  /// The id of `string`, interning it on first use.
  static func id(_ string: String) -> UInt32 {
    table.withLock { table in
      if let id = table.ids[string] { return id }
      let id = UInt32(table.strings.count)
      table.strings.append(string)
      table.ids[string] = id
      return id
    }
  }

  /// The string with `id` ("" for an unknown id).
  static func string(_ id: UInt32) -> String {
    table.withLock { table in
      Int(id) < table.strings.count ? table.strings[Int(id)] : ""
    }
  }
}
