// Generated from themes/*.toml by Tests/TermUITests/Theme/BuiltinThemesTests.swift.
// Do not edit: change the .toml file, then run
// `RECORD_THEMES=1 swift test --filter BuiltinThemesTests`.

extension BuiltinThemes {
  /// `themes/paper.toml`.
  static let paperText =
    #"""
    # themes/paper.toml — a light truecolour theme: ink on warm paper.
    # Author: the fcm-compose authors. Licence: same as fcm-compose.
    #
    # Downsampled automatically on 256- and 16-colour terminals.
    name = "Paper"
    variant = "light"

    [palette]
    paper = "#fbfaf7"
    panel = "#f0eee8"
    shade = "#e2ded3"
    rule = "#b9b2a2"
    stone = "#6e6a60"
    ink = "#24211c"
    indigo = "#3b5bdb"
    wash = "#d0dcff"
    crimson = "#c92a2a"
    ochre = "#a85b00"
    forest = "#2b8a3e"
    plum = "#862e9c"
    teal = "#0b7285"

    [styles]
    # Chrome
    "ui.background" = "ink on paper"
    "ui.text" = "ink"
    "ui.text.muted" = "stone"
    "ui.border" = "rule"
    "ui.border.focus" = "indigo bold"
    "ui.title" = "ink bold"
    "ui.title.focus" = "indigo bold"

    # Tabs
    "ui.tab" = "stone on panel"
    "ui.tab.active" = "paper on indigo bold"
    "platform.android" = "forest"
    "platform.apns" = "indigo"
    "platform.webpush" = "plum"

    # Form
    "ui.field.label" = "stone"
    "ui.field.label.focus" = "indigo bold"
    "ui.field.input" = "ink on panel"
    "ui.field.input.focus" = "ink on wash"
    "ui.field.placeholder" = "rule italic"
    "ui.field.cursor" = "paper on ink"
    "ui.field.invalid" = "crimson underline"
    "ui.field.swatch" = "rule"

    # Lists and popups
    "ui.selection" = "ink on wash"
    "ui.menu" = "ink on panel"
    "ui.menu.selected" = "paper on indigo bold"
    "ui.menu.match" = "ochre bold"
    "ui.popup" = "ink on panel"
    "ui.popup.border" = "indigo on panel"
    "ui.popup.title" = "indigo on panel bold"

    # Status line, help, gauges and counters
    "ui.statusline" = "ink on shade"
    "ui.statusline.mode" = "paper on indigo bold"
    "ui.statusline.error" = "paper on crimson bold"
    "ui.statusline.warning" = "paper on ochre"
    "ui.statusline.success" = "paper on forest"
    "ui.statusline.profile.production" = "paper on crimson bold"
    "ui.help.key" = "indigo bold"
    "ui.help.desc" = "stone"
    "ui.help.separator" = "rule"
    "ui.gauge.ok" = "forest"
    "ui.gauge.warn" = "ochre"
    "ui.gauge.over" = "crimson bold"
    "ui.counter" = "stone"

    # JSON preview
    "json.key" = "indigo"
    "json.string" = "forest"
    "json.number" = "plum"
    "json.boolean" = "teal"
    "json.null" = "stone italic"
    "json.punctuation" = "stone"
    "json.focus" = "on shade"
    "json.changed" = "ochre underline"

    # Validation
    "diagnostic.error" = "crimson bold"
    "diagnostic.warning" = "ochre bold"
    "diagnostic.info" = "indigo"
    "diagnostic.path" = "teal"

    # Sending
    "send.pending" = "ochre"
    "send.success" = "forest bold"
    "send.failure" = "crimson bold"

    # Device preview
    "device.frame" = "rule"
    "device.title" = "ink bold"
    "device.text" = "ink"

    """#
}
