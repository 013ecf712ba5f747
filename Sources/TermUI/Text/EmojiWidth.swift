/// How wide the terminal draws an emoji presentation sequence: a text-default symbol followed
/// by VS16 (U+FE0F), as in "❄️", "❤️", "☀️", "✔️". tmux 3.3 and plain-`wcwidth` terminals draw
/// it in one cell (VS16 adds nothing); kitty, WezTerm, iTerm2, Ghostty and foot in two.
public enum EmojiWidth: Int, Sendable, Equatable, CaseIterable {
  case one = 1
  case two = 2

  /// The width in force for text measured in this task (`TextWidth.of`); the composer sets it
  /// from the terminal's answer or `config.toml` around its run loop, tests around a render.
  @TaskLocal public static var current: EmojiWidth = .one

  /// What the terminal answered when asked to draw "❄️" (the cursor advanced by `columns`).
  public init?(probedColumns columns: Int) {
    switch columns {
    case 1: self = .one
    case 2: self = .two
    default: return nil
    }
  }
}

extension EmojiWidth {
  /// The terminal's answers to the start-up probe (DECRQM 2027, then the cursor report after
  /// writing "❄️" at column 1): nil until the cursor report has arrived, then the width (nil
  /// when the answer makes no sense) and whether mode 2027 should be switched on.
  public static func probeAnswer(_ bytes: [UInt8]) -> (
    width: EmojiWidth?, enableGraphemeMode: Bool
  )? {
    var mode: Int?
    var column: Int?
    // Each answer is ESC [ parameters final: `?2027;N$y` (DECRPM) or `row;colR` (CPR).
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else {
        index += 1
        continue
      }
      var end = index + 2
      while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
      guard end < bytes.count else { return nil }  // the answer is still arriving
      let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
      if bytes[end] == UInt8(ascii: "R") {
        column = parameters.split(separator: ";").last.flatMap { Int($0) }
      } else if bytes[end] == UInt8(ascii: "y"), parameters.hasPrefix("?2027;") {
        mode = parameters.dropFirst(6).first?.wholeNumberValue
      }
      index = end + 1
    }
    guard let column else { return nil }
    switch mode {
    case 1?, 3?: return (.two, false)
    case 2?: return (.two, true)
    default: return (EmojiWidth(probedColumns: column - 1), false)
    }
  }
}

extension TextWidth {
  /// The extra cells VS16 adds after `previous` (a one-cell emoji) in the current mode.
  @inline(__always)
  static func variationExtra(after previous: Unicode.Scalar?) -> Int {
    guard let previous, EmojiWidth.current == .two, previous.properties.isEmoji,
      of(previous) == 1
    else { return 0 }
    return 1
  }
}
