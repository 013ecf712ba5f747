// Generated from themes/*.toml by Tests/TermUITests/Theme/BuiltinThemesTests.swift.
// Do not edit: change the .toml file, then run
// `RECORD_THEMES=1 swift test --filter BuiltinThemesTests`.

extension BuiltinThemes {
  /// `themes/production.toml`.
  static let productionText =
    #"""
    # themes/production.toml — the default theme with a red accent, so a production
    # profile is impossible to miss: red status line, borders and active tab.
    # Author: the fcm-compose authors. Licence: same as fcm-compose.
    name = "Production"
    inherits = "default"

    [styles]
    "ui.border" = "red"
    "ui.border.focus" = "bright-red bold"
    "ui.title.focus" = "bright-red bold"
    "ui.tab.active" = "bright-white on red bold"
    "ui.popup.border" = "red"
    "ui.popup.title" = "bright-red bold"
    "ui.statusline" = "bright-white on red"
    "ui.statusline.mode" = "red on bright-white bold"
    "ui.statusline.profile.production" = "red on bright-white bold"

    [mono]
    # Without colour, keep the whole status line loud.
    "ui.statusline" = "bold reverse"

    """#
}
