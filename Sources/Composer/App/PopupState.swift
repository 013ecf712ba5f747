import PushCore
import TermUI

/// A popup on the layer stack (helix/gitui style): the top one gets the keys; Esc closes it.
public enum PopupState: Sendable, Equatable {
  /// Keys and help for the focused place, scrollable.
  case help(scroll: Int)
  /// Fuzzy search over every command (and themes).
  case palette(PaletteState)
  /// Pick one value of an enum field.
  case choice(ChoiceState)
  /// Unsaved changes on quit (or before opening/new): Cancel focused by default.
  case confirmDiscard(ConfirmState)
  /// Every diagnostic; Enter jumps to its field.
  case problems(ListState)
  /// Ask for a file path (save as, open).
  case prompt(PromptState)
  /// A newer recovery copy exists: Restore (focused) or Discard.
  case recovery(RecoveryState)
  /// Pick a theme with live preview; Esc restores the previous one.
  case themes(ThemePickerState)
  /// Confirm a campaign: Cancel focused; maybe type the project id.
  case confirmSend(ConfirmSendState)
  /// Send although the device drops it: Cancel focused, or "Send anyway".
  case confirmDropped(ConfirmDroppedState)
  /// Pick the active profile.
  case profiles(ProfilePickerState)
  /// An export (curl, SDK snippet, .apns) to read, copy or save.
  case export(ExportPopupState)
  /// The credentials check (doctor report).
  case credentials(CredentialsPopupState)
  /// Scheduled jobs: next wave and progress; pause, resume or cancel one.
  case jobs(JobsPopupState)
}

/// The command palette's query and selection.
public struct PaletteState: Sendable, Equatable {
  public var query: TextEditorState
  public var selected: Int

  public init() {
    query = TextEditorState()
    selected = 0
  }
}

/// An enum picker: its field and the selected value.
public struct ChoiceState: Sendable, Equatable {
  public var fieldID: String
  public var title: String
  public var options: [String]
  public var selected: Int

  public init(fieldID: String, title: String, options: [String], selected: Int) {
    self.fieldID = fieldID
    self.title = title
    self.options = options
    self.selected = selected
  }
}

/// What to do after the user confirms discarding unsaved changes.
public enum PendingAfterDiscard: Sendable, Equatable {
  case quit
  case open(String)
  case newDraft
  /// A request from the send history as a new, unsaved draft (`sentAt` names it).
  case loadDraft(Draft, sentAt: String)
}

/// The unsaved-changes question; buttons are Cancel, Save, Discard.
public struct ConfirmState: Sendable, Equatable {
  public var then: PendingAfterDiscard
  /// 0 Cancel (default), 1 Save, 2 Discard.
  public var selected: Int

  public init(then: PendingAfterDiscard, selected: Int = 0) {
    self.then = then
    self.selected = selected
  }

  public static let buttons = ["Cancel", "Save", "Don't save"]
}

/// A path prompt.
public struct PromptState: Sendable, Equatable {
  /// What the path is for.
  public enum Purpose: Sendable, Equatable {
    case saveAs
    case open
    /// A tokens file for a campaign.
    case tokensFile
    /// Save an export of the draft.
    case saveExport(ExportFormat)
  }

  public var purpose: Purpose
  public var input: TextEditorState
  public var error: String?

  public init(purpose: Purpose, text: String = "") {
    self.purpose = purpose
    self.input = TextEditorState(text)
    self.input.moveToEnd()
  }
}

/// A recovery copy offered for restoring.
public struct RecoveryState: Sendable, Equatable {
  public var copy: RecoveryCopy
  /// 0 Restore (default, so Enter loses nothing), 1 Discard.
  public var selected: Int

  public init(copy: RecoveryCopy, selected: Int = 0) {
    self.copy = copy
    self.selected = selected
  }
}

/// The theme picker: names, selection, and the theme to go back to on Esc.
public struct ThemePickerState: Sendable, Equatable {
  public var names: [String]
  public var selected: Int
  public var original: String

  public init(names: [String], selected: Int, original: String) {
    self.names = names
    self.selected = selected
    self.original = original
  }
}

extension PopupState {
  /// Whether the popup takes typing (a query, a path, a project id): there plain keys type
  /// and only the keymap's global layer applies.
  public var takesText: Bool {
    switch self {
    case .palette, .prompt: true
    case .confirmSend(let confirm): confirm.takesTyping
    case .help, .choice, .confirmDiscard, .confirmDropped, .problems, .recovery, .themes, .profiles,
      .export,
      .credentials, .jobs:
      false
    }
  }
}
