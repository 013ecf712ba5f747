/// A theme ready to draw with: every role resolved to a concrete style for one colour profile.
///
/// Lookups are dictionary reads (all catalogue roles are precomputed when the theme is
/// resolved), so widgets can ask on every keystroke. Colours a role leaves unset are `nil`:
/// they show whatever is beneath, so draw `ui.background` first and layer roles over it with
/// `Style.patched(with:)`.
public struct ResolvedTheme: Sendable, Equatable {
  /// The theme id (its file stem), e.g. `default`.
  public let id: String
  /// The display name from the file's `name`, or the id.
  public let name: String
  /// Dark or light, if the theme (or an ancestor) says; `nil` follows the terminal.
  public let variant: ThemeVariant?
  /// The colour profile the styles were downsampled for.
  public let profile: ColorProfile
  /// Problems found while loading, in file order.
  public let diagnostics: [ThemeDiagnostic]
  private let styles: [String: Style]
  /// Every role asked for so far, resolved (fallbacks walked, role interned): one lookup the
  /// next time, as widgets ask for the same few roles on every frame.
  private let pens = PenMemo()

  init(
    id: String, name: String, variant: ThemeVariant?, profile: ColorProfile,
    styles: [String: Style], diagnostics: [ThemeDiagnostic]
  ) {
    self.id = id
    self.name = name
    self.variant = variant
    self.profile = profile
    self.styles = styles
    self.diagnostics = diagnostics
  }

  /// The style for a dotted role, falling back to its longest styled prefix
  /// (`ui.field.input.focus` → `ui.field.input` → `ui.field` → `ui`), then to plain.
  public func style(for role: String) -> Style { pen(role).style }

  /// The pen for `role`: its style (as `style(for:)` resolves it) and the interned role.
  public func pen(_ role: String) -> Pen {
    pens.pen(role) { Pen(style: resolve($0), role: $0) }
  }

  private func resolve(_ role: String) -> Style {
    if let style = styles[role] { return style }
    var current = ThemeRole.parent(of: role)
    while let name = current {
      if let style = styles[name] { return style }
      current = ThemeRole.parent(of: name)
    }
    return .plain
  }

  /// The style for a catalogue role.
  public func style(for role: ThemeRole) -> Style {
    style(for: role.rawValue)
  }

  /// No styling at all; what a theme resolves to when even the default cannot load.
  public static func unstyled(profile: ColorProfile, diagnostics: [ThemeDiagnostic] = [])
    -> ResolvedTheme
  {
    ResolvedTheme(
      id: "default", name: "default", variant: nil, profile: profile, styles: [:],
      diagnostics: diagnostics)
  }
}

extension ResolvedTheme {
  /// Themes are equal when they resolve every role alike (what was looked up is not compared).
  public static func == (a: ResolvedTheme, b: ResolvedTheme) -> Bool {
    a.id == b.id && a.name == b.name && a.variant == b.variant && a.profile == b.profile
      && a.diagnostics == b.diagnostics && a.styles == b.styles
  }

  func replacingDiagnostics(with diagnostics: [ThemeDiagnostic]) -> ResolvedTheme {
    ResolvedTheme(
      id: id, name: name, variant: variant, profile: profile, styles: styles,
      diagnostics: diagnostics)
  }
}
