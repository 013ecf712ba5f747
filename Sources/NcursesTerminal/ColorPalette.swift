import TermUI

/// Maps `Color`s to the palette indices the terminal can show (downsampling 24-bit and
/// 256-colour values on smaller palettes).
struct ColorPalette: Sendable {
  /// Colours the terminal reports (`COLORS`): 0 (none), 8, 16, 256 …
  let colors: Int

  /// The palette index for `color` (-1 is the terminal default).
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
