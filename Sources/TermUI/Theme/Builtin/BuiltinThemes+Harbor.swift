// Generated from themes/*.toml by Tests/TermUITests/Theme/BuiltinThemesTests.swift.
// Do not edit: change the .toml file, then run
// `RECORD_THEMES=1 swift test --filter BuiltinThemesTests`.

extension BuiltinThemes {
  /// `themes/harbor.toml`.
  static let harborText =
    #"""
    # themes/harbor.toml — a dark truecolour theme: harbour lights on deep ink.
    # Author: the fcm-compose authors. Licence: same as fcm-compose.
    #
    # Downsampled automatically on 256- and 16-colour terminals.
    name = "Harbor"
    variant = "dark"

    [palette]
    ink = "#1d2330"
    hull = "#262d3d"
    deck = "#323b4f"
    rope = "#4b5568"
    mist = "#8b95a7"
    foam = "#e6edf3"
    sky = "#79c0ff"
    tide = "#388bfd"
    coral = "#ff7b72"
    amber = "#e3b341"
    kelp = "#7ee787"
    lilac = "#d2a8ff"
    lagoon = "#56d4dd"

    [styles]
    # Chrome
    "ui.background" = "foam on ink"
    "ui.text" = "foam"
    "ui.text.muted" = "mist"
    "ui.border" = "rope"
    "ui.border.focus" = "sky bold"
    "ui.title" = "foam bold"
    "ui.title.focus" = "sky bold"

    # Tabs
    "ui.tab" = "mist on hull"
    "ui.tab.active" = "ink on sky bold"
    "platform.android" = "kelp"
    "platform.apns" = "sky"
    "platform.webpush" = "lilac"

    # Form
    "ui.field.label" = "mist"
    "ui.field.label.focus" = "sky bold"
    "ui.field.input" = "foam on hull"
    "ui.field.input.focus" = "foam on deck"
    "ui.field.placeholder" = "rope italic"
    "ui.field.cursor" = "ink on sky"
    "ui.field.invalid" = "coral underline"
    "ui.field.swatch" = "rope"

    # Lists and popups
    "ui.selection" = "foam on tide"
    "ui.menu" = "foam on hull"
    "ui.menu.selected" = "ink on sky bold"
    "ui.menu.match" = "amber bold"
    "ui.popup" = "foam on hull"
    "ui.popup.border" = "sky on hull"
    "ui.popup.title" = "sky on hull bold"

    # Status line, help, gauges and counters
    "ui.statusline" = "foam on deck"
    "ui.statusline.mode" = "ink on sky bold"
    "ui.statusline.error" = "ink on coral bold"
    "ui.statusline.warning" = "ink on amber"
    "ui.statusline.success" = "ink on kelp"
    "ui.statusline.profile.production" = "ink on coral bold"
    "ui.help.key" = "sky bold"
    "ui.help.desc" = "mist"
    "ui.help.separator" = "rope"
    "ui.gauge.ok" = "kelp"
    "ui.gauge.warn" = "amber"
    "ui.gauge.over" = "coral bold"
    "ui.counter" = "mist"

    # JSON preview
    "json.key" = "sky"
    "json.string" = "kelp"
    "json.number" = "lilac"
    "json.boolean" = "lagoon"
    "json.null" = "mist italic"
    "json.punctuation" = "mist"
    "json.focus" = "on deck"
    "json.changed" = "amber underline"

    # Validation
    "diagnostic.error" = "coral bold"
    "diagnostic.warning" = "amber bold"
    "diagnostic.info" = "sky"
    "diagnostic.path" = "lagoon"

    # Sending
    "send.pending" = "amber"
    "send.success" = "kelp bold"
    "send.failure" = "coral bold"

    # Device preview
    "device.frame" = "rope"
    "device.title" = "foam bold"
    "device.text" = "foam"

    """#
}
