// Generated from themes/*.toml by Tests/TermUITests/Theme/BuiltinThemesTests.swift.
// Do not edit: change the .toml file, then run
// `RECORD_THEMES=1 swift test --filter BuiltinThemesTests`.

extension BuiltinThemes {
  /// `themes/mono.toml`.
  static let monoText =
    #"""
    # themes/mono.toml — no colour at all: bold, dim, underline and reverse only.
    # Author: the fcm-compose authors. Licence: same as fcm-compose.
    #
    # Looks the same on every terminal, with or without colour; what NO_COLOR gives you,
    # chosen on purpose.
    name = "Mono"

    [styles]
    # Chrome
    "ui.background" = ""
    "ui.text" = ""
    "ui.text.muted" = "dim"
    "ui.border" = "dim"
    "ui.border.focus" = "bold"
    "ui.title" = "bold"
    "ui.title.focus" = "bold reverse"

    # Tabs
    "ui.tab" = "dim"
    "ui.tab.active" = "bold reverse"
    "platform.android" = ""
    "platform.apns" = ""
    "platform.webpush" = ""

    # Form
    "ui.field.label" = ""
    "ui.field.label.focus" = "bold"
    "ui.field.input" = ""
    "ui.field.input.focus" = "reverse"
    "ui.field.placeholder" = "dim italic"
    "ui.field.cursor" = "underline"
    "ui.field.invalid" = "bold underline"
    "ui.field.swatch" = "dim"

    # Lists and popups
    "ui.selection" = "reverse"
    "ui.menu" = ""
    "ui.menu.selected" = "bold reverse"
    "ui.menu.match" = "underline"
    "ui.popup" = ""
    "ui.popup.border" = ""
    "ui.popup.title" = "bold"

    # Status line, help, gauges and counters
    "ui.statusline" = "reverse"
    "ui.statusline.mode" = "bold reverse"
    "ui.statusline.error" = "bold underline reverse"
    "ui.statusline.warning" = "bold reverse"
    "ui.statusline.success" = "reverse"
    "ui.statusline.profile.production" = "bold underline reverse"
    "ui.help.key" = "bold"
    "ui.help.desc" = ""
    "ui.help.separator" = "dim"
    "ui.gauge.ok" = ""
    "ui.gauge.warn" = "bold"
    "ui.gauge.over" = "bold underline"
    "ui.counter" = "dim"

    # JSON preview
    "json.key" = "bold"
    "json.string" = ""
    "json.number" = ""
    "json.boolean" = ""
    "json.null" = "dim"
    "json.punctuation" = "dim"
    "json.focus" = "reverse"
    "json.changed" = "underline"

    # Validation
    "diagnostic.error" = "bold underline"
    "diagnostic.warning" = "bold"
    "diagnostic.info" = ""
    "diagnostic.path" = "underline"

    # Sending
    "send.pending" = "dim"
    "send.success" = "bold"
    "send.failure" = "bold underline"

    # Device preview
    "device.frame" = "dim"
    "device.title" = "bold"
    "device.text" = ""

    """#
}
