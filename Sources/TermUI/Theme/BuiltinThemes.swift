// Generated from themes/*.toml by Tests/TermUITests/Theme/BuiltinThemesTests.swift.
// Do not edit: change the .toml file, then run
// `RECORD_THEMES=1 swift test --filter BuiltinThemesTests`.

/// The shipped themes, compiled in so the executable needs no files beside it.
enum BuiltinThemes {
  /// Theme ids and texts, byte-identical to `themes/<id>.toml`, sorted by id.
  static let all: [(name: String, text: String)] = [
    (
      "default",
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
    ),
    (
      "harbor",
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
    ),
    (
      "high-contrast",
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
    ),
    (
      "mono",
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
    ),
    (
      "paper",
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
    ),
    (
      "production",
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
    ),
  ]
}
