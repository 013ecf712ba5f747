/// Whether a theme is designed for a dark or a light terminal background.
public enum ThemeVariant: String, Sendable, Hashable, CaseIterable {
  /// Light text on a dark background.
  case dark
  /// Dark text on a light background.
  case light
}
