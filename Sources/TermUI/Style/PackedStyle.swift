/// A `Style` as three integers with every bit defined, the form cells store it in: a
/// `Color`'s unused payload bytes are undefined memory, so cells holding enums could not be
/// compared with one `memcmp` per row; cells holding these can (see `Buffer.diff`).
@usableFromInline
struct PackedStyle: Sendable, Hashable {
  @usableFromInline var foreground: UInt32
  @usableFromInline var background: UInt32
  @usableFromInline var modifiers: UInt16

  @inlinable
  init(_ style: Style) {
    foreground = Self.code(style.foreground)
    background = Self.code(style.background)
    modifiers = style.modifiers.rawValue
  }

  var style: Style {
    Style(
      foreground: Self.color(foreground), background: Self.color(background),
      modifiers: Modifiers(rawValue: modifiers))
  }

  /// The colour's kind in the top byte (0 for none), its payload in the low three.
  @inlinable
  static func code(_ color: Color?) -> UInt32 {
    switch color {
    case nil: 0
    case .default?: 1 << 24
    case .ansi(let n)?: 2 << 24 | UInt32(n)
    case .indexed(let n)?: 3 << 24 | UInt32(n)
    case .rgb(let r, let g, let b)?: 4 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }
  }

  static func color(_ code: UInt32) -> Color? {
    let low = UInt8(truncatingIfNeeded: code)
    switch code >> 24 {
    case 1: return .default
    case 2: return .ansi(low)
    case 3: return .indexed(low)
    case 4:
      return .rgb(UInt8(truncatingIfNeeded: code >> 16), UInt8(truncatingIfNeeded: code >> 8), low)
    default: return nil
    }
  }
}
