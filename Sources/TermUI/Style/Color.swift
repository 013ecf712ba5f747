/// A terminal colour as a theme names it; downgraded to what the terminal supports at draw time.
public enum Color: Sendable, Hashable {
  /// The terminal's own default foreground or background (transparent).
  case `default`
  /// One of the 16 ANSI colours: 0–7 normal, 8–15 bright.
  case ansi(UInt8)
  /// An xterm-256 palette index.
  case indexed(UInt8)
  /// 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)
}
