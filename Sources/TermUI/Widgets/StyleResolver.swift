/// Turns a semantic role (`"ui.border.focus"`) into a concrete style. Widgets only ever ask
/// for roles; the theme engine's `ResolvedTheme` conforms, and tests use `RoleStyles.plain`.
public protocol StyleResolver {
  /// The style for `role`.
  func style(for role: String) -> Style
  /// The style for `role` with the role interned, to draw many runs with (defaults to
  /// `style(for:)`; a theme remembers its pens).
  func pen(_ role: String) -> Pen
}

/// A `StyleResolver` made from a closure.
public struct RoleStyles: StyleResolver, Sendable {
  private let resolve: @Sendable (String) -> Style

  /// A resolver calling `resolve` for every role.
  public init(_ resolve: @escaping @Sendable (String) -> Style) {
    self.resolve = resolve
  }

  /// The style for `role`.
  public func style(for role: String) -> Style { resolve(role) }

  /// Every role is the plain style (snapshots still record role names).
  public static let plain = RoleStyles { _ in .plain }
}
