import PushCore

/// A named, documented, bindable command (helix `static_commands!`): keymaps bind keys to these
/// names, and the help, palette and hints are generated from this catalogue.
public struct Command: Sendable, Hashable, Identifiable {
  /// The lower_snake name used in keymap files and the palette.
  public let id: String
  /// A short title for the palette and hints ("Save").
  public let title: String
  /// One line of help.
  public let help: String
  /// Shown only where it applies (e.g. rows of a data table); used for the help screen.
  public let context: String?

  public init(_ id: String, _ title: String, _ help: String, context: String? = nil) {
    self.id = id
    self.title = title
    self.help = help
    self.context = context
  }
}

extension Command {
  /// Every command, in help order.
  public static let all: [Command] =
    [
      Command("focus_next", "Next field", "Move to the next field (Tab)."),
      Command("focus_prev", "Previous field", "Move to the previous field (Shift-Tab)."),
      Command("save", "Save", "Save the draft (asks for a file name the first time)."),
      Command("save_as", "Save as…", "Save the draft under a new file name."),
      Command("open", "Open…", "Open a draft file."),
      Command("new_draft", "New draft", "Start a new, empty draft."),
      Command("quit", "Quit", "Leave fcm-compose (asks if there are unsaved changes)."),
      Command("help", "Help", "Keys and help for the focused place."),
      Command("command_palette", "Command palette", "Search and run any command."),
      Command("close_popup", "Close", "Close the top popup."),
      Command("tab_next", "Next form tab", "Compose → Android → Apple → Web."),
      Command("tab_prev", "Previous form tab", "Web → Apple → Android → Compose."),
      Command("tab_compose", "Compose tab", "The console's fields."),
      Command("tab_android", "Android tab", "Every Android override."),
      Command("tab_apple", "Apple tab", "Every APNs override."),
      Command("tab_web", "Web tab", "Every Web Push override."),
      Command("preview_next", "Next preview", "Request → Android → Apple → Web."),
      Command("preview_prev", "Previous preview", "Web → Apple → Android → Request."),
      Command("preview_scroll_down", "Scroll preview down", "Scroll the JSON preview."),
      Command("preview_scroll_up", "Scroll preview up", "Scroll the JSON preview."),
      Command("undo", "Undo", "Undo the last change to the draft."),
      Command("redo", "Redo", "Redo what was undone."),
      Command(
        "open_in_editor", "Edit in $EDITOR",
        "Edit the focused text or JSON in $VISUAL / $EDITOR."),
      Command("problems", "Problems", "List every problem; Enter jumps to its field."),
      Command("next_problem", "Next problem", "Jump to the next field with a problem."),
      Command("toggle_value", "Toggle / choose", "Flip a switch or open a choice list."),
      Command("clear_field", "Clear field", "Remove the focused field from the message."),
      Command("add_row", "Add row", "Add a key/value row.", context: "data tables"),
      Command("delete_row", "Delete row", "Delete the focused row.", context: "data tables"),
      Command("move_row_up", "Move row up", "Move the focused row up.", context: "data tables"),
      Command(
        "move_row_down", "Move row down", "Move the focused row down.", context: "data tables"),
      Command("toggle_mouse", "Toggle mouse", "Capture the mouse, or free it for copying text."),
      Command("switch_theme", "Switch theme…", "Preview and pick a colour theme."),
      Command("redraw", "Redraw", "Repaint the whole screen."),
      Command(
        "history", "Send history",
        "Past sends: open one to see its request and results, diff it or load it."),
      Command(
        "toggle_device_expanded", "Device preview: collapsed/expanded",
        "Show the device preview's notification collapsed or expanded."),
      Command(
        "dry_run", "Dry run",
        "Ask FCM to validate the message (validate_only); a rejection shows at its field."),
      Command(
        "test_send", "Send test message",
        "Send to the draft's registration tokens now and show each token's outcome."),
      Command(
        "send_campaign", "Send campaign…",
        "Send to the whole audience after a confirmation, with live per-token results."),
      Command(
        "send_campaign_file", "Send campaign to a tokens file…",
        "Choose a file of registration tokens (one per line) and send the campaign to it."),
      Command("send_results", "Send results", "Show the last test send or campaign again."),
      Command(
        "switch_profile", "Switch profile…",
        "Choose the profile (project, credentials, theme) from config.toml."),
    ]
    + ExportFormat.allCases.map {
      Command(
        "export_\($0.rawValue)", "Export as \($0.title)…",
        "Show the draft as a \($0.title): copy it (OSC 52) or save it to a file.")
    }

  /// The command named `id`.
  public static func named(_ id: String) -> Command? { all.first { $0.id == id } }
}
