import TermUI

/// Maps `Color`s to what the terminal can show and caches ncurses colour pairs by
/// (foreground, background), allocating them lazily.
struct ColorPairs {
  /// Colours the terminal reports (`COLORS`): 0 (none), 8, 16, 256 …
  let colors: Int
  /// Pairs available (`COLOR_PAIRS`).
  let capacity: Int
  private var pairs: [Key: Int32] = [:]
  private var next: Int32 = 1

  private struct Key: Hashable {
    var foreground: Int32
    var background: Int32
  }

  init(colors: Int, capacity: Int) {
    self.colors = colors
    self.capacity = capacity
  }

  /// The pair number for a style's colours, creating it on first use (0 when out of pairs or
  /// when the terminal has no colour).
  mutating func pair(for style: Style, initialize: (Int32, Int32, Int32) -> Bool) -> Int32 {
    let key = Key(foreground: index(of: style.foreground), background: index(of: style.background))
    if key.foreground == -1 && key.background == -1 { return 0 }
    if let pair = pairs[key] { return pair }
    guard colors > 0, Int(next) < capacity, initialize(next, key.foreground, key.background) else {
      return 0
    }
    pairs[key] = next
    next += 1
    return next - 1
  }

  /// The ncurses colour number for `color` (-1 is the terminal default).
  func index(of color: Color?) -> Int32 {
    guard let color, colors > 0 else { return -1 }
    switch color {
    case .default: return -1
    case .ansi(let n): return Int32(colors >= 16 ? n % 16 : n % 8)
    case .indexed(let n):
      return colors >= 256
        ? Int32(n) : Int32(ColorDownsampling.ansi16(index: n) % UInt8(colors >= 16 ? 16 : 8))
    case .rgb(let r, let g, let b):
      let cube = ColorDownsampling.xterm256(r: r, g: g, b: b)
      return colors >= 256
        ? Int32(cube) : Int32(ColorDownsampling.ansi16(index: cube) % UInt8(colors >= 16 ? 16 : 8))
    }
  }
}
