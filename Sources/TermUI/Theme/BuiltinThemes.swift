// Generated from themes/*.toml by Tests/TermUITests/Theme/BuiltinThemesTests.swift.
// Do not edit: change the .toml file, then run
// `RECORD_THEMES=1 swift test --filter BuiltinThemesTests`.

/// The shipped themes, compiled in so the executable needs no files beside it.
enum BuiltinThemes {
  /// Theme ids and texts, byte-identical to `themes/<id>.toml`, sorted by id.
  static let all: [(name: String, text: String)] = [
    ("default", defaultText),
    ("harbor", harborText),
    ("high-contrast", highContrastText),
    ("mono", monoText),
    ("paper", paperText),
    ("production", productionText),
  ]
}
