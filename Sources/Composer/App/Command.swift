import PushCore

/// A named, documented, bindable command (helix `static_commands!`): keymaps bind keys to
/// these, and the help, palette and hints are generated from this catalogue.
public struct Command: Sendable, Hashable, Identifiable {
  /// Which command this is.
  public let id: CommandID
  /// A short title for the palette and hints ("Save").
  public let title: String
  /// One line of help.
  public let help: String
  /// Shown only where it applies (e.g. rows of a data table); used for the help screen.
  public let context: String?

  /// The catalogue entry for `id`.
  public init(_ id: CommandID) {
    self.id = id
    (title, help, context) = Self.describe(id)
  }

  /// Every command, in help order.
  public static let all: [Command] = CommandID.allCases.map(Command.init)

  /// The command named `name` (its `config.toml` spelling).
  public static func named(_ name: String) -> Command? {
    CommandID(rawValue: name).map(Command.init)
  }

  private static func describe(_ id: CommandID) -> (String, String, String?) {
    switch id {
    case .focusNext: return ("Next field", "Move to the next field (Tab).", nil)
    case .focusPrev: return ("Previous field", "Move to the previous field (Shift-Tab).", nil)
    case .save: return ("Save", "Save the draft (asks for a file name the first time).", nil)
    case .saveAs: return ("Save as…", "Save the draft under a new file name.", nil)
    case .open: return ("Open…", "Open a draft file.", nil)
    case .newDraft: return ("New draft", "Start a new, empty draft.", nil)
    case .quit: return ("Quit", "Leave fcm-compose (asks if there are unsaved changes).", nil)
    case .help: return ("Help", "Keys and help for the focused place.", nil)
    case .commandPalette: return ("Command palette", "Search and run any command.", nil)
    case .closePopup: return ("Close", "Close the top popup.", nil)
    case .tabNext: return ("Next form tab", "Compose → Android → Apple → Web.", nil)
    case .tabPrev: return ("Previous form tab", "Web → Apple → Android → Compose.", nil)
    case .tabCompose: return ("Compose tab", "The console's fields.", nil)
    case .tabAndroid: return ("Android tab", "Every Android override.", nil)
    case .tabApple: return ("Apple tab", "Every APNs override.", nil)
    case .tabWeb: return ("Web tab", "Every Web Push override.", nil)
    case .previewNext: return ("Next preview", "Request → Android → Apple → Web.", nil)
    case .previewPrev: return ("Previous preview", "Web → Apple → Android → Request.", nil)
    case .previewScrollDown: return ("Scroll preview down", "Scroll the JSON preview.", nil)
    case .previewScrollUp: return ("Scroll preview up", "Scroll the JSON preview.", nil)
    case .undo: return ("Undo", "Undo the last change to the draft.", nil)
    case .redo: return ("Redo", "Redo what was undone.", nil)
    case .openInEditor:
      return ("Edit in $EDITOR", "Edit the focused text or JSON in $VISUAL / $EDITOR.", nil)
    case .problems: return ("Problems", "List every problem; Enter jumps to its field.", nil)
    case .nextProblem: return ("Next problem", "Jump to the next field with a problem.", nil)
    case .toggleValue: return ("Toggle / choose", "Flip a switch or open a choice list.", nil)
    case .clearField: return ("Clear field", "Remove the focused field from the message.", nil)
    case .addRow: return ("Add row", "Add a key/value row.", "data tables")
    case .deleteRow: return ("Delete row", "Delete the focused row.", "data tables")
    case .moveRowUp: return ("Move row up", "Move the focused row up.", "data tables")
    case .moveRowDown: return ("Move row down", "Move the focused row down.", "data tables")
    case .toggleMouse:
      return ("Toggle mouse", "Capture the mouse, or free it for copying text.", nil)
    case .switchTheme: return ("Switch theme…", "Preview and pick a colour theme.", nil)
    case .redraw: return ("Redraw", "Repaint the whole screen.", nil)
    case .history:
      return (
        "Send history", "Past sends: open one to see its request and results, diff it or load it.",
        nil
      )
    case .liveActivity:
      return (
        "Live Activity", "The Apple tab's Live Activity section: token, event, state and times.",
        nil
      )
    case .scheduledJobs:
      return (
        "Scheduled jobs",
        "Queued sends (fcm-compose schedule): next wave, progress; pause or cancel.",
        nil
      )
    case .toggleDeviceExpanded:
      return (
        "Device preview: collapsed/expanded",
        "Show the device preview's notification collapsed or expanded.", nil
      )
    case .dryRun:
      return (
        "Dry run",
        "Ask FCM to validate the message (validate_only); a rejection shows at its field.", nil
      )
    case .testSend:
      return (
        "Send test message",
        "Send to the draft's registration tokens now and show each token's outcome.", nil
      )
    case .sendCampaign:
      return (
        "Send campaign…",
        "Send to the whole audience after a confirmation, with live per-token results.", nil
      )
    case .sendCampaignFile:
      return (
        "Send campaign to a tokens file…",
        "Choose a file of registration tokens (one per line) and send the campaign to it.", nil
      )
    case .sendResults: return ("Send results", "Show the last test send or campaign again.", nil)
    case .checkCredentials:
      return (
        "Check credentials",
        "Where the profile's credentials come from, proved by a dry run (fcm-compose doctor).",
        nil
      )
    case .subscribeTestDevices:
      return (
        "Subscribe test devices to the topic",
        "Put the draft's test devices (Send to › Devices) in its topic, as fcm-compose topics "
          + "subscribe does.", nil
      )
    case .switchProfile:
      return (
        "Switch profile…", "Choose the profile (project, credentials, theme) from config.toml.", nil
      )
    case .workspace:
      return (
        "Drafts workspace", "Every draft in the draft's folder: check, compare, open, start new.",
        nil
      )
    case .audienceNextRow:
      return ("Next recipient", "Preview the message for the audience's next row.", "audience")
    case .audiencePreviousRow:
      return (
        "Previous recipient", "Preview the message for the audience's previous row.", "audience"
      )
    case .audienceWorstCase:
      return (
        "Worst-case recipient",
        "Preview the row with the largest payload (again: back to the rows).", "audience"
      )
    case .exportCurl, .exportNode, .exportPython, .exportGo, .exportApns:
      let title = id.exportFormat?.title ?? id.name
      return (
        "Export as \(title)…",
        "Show the draft as a \(title): copy it (OSC 52) or save it to a file.", nil
      )
    }
  }
}
