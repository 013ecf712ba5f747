extension ThemeRole {
  /// A one-line description of what the role styles.
  public var summary: String {
    switch self {
    case .background: return "Canvas behind everything; unset colours of other roles show it."
    case .text: return "Ordinary text."
    case .textMuted: return "Secondary text: hints, counts, inactive items."
    case .border: return "Pane borders."
    case .borderFocus: return "Border of the focused pane."
    case .title: return "Pane titles."
    case .titleFocus: return "Title of the focused pane."
    case .tab: return "Inactive tab labels (common / android / apns / webpush)."
    case .tabActive: return "The selected tab."
    case .platformAndroid: return "Accent of the Android override tab and its markers."
    case .platformAPNs: return "Accent of the APNs (iOS) override tab and its markers."
    case .platformWebPush: return "Accent of the Web Push override tab and its markers."
    case .fieldLabel: return "Form field labels."
    case .fieldLabelFocus: return "Label of the focused field."
    case .fieldInput: return "Text typed into a field."
    case .fieldInputFocus: return "The focused field's input area."
    case .fieldPlaceholder: return "Placeholder shown in an empty field."
    case .fieldCursor: return "The cursor cell drawn inside the focused field."
    case .fieldInvalid: return "A field whose value has a validation error."
    case .fieldSwatch: return "The colour preview chip next to colour fields."
    case .selection: return "Selected text or rows."
    case .menu: return "Menu and command palette items."
    case .menuSelected: return "The highlighted menu item."
    case .menuMatch: return "Characters matching the filter in menus and the palette."
    case .popup: return "Popup body."
    case .popupBorder: return "Popup border."
    case .popupTitle: return "Popup title."
    case .statusline: return "The status line at the bottom."
    case .statuslineMode: return "Mode / focus indicator at the left of the status line."
    case .statuslineError: return "An error message in the status line."
    case .statuslineWarning: return "A warning message in the status line."
    case .statuslineSuccess: return "A success message in the status line (sent, saved)."
    case .statuslineProduction: return "Status line marker when the active profile is production."
    case .helpKey: return "Key names in the help bar and help popup."
    case .helpDescription: return "What a key does, in the help bar and help popup."
    case .helpSeparator: return "Separators between help entries."
    case .gaugeOK: return "Payload size gauge while well under the 4 KB limit."
    case .gaugeWarn: return "Payload size gauge when close to the limit."
    case .gaugeOver: return "Payload size gauge over the limit."
    case .counter: return "Character and byte counters next to fields."
    case .jsonKey: return "Object keys in the JSON preview."
    case .jsonString: return "String values in the JSON preview."
    case .jsonNumber: return "Numbers in the JSON preview."
    case .jsonBoolean: return "true and false in the JSON preview."
    case .jsonNull: return "null in the JSON preview."
    case .jsonPunctuation: return "Braces, brackets, colons and commas in the JSON preview."
    case .jsonFocus: return "Background of the focused field's lines in the JSON preview."
    case .jsonChanged: return "JSON changed since the last send."
    case .diagnosticError: return "Validation errors (sending is disabled)."
    case .diagnosticWarning: return "Validation warnings."
    case .diagnosticInfo: return "Validation notes."
    case .diagnosticPath: return "The JSON path a diagnostic points at."
    case .sendPending: return "A send in flight."
    case .sendSuccess: return "A message FCM accepted."
    case .sendFailure: return "A message FCM rejected, or a failed send."
    case .deviceFrame: return "Outline of the device notification preview."
    case .deviceTitle: return "Notification title in the device preview."
    case .deviceText: return "Notification body in the device preview."
    }
  }

  /// What the role gets on a terminal without colour when the theme's `[mono]` table says
  /// nothing: focus, selection, active tab and cursor reverse; titles, keys and focused labels
  /// bold; muted text dim; errors bold and underlined.
  public var monoModifiers: Modifiers {
    switch self {
    case .tabActive, .fieldInputFocus, .selection, .menuSelected, .jsonFocus, .statusline,
      .statuslineSuccess:
      return .reverse
    case .titleFocus, .statuslineMode, .statuslineWarning:
      return [.reverse, .bold]
    case .statuslineError, .statuslineProduction:
      return [.reverse, .bold, .underline]
    case .fieldCursor, .menuMatch, .jsonChanged:
      return .underline
    case .borderFocus, .title, .fieldLabelFocus, .popupTitle, .helpKey, .jsonKey, .gaugeWarn,
      .diagnosticWarning, .sendSuccess, .deviceTitle:
      return .bold
    case .fieldInvalid, .gaugeOver, .diagnosticError, .sendFailure:
      return [.bold, .underline]
    case .textMuted, .fieldPlaceholder, .helpSeparator, .counter, .jsonPunctuation,
      .sendPending:
      return .dim
    case .background, .text, .border, .tab, .platformAndroid, .platformAPNs, .platformWebPush,
      .fieldLabel, .fieldInput, .fieldSwatch, .menu, .popup, .popupBorder, .helpDescription,
      .gaugeOK, .jsonString, .jsonNumber, .jsonBoolean, .jsonNull, .diagnosticInfo,
      .diagnosticPath, .deviceFrame, .deviceText:
      return []
    }
  }
}
