// Generated from themes/*.toml by Tests/TermUITests/Theme/BuiltinThemesTests.swift.
// Do not edit: change the .toml file, then run
// `RECORD_THEMES=1 swift test --filter BuiltinThemesTests`.

extension BuiltinThemes {
  /// `themes/high-contrast.toml`.
  static let highContrastText =
    #"""
    # themes/high-contrast.toml — maximum contrast: pure white on black, with yellow and
    # cyan for focus. Emphasis never relies on colour alone (bold, underline, reverse).
    # Author: the fcm-compose authors. Licence: same as fcm-compose.
    name = "High contrast"
    variant = "dark"

    [palette]
    void = "#000000"
    snow = "#ffffff"
    silver = "#c0c0c0"
    sun = "#ffff00"
    ice = "#00ffff"
    alarm = "#ff5f5f"
    leaf = "#5fff5f"
    orchid = "#ff87ff"

    [styles]
    # Chrome
    "ui.background" = "snow on void"
    "ui.text" = "snow"
    "ui.text.muted" = "silver"
    "ui.border" = "silver"
    "ui.border.focus" = "sun bold"
    "ui.title" = "snow bold"
    "ui.title.focus" = "sun bold underline"

    # Tabs
    "ui.tab" = "silver"
    "ui.tab.active" = "void on sun bold"
    "platform.android" = "leaf"
    "platform.apns" = "ice"
    "platform.webpush" = "orchid"

    # Form
    "ui.field.label" = "snow"
    "ui.field.label.focus" = "sun bold underline"
    "ui.field.input" = "snow underline"
    "ui.field.input.focus" = "void on snow"
    "ui.field.placeholder" = "silver italic"
    "ui.field.cursor" = "void on sun"
    "ui.field.invalid" = "alarm bold underline"
    "ui.field.swatch" = "snow"

    # Lists and popups
    "ui.selection" = "void on ice"
    "ui.menu" = "snow"
    "ui.menu.selected" = "void on sun bold"
    "ui.menu.match" = "bold underline"
    "ui.popup" = "snow on void"
    "ui.popup.border" = "sun"
    "ui.popup.title" = "sun bold"

    # Status line, help, gauges and counters
    "ui.statusline" = "void on snow"
    "ui.statusline.mode" = "void on sun bold"
    "ui.statusline.error" = "snow on void bold underline"
    "ui.statusline.warning" = "void on sun bold"
    "ui.statusline.success" = "void on leaf bold"
    "ui.statusline.profile.production" = "snow on void bold underline"
    "ui.help.key" = "sun bold"
    "ui.help.desc" = "snow"
    "ui.help.separator" = "silver"
    "ui.gauge.ok" = "leaf"
    "ui.gauge.warn" = "sun bold"
    "ui.gauge.over" = "alarm bold underline"
    "ui.counter" = "silver"

    # JSON preview
    "json.key" = "ice bold"
    "json.string" = "leaf"
    "json.number" = "orchid"
    "json.boolean" = "sun"
    "json.null" = "silver italic"
    "json.punctuation" = "silver"
    "json.focus" = "underline"
    "json.changed" = "sun underline"

    # Validation
    "diagnostic.error" = "alarm bold underline"
    "diagnostic.warning" = "sun bold"
    "diagnostic.info" = "ice"
    "diagnostic.path" = "snow underline"

    # Sending
    "send.pending" = "sun"
    "send.success" = "leaf bold"
    "send.failure" = "alarm bold underline"

    # Device preview
    "device.frame" = "snow"
    "device.title" = "snow bold"
    "device.text" = "snow"

    """#
}
