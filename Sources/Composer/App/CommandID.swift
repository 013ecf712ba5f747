import PushCore

/// The identity of every command: one case per command, so the keymap, the palette, help,
/// hints and dispatch all switch over the same closed set, exhaustively. The raw value is the
/// lower_snake name that `config.toml` `[keys]`, the palette and help show.
public enum CommandID: String, CaseIterable, Sendable, Hashable {
  case focusNext = "focus_next"
  case focusPrev = "focus_prev"
  case save = "save"
  case saveAs = "save_as"
  case open = "open"
  case newDraft = "new_draft"
  case quit = "quit"
  case help = "help"
  case commandPalette = "command_palette"
  case closePopup = "close_popup"
  case tabNext = "tab_next"
  case tabPrev = "tab_prev"
  case tabCompose = "tab_compose"
  case tabAndroid = "tab_android"
  case tabApple = "tab_apple"
  case tabWeb = "tab_web"
  case previewNext = "preview_next"
  case previewPrev = "preview_prev"
  case previewScrollDown = "preview_scroll_down"
  case previewScrollUp = "preview_scroll_up"
  case undo = "undo"
  case redo = "redo"
  case openInEditor = "open_in_editor"
  case problems = "problems"
  case nextProblem = "next_problem"
  case toggleValue = "toggle_value"
  case clearField = "clear_field"
  case addRow = "add_row"
  case deleteRow = "delete_row"
  case moveRowUp = "move_row_up"
  case moveRowDown = "move_row_down"
  case toggleMouse = "toggle_mouse"
  case switchTheme = "switch_theme"
  case redraw = "redraw"
  case history = "history"
  case scheduledJobs = "scheduled_jobs"
  case toggleDeviceExpanded = "toggle_device_expanded"
  case liveActivity = "live_activity"
  case dryRun = "dry_run"
  case testSend = "test_send"
  case sendCampaign = "send_campaign"
  case sendCampaignFile = "send_campaign_file"
  case sendResults = "send_results"
  case switchProfile = "switch_profile"
  case checkCredentials = "check_credentials"
  case subscribeTestDevices = "subscribe_test_devices"
  case exportCurl = "export_curl"
  case exportNode = "export_node"
  case exportPython = "export_python"
  case exportGo = "export_go"
  case exportApns = "export_apns"
  case workspace = "workspace"
  case audienceNextRow = "audience_next_row"
  case audiencePreviousRow = "audience_previous_row"
  case audienceWorstCase = "audience_worst_case"

  /// The name used in `config.toml` and shown in the palette and help.
  public var name: String { rawValue }

  /// The export format this command shows, for the `export_*` commands.
  public var exportFormat: ExportFormat? {
    switch self {
    case .exportCurl: .curl
    case .exportNode: .node
    case .exportPython: .python
    case .exportGo: .go
    case .exportApns: .apns
    default: nil
    }
  }
}
