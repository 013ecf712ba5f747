import TermUI

/// A small terminal for `FrameEncoder` tests: it reads the ANSI bytes of
/// `TerminalCapabilities.ansi` (cursor address, SGR with 256 colours, clear, cursor on/off,
/// the `ESC ( B` of sgr0), draws text with the widths it is told, and records anything else
/// it is sent as a problem: an unknown sequence, a control character, or text written past the
/// right edge (which would wrap and scroll a real terminal).
struct ScreenEmulator {
  struct Pen: Equatable {
    var foreground: Int32 = -1
    var background: Int32 = -1
    var modifiers: Modifiers = []
  }

  struct Glyph: Equatable {
    var symbol = " "
    var pen = Pen()
    /// The right part of a wider glyph to its left.
    var isContinuation = false
  }

  let width: Int
  let height: Int
  /// How many columns this terminal gives a cluster (a real terminal decides for itself).
  var columns: (Character) -> Int = { max(1, TextWidth.of($0)) }
  private(set) var cells: [[Glyph]]
  private(set) var row = 0
  private(set) var column = 0
  private(set) var cursorShown = true
  private(set) var problems: [String] = []
  private var pen = Pen()

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    cells = Array(repeating: Array(repeating: Glyph(), count: width), count: height)
  }

  /// Where the cursor is, as a position.
  var cursor: Position { Position(x: column, y: row) }

  mutating func feed(_ bytes: [UInt8]) {
    var text = String(decoding: bytes, as: UTF8.self)[...]
    while let first = text.first {
      if first == "\u{1B}" {
        text = sequence(after: text.dropFirst())
        continue
      }
      let run = text.prefix { $0 != "\u{1B}" }
      for character in run { put(character) }
      text = text.dropFirst(run.count)
    }
  }

  private mutating func put(_ character: Character) {
    if character.unicodeScalars.contains(where: {
      $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
    }) {
      problems.append("control character \(character.unicodeScalars.map(\.value)) written")
      return
    }
    let w = columns(character)
    guard column + w <= width, row < height else {
      problems.append("\"\(character)\" written past the edge at \(row),\(column)")
      return
    }
    cells[row][column] = Glyph(symbol: String(character), pen: pen)
    for offset in 1..<w {
      cells[row][column + offset] = Glyph(symbol: "", pen: pen, isContinuation: true)
    }
    column += w
  }

  /// Reads one sequence after ESC; returns what follows it.
  private mutating func sequence(after rest: Substring) -> Substring {
    if rest.hasPrefix("(B") { return rest.dropFirst(2) }
    guard rest.first == "[" else {
      problems.append("unknown escape \(rest.prefix(4).debugDescription)")
      return rest.dropFirst()
    }
    let body = rest.dropFirst()
    guard let end = body.firstIndex(where: { ("@"..."~").contains($0) }) else {
      problems.append("unterminated CSI")
      return ""
    }
    let parameters = String(body[..<end])
    csi(parameters, final: body[end])
    return body[body.index(after: end)...]
  }

  private mutating func csi(_ parameters: String, final: Character) {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    switch (final, parameters) {
    case ("H", _):
      row = max(1, numbers.first ?? 1) - 1
      column = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
    case ("J", "2"):
      cells = Array(repeating: Array(repeating: Glyph(pen: pen), count: width), count: height)
    case ("l", "?25"): cursorShown = false
    case ("h", "?25"): cursorShown = true
    case ("m", _): select(numbers.isEmpty ? [0] : numbers)
    default: problems.append("unknown CSI \(parameters)\(final)")
    }
  }

  private mutating func select(_ numbers: [Int]) {
    var i = 0
    while i < numbers.count {
      switch numbers[i] {
      case 0: pen = Pen()
      case 1: pen.modifiers.insert(.bold)
      case 2: pen.modifiers.insert(.dim)
      case 3: pen.modifiers.insert(.italic)
      case 4: pen.modifiers.insert(.underline)
      case 5: pen.modifiers.insert(.blink)
      case 7: pen.modifiers.insert(.reverse)
      case 9: pen.modifiers.insert(.strikethrough)
      case 39: pen.foreground = -1
      case 49: pen.background = -1
      case 38,
        48 where i + 2 < numbers.count && numbers[i + 1] == 5:
        if numbers[i] == 38 {
          pen.foreground = Int32(numbers[i + 2])
        } else {
          pen.background = Int32(numbers[i + 2])
        }
        i += 2
      default: problems.append("unknown SGR \(numbers[i])")
      }
      i += 1
    }
  }
}
