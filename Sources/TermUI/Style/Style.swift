/// Text attributes that survive on a monochrome terminal.
public struct Modifiers: OptionSet, Sendable, Hashable {
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  public static let bold = Modifiers(rawValue: 1 << 0)
  public static let dim = Modifiers(rawValue: 1 << 1)
  public static let italic = Modifiers(rawValue: 1 << 2)
  public static let underline = Modifiers(rawValue: 1 << 3)
  public static let reverse = Modifiers(rawValue: 1 << 4)
  public static let blink = Modifiers(rawValue: 1 << 5)
  public static let strikethrough = Modifiers(rawValue: 1 << 6)
}

/// A concrete cell style: foreground, background and modifiers. `nil` colours inherit.
public struct Style: Sendable, Hashable {
  public var foreground: Color?
  public var background: Color?
  public var modifiers: Modifiers

  public init(foreground: Color? = nil, background: Color? = nil, modifiers: Modifiers = []) {
    self.foreground = foreground
    self.background = background
    self.modifiers = modifiers
  }

  /// The plain terminal style.
  public static let plain = Style()

  /// `other` laid over `self`: its colours win where set, modifiers add up.
  public func patched(with other: Style) -> Style {
    Style(
      foreground: other.foreground ?? foreground,
      background: other.background ?? background,
      modifiers: modifiers.union(other.modifiers))
  }
}
