// Generated from themes/*.toml by Tests/TermUITests/Theme/BuiltinThemesTests.swift.
// Do not edit: change the .toml file, then run
// `RECORD_THEMES=1 swift test --filter BuiltinThemesTests`.

extension BuiltinThemes {
  /// `themes/default.toml`.
  static let defaultText =
    #"""
    # themes/default.toml — the built-in fcm-compose theme.
    # Author: the fcm-compose authors. Licence: same as fcm-compose.
    #
    # Uses only the 16 ANSI colour names and `default`, so it follows your terminal's own
    # palette and reads on dark and light backgrounds alike. Text keeps the terminal's
    # default colours; accents come from the palette; filled bars pair an explicit
    # foreground with an explicit background so they never depend on the terminal's.
    name = "Default"

    [styles]
    # Chrome
    "ui.background" = "default on default"
    "ui.text" = "default"
    "ui.text.muted" = "bright-black"
    "ui.border" = "bright-black"
    "ui.border.focus" = "cyan bold"
    "ui.title" = "default bold"
    "ui.title.focus" = "cyan bold"

    # Tabs: one accent per platform override
    "ui.tab" = "bright-black"
    "ui.tab.active" = "black on cyan bold"
    "platform.android" = "green"
    "platform.apns" = "blue"
    "platform.webpush" = "magenta"

    # Form
    "ui.field.label" = "default"
    "ui.field.label.focus" = "cyan bold"
    "ui.field.input" = "default"
    "ui.field.input.focus" = "black on white"
    "ui.field.placeholder" = "bright-black italic"
    "ui.field.cursor" = "white on black"
    "ui.field.invalid" = "red underline"
    "ui.field.swatch" = "bright-black"

    # Lists and popups
    "ui.selection" = "black on cyan"
    "ui.menu" = "default"
    "ui.menu.selected" = "black on cyan bold"
    "ui.menu.match" = "bold underline"
    "ui.popup" = "default"
    "ui.popup.border" = "cyan"
    "ui.popup.title" = "cyan bold"

    # Status line, help, gauges and counters
    "ui.statusline" = "black on white"
    "ui.statusline.mode" = "black on cyan bold"
    "ui.statusline.error" = "bright-white on red bold"
    "ui.statusline.warning" = "black on yellow"
    "ui.statusline.success" = "black on green"
    "ui.statusline.profile.production" = "bright-white on red bold"
    "ui.help.key" = "cyan bold"
    "ui.help.desc" = "default"
    "ui.help.separator" = "bright-black"
    "ui.gauge.ok" = "green"
    "ui.gauge.warn" = "yellow"
    "ui.gauge.over" = "red bold"
    "ui.counter" = "bright-black"

    # JSON preview
    "json.key" = "blue"
    "json.string" = "green"
    "json.number" = "magenta"
    "json.boolean" = "cyan"
    "json.null" = "bright-black italic"
    "json.punctuation" = "bright-black"
    "json.focus" = "bold"
    "json.changed" = "underline"

    # Validation
    "diagnostic.error" = "red bold"
    "diagnostic.warning" = "yellow bold"
    "diagnostic.info" = "blue"
    "diagnostic.path" = "cyan"

    # Sending
    "send.pending" = "yellow"
    "send.success" = "green bold"
    "send.failure" = "red bold"

    # Device preview
    "device.frame" = "bright-black"
    "device.title" = "default bold"
    "device.text" = "default"

    """#
}
