/// Turns a frame's changed runs into the bytes that draw them, for one write to the terminal.
///
/// It keeps what it last told the terminal (the pen, where the cursor is, whether it shows),
/// so a frame carries only the moves and attribute changes it needs. The cursor position is
/// trusted only after a single scalar: after a cluster the next cell is addressed again, so a
/// terminal that draws "❄️" in one cell or two (they disagree) puts every cell where the
/// buffer says. Move and attribute strings come from `TerminalCapabilities` and are worked out
/// once per position and per pen change.
public struct FrameEncoder {
  private let capabilities: TerminalCapabilities
  private var bytes: [UInt8] = []
  /// The style the terminal draws with now; nil when unknown.
  private var pen: PackedStyle?
  /// The last cell look met and its style (a run of cells shares one: looked up once).
  private var look = (id: UInt32(0), style: PackedStyle(.plain))
  /// Where the terminal's cursor is; nil when unknown.
  private var cursor: Position?
  private var cursorShown: Bool?
  private var moves: [Int: [UInt8]] = [:]
  private var pens: [Transition: [UInt8]] = [:]

  /// A pen change: what the terminal draws with (nil: unknown), what it should.
  private struct Transition: Hashable {
    var from: PackedStyle?
    var to: PackedStyle
  }

  /// An encoder for a terminal described by `capabilities`; it assumes nothing of the screen.
  public init(capabilities: TerminalCapabilities) {
    self.capabilities = capabilities
  }

  /// Erases the screen with the terminal's default colours (the next frame draws every cell
  /// that is not blank).
  public mutating func clear() {
    bytes += capabilities.resetAttributes
    bytes += capabilities.defaultColors
    bytes += capabilities.clearScreen
    pen = PackedStyle(.plain)
    cursor = Position(x: 0, y: 0)
  }

  /// Appends the bytes that draw `changes` on a screen of `size`.
  public mutating func draw(_ changes: [CellChange], size: Size) {
    for change in changes where change.y >= 0 && change.y < size.height {
      var x = change.x
      for cell in change.cells {
        defer { x += 1 }
        guard !cell.isContinuation, x >= 0, x < size.width else { continue }
        let lastColumn = x == size.width - 1
        if lastColumn && change.y == size.height - 1 && capabilities.autoMargins
          && !capabilities.lateWrap
        {
          continue  // it would scroll the screen
        }
        let here = Position(x: x, y: change.y)
        if cursor != here { move(to: here) }
        if cell.look != look.id { look = (cell.look, cell.packedStyle) }
        if pen != look.style { use(look.style) }
        append(cell)
        // A single scalar advances by its width (what wcwidth says, as ncurses trusted); after
        // a cluster, or at the right edge, where the cursor is depends on the terminal.
        let next = x + max(1, Int(cell.storedWidth))
        let trusted = cell.symbolCode < CellStrings.clusterBase && next < size.width
        cursor = trusted ? Position(x: next, y: change.y) : nil
      }
    }
  }

  /// Appends the cursor's place (shown there, or hidden for nil) and returns everything since
  /// the last call, emptying the encoder's output.
  public mutating func finish(cursor position: Position?) -> [UInt8] {
    if let position {
      if cursor != position { move(to: position) }
      if cursorShown != true { bytes += capabilities.showCursor }
    } else if cursorShown != false {
      bytes += capabilities.hideCursor
    }
    cursorShown = position != nil
    defer { bytes.removeAll(keepingCapacity: true) }
    return bytes
  }

  /// Forgets what the terminal shows (another program drew on it): the next bytes set the pen,
  /// the cursor place and its visibility again.
  public mutating func forgetTerminalState() {
    pen = nil
    cursor = nil
    cursorShown = nil
  }

  private mutating func move(to position: Position) {
    let key = position.y << 16 | position.x
    if let known = moves[key] {
      bytes += known
    } else {
      let move = capabilities.moveCursor(position.y, position.x)
      moves[key] = move
      bytes += move
    }
    cursor = position
  }

  private mutating func use(_ style: PackedStyle) {
    let change = Transition(from: pen, to: style)
    if let known = pens[change] {
      bytes += known
    } else {
      let sequence = sequence(from: pen?.style, to: style.style)
      pens[change] = sequence
      bytes += sequence
    }
    pen = style
  }

  /// What changes the pen from `current` to `style`: only the modifiers turned on and the
  /// colours changed when nothing has to be turned off (a modifier, or a colour going back to
  /// the default, which `op` does for both); else everything off, then `style` whole.
  private func sequence(from current: Style?, to style: Style) -> [UInt8] {
    if let current, current.modifiers.isSubset(of: style.modifiers) {
      let foreground = capabilities.colorIndex(style.foreground)
      let background = capabilities.colorIndex(style.background)
      let wasForeground = capabilities.colorIndex(current.foreground)
      let wasBackground = capabilities.colorIndex(current.background)
      let toDefault =
        (foreground < 0 && wasForeground >= 0) || (background < 0 && wasBackground >= 0)
      if !toDefault || !capabilities.defaultColors.isEmpty {
        var out: [UInt8] = []
        if toDefault { out += capabilities.defaultColors }
        for bit in 0..<7 {
          let modifier = Modifiers(rawValue: 1 << bit)
          if style.modifiers.contains(modifier), !current.modifiers.contains(modifier),
            let on = capabilities.modifiers[modifier]
          {
            out += on
          }
        }
        if foreground >= 0, toDefault || foreground != wasForeground {
          out += capabilities.foreground(foreground)
        }
        if background >= 0, toDefault || background != wasBackground {
          out += capabilities.background(background)
        }
        return out
      }
    }
    return sequence(for: style)
  }

  /// Everything off, then this style's modifiers and colours.
  private func sequence(for style: Style) -> [UInt8] {
    var out = capabilities.resetAttributes
    let foreground = capabilities.colorIndex(style.foreground)
    let background = capabilities.colorIndex(style.background)
    if foreground < 0 || background < 0 { out += capabilities.defaultColors }
    for bit in 0..<7 {
      let modifier = Modifiers(rawValue: 1 << bit)
      if style.modifiers.contains(modifier), let on = capabilities.modifiers[modifier] {
        out += on
      }
    }
    if foreground >= 0 { out += capabilities.foreground(foreground) }
    if background >= 0 { out += capabilities.background(background) }
    return out
  }

  /// The cell's UTF-8; a control character (which a terminal would act on) goes out as "?".
  private mutating func append(_ cell: Cell) {
    if cell.symbolCode < CellStrings.clusterBase {
      append(scalarValue: cell.symbolCode)
      return
    }
    for scalar in cell.symbol.unicodeScalars { append(scalarValue: scalar.value) }
  }

  private mutating func append(scalarValue v: UInt32) {
    switch v {
    case 0..<0x20, 0x7F..<0xA0: bytes.append(0x3F)
    case 0x20..<0x80: bytes.append(UInt8(v))
    default:
      guard let scalar = Unicode.Scalar(v) else { return bytes.append(0x3F) }
      UTF8.encode(scalar) { bytes.append($0) }
    }
  }
}
