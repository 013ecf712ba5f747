/// The catalogue of semantic theme roles: the one list of what a theme can style.
///
/// Roles are dotted names from general to specific. A lookup that finds no style for a role
/// walks up its prefixes (`ui.field.input.focus` → `ui.field.input` → `ui.field` → `ui`), so a
/// theme can style a whole group at once. Each role has a one-line ``summary`` (shown by
/// `fcm-compose themes check` and the docs) and a ``monoModifiers`` fallback that keeps it
/// distinguishable on a terminal without colour.
public enum ThemeRole: String, Sendable, Hashable, CaseIterable {
  // Chrome
  case background = "ui.background"
  case text = "ui.text"
  case textMuted = "ui.text.muted"
  case border = "ui.border"
  case borderFocus = "ui.border.focus"
  case title = "ui.title"
  case titleFocus = "ui.title.focus"
  // Tabs
  case tab = "ui.tab"
  case tabActive = "ui.tab.active"
  case platformAndroid = "platform.android"
  case platformAPNs = "platform.apns"
  case platformWebPush = "platform.webpush"
  // Form
  case fieldLabel = "ui.field.label"
  case fieldLabelFocus = "ui.field.label.focus"
  case fieldInput = "ui.field.input"
  case fieldInputFocus = "ui.field.input.focus"
  case fieldPlaceholder = "ui.field.placeholder"
  case fieldCursor = "ui.field.cursor"
  case fieldInvalid = "ui.field.invalid"
  case fieldSwatch = "ui.field.swatch"
  // Lists and popups
  case selection = "ui.selection"
  case menu = "ui.menu"
  case menuSelected = "ui.menu.selected"
  case menuMatch = "ui.menu.match"
  case popup = "ui.popup"
  case popupBorder = "ui.popup.border"
  case popupTitle = "ui.popup.title"
  // Status line, help and gauges
  case statusline = "ui.statusline"
  case statuslineMode = "ui.statusline.mode"
  case statuslineError = "ui.statusline.error"
  case statuslineWarning = "ui.statusline.warning"
  case statuslineSuccess = "ui.statusline.success"
  case statuslineProduction = "ui.statusline.profile.production"
  case helpKey = "ui.help.key"
  case helpDescription = "ui.help.desc"
  case helpSeparator = "ui.help.separator"
  case gaugeOK = "ui.gauge.ok"
  case gaugeWarn = "ui.gauge.warn"
  case gaugeOver = "ui.gauge.over"
  case counter = "ui.counter"
  // JSON preview
  case jsonKey = "json.key"
  case jsonString = "json.string"
  case jsonNumber = "json.number"
  case jsonBoolean = "json.boolean"
  case jsonNull = "json.null"
  case jsonPunctuation = "json.punctuation"
  case jsonFocus = "json.focus"
  case jsonChanged = "json.changed"
  // Validation
  case diagnosticError = "diagnostic.error"
  case diagnosticWarning = "diagnostic.warning"
  case diagnosticInfo = "diagnostic.info"
  case diagnosticPath = "diagnostic.path"
  // Sending
  case sendPending = "send.pending"
  case sendSuccess = "send.success"
  case sendFailure = "send.failure"
  // Device preview
  case deviceFrame = "device.frame"
  case deviceTitle = "device.title"
  case deviceText = "device.text"

  /// The dotted name used in theme files.
  public var name: String { rawValue }

  /// The role one level up (`ui.field.input` for `ui.field.input.focus`), if any.
  public static func parent(of role: String) -> String? {
    guard let dot = role.lastIndex(of: ".") else { return nil }
    return String(role[..<dot])
  }

  /// Every name a theme may style: the catalogue roles and all their prefixes (`ui`,
  /// `ui.field`, …), which style whole groups.
  public static let styleableNames: Set<String> = {
    var names = Set<String>()
    for role in allCases {
      var name: String? = role.rawValue
      while let current = name {
        names.insert(current)
        name = parent(of: current)
      }
    }
    return names
  }()

  /// Roles whose styling shows where the user is (focus, selection, active tab, cursor),
  /// paired with the role they must stand out from. In mono these must stay visible.
  public static let emphasisPairs: [(emphasis: ThemeRole, plain: ThemeRole)] = [
    (.borderFocus, .border),
    (.titleFocus, .title),
    (.tabActive, .tab),
    (.fieldLabelFocus, .fieldLabel),
    (.fieldInputFocus, .fieldInput),
    (.fieldCursor, .fieldInputFocus),
    (.selection, .text),
    (.menuSelected, .menu),
    (.jsonFocus, .jsonString),
  ]
}
