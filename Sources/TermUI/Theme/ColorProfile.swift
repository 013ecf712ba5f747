/// How much colour the terminal can show, from none to 24-bit; ordered so `min` caps a profile.
public enum ColorProfile: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible
{
  /// Not a terminal (a pipe or file) or `TERM=dumb`: no escape sequences at all.
  case noTTY
  /// A terminal without colour, or `NO_COLOR` is set: modifiers only.
  case mono
  /// The 16 ANSI colours, as the user's terminal palette defines them.
  case ansi16
  /// The xterm 256-colour palette.
  case ansi256
  /// 24-bit colour.
  case trueColor

  /// Profiles order from least to most capable.
  public static func < (lhs: ColorProfile, rhs: ColorProfile) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A lowercase name for messages and `--color` style options.
  public var description: String {
    switch self {
    case .noTTY: return "notty"
    case .mono: return "mono"
    case .ansi16: return "ansi16"
    case .ansi256: return "ansi256"
    case .trueColor: return "truecolor"
    }
  }

  /// Works out the profile from the environment and what the terminal library reports.
  ///
  /// - Not a TTY, or `TERM=dumb` → `noTTY`.
  /// - `NO_COLOR` set and non-empty → `mono` (modifiers still show focus and selection).
  /// - `COLORTERM=truecolor|24bit` or a `*-direct` `TERM` → `trueColor`; `*-256color` →
  ///   `ansi256`; any other `TERM` → `ansi16`.
  /// - The result is capped by `terminalColors` (ncurses `COLORS`, `0` when `has_colors()` is
  ///   false): fewer than 8 → mono, fewer than 256 → ansi16, fewer than 2^24 → ansi256.
  ///   `nil` means unknown and caps nothing.
  public static func detect(
    isTTY: Bool, environment: [String: String], terminalColors: Int? = nil
  ) -> ColorProfile {
    let term = (environment["TERM"] ?? "").lowercased()
    if !isTTY || term == "dumb" { return .noTTY }
    var profile = ColorProfile.ansi16
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      profile = .trueColor
    } else if term.hasSuffix("256color") {
      profile = .ansi256
    }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
      profile = .mono
    }
    if let colors = terminalColors {
      profile = min(profile, cap(forColorCount: colors))
    }
    return profile
  }

  private static func cap(forColorCount colors: Int) -> ColorProfile {
    switch colors {
    case ..<8: return .mono
    case ..<256: return .ansi16
    case ..<(1 << 24): return .ansi256
    default: return .trueColor
    }
  }

  /// `color` as this profile can show it, or `nil` when the profile shows no colour.
  public func convert(_ color: Color) -> Color? {
    switch (self, color) {
    case (.noTTY, _), (.mono, _):
      return nil
    case (_, .default), (_, .ansi):
      return color
    case (.trueColor, _):
      return color
    case (.ansi256, .indexed):
      return color
    case (.ansi256, .rgb(let r, let g, let b)):
      return .indexed(XtermPalette.nearestIndex(red: r, green: g, blue: b))
    case (.ansi16, .indexed(let index)):
      if index < 16 { return .ansi(index) }
      let rgb = XtermPalette.rgb(ofIndex: index)
      return .ansi(XtermPalette.nearestANSI(red: rgb.red, green: rgb.green, blue: rgb.blue))
    case (.ansi16, .rgb(let r, let g, let b)):
      return .ansi(XtermPalette.nearestANSI(red: r, green: g, blue: b))
    }
  }
}
