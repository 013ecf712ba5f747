/// What a terminal is sent to move the cursor, set attributes and colours, clear and show or
/// hide the cursor: the strings of its terminfo entry (`NcursesTerminal` reads them), or any
/// other table (tests use plain ANSI ones). `FrameEncoder` turns frames into these bytes.
public struct TerminalCapabilities: Sendable {
  /// Erases the screen and homes the cursor (`clear`).
  public var clearScreen: [UInt8]
  /// Turns every attribute off (`sgr0`).
  public var resetAttributes: [UInt8]
  /// Back to the terminal's own colours (`op`); empty when it has none.
  public var defaultColors: [UInt8]
  /// Turns a modifier on (`bold`, `dim`, `sitm`, `smul`, `rev`, `blink`, `smxx`), by
  /// `Modifiers` bit; a missing entry (or an empty one) is not drawn.
  public var modifiers: [Modifiers: [UInt8]]
  /// Hides and shows the cursor (`civis`, `cnorm`).
  public var hideCursor: [UInt8]
  public var showCursor: [UInt8]
  /// Writing the last column wraps (`am`), and the wrap waits for the next character
  /// (`xenl`): without the second, the bottom-right cell cannot be written without scrolling.
  public var autoMargins: Bool
  public var lateWrap: Bool
  /// Moves the cursor to row, column, both from 0 (`cup`).
  public var moveCursor: @Sendable (_ row: Int, _ column: Int) -> [UInt8]
  /// Sets the foreground or background to a palette index (`setaf`, `setab`).
  public var foreground: @Sendable (Int32) -> [UInt8]
  public var background: @Sendable (Int32) -> [UInt8]
  /// The palette index the terminal shows a colour as (-1: its default), given how many
  /// colours it has.
  public var colorIndex: @Sendable (Color?) -> Int32

  /// A table from its parts.
  public init(
    clearScreen: [UInt8], resetAttributes: [UInt8], defaultColors: [UInt8],
    modifiers: [Modifiers: [UInt8]], hideCursor: [UInt8], showCursor: [UInt8],
    autoMargins: Bool, lateWrap: Bool,
    moveCursor: @escaping @Sendable (Int, Int) -> [UInt8],
    foreground: @escaping @Sendable (Int32) -> [UInt8],
    background: @escaping @Sendable (Int32) -> [UInt8],
    colorIndex: @escaping @Sendable (Color?) -> Int32
  ) {
    self.clearScreen = clearScreen
    self.resetAttributes = resetAttributes
    self.defaultColors = defaultColors
    self.modifiers = modifiers
    self.hideCursor = hideCursor
    self.showCursor = showCursor
    self.autoMargins = autoMargins
    self.lateWrap = lateWrap
    self.moveCursor = moveCursor
    self.foreground = foreground
    self.background = background
    self.colorIndex = colorIndex
  }

  /// The ECMA-48 / xterm sequences, with 256 colours (what `xterm-256color` says).
  public static let ansi = TerminalCapabilities(
    clearScreen: Array("\u{1B}[H\u{1B}[2J".utf8), resetAttributes: Array("\u{1B}[m".utf8),
    defaultColors: Array("\u{1B}[39;49m".utf8),
    modifiers: [
      .bold: Array("\u{1B}[1m".utf8), .dim: Array("\u{1B}[2m".utf8),
      .italic: Array("\u{1B}[3m".utf8), .underline: Array("\u{1B}[4m".utf8),
      .reverse: Array("\u{1B}[7m".utf8), .blink: Array("\u{1B}[5m".utf8),
      .strikethrough: Array("\u{1B}[9m".utf8),
    ],
    hideCursor: Array("\u{1B}[?25l".utf8), showCursor: Array("\u{1B}[?25h".utf8),
    autoMargins: true, lateWrap: true,
    moveCursor: { Array("\u{1B}[\($0 + 1);\($1 + 1)H".utf8) },
    foreground: { Array("\u{1B}[38;5;\($0)m".utf8) },
    background: { Array("\u{1B}[48;5;\($0)m".utf8) },
    colorIndex: { color in
      switch color {
      case nil, .default?: -1
      case .ansi(let n)?: Int32(n % 16)
      case .indexed(let n)?: Int32(n)
      case .rgb(let r, let g, let b)?:
        // The 6×6×6 cube, nearest level per channel (enough for a table used in tests).
        Int32(16 + 36 * Self.level(r) + 6 * Self.level(g) + Self.level(b))
      }
    })

  /// A terminfo string without its delays (`$<5>`, `$<2*/>`): `tputs` turns them into padding
  /// for hardware terminals; an emulator needs none, and sent as they are they would be drawn.
  public static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.contains(UInt8(ascii: "$")) else { return bytes }
    func isDelay(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "*")
        || byte == UInt8(ascii: "/")
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "$"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "<"),
        let close = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: ">")), close > i + 2,
        bytes[(i + 2)..<close].allSatisfy(isDelay)
      {
        i = close + 1
        continue
      }
      out.append(bytes[i])
      i += 1
    }
    return out
  }

  private static func level(_ v: UInt8) -> Int {
    v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40
  }
}
