import Config
import PushCore

/// The members of `ComposerState` that typing never changes, kept in one copy-on-write box
/// (`ComposerState.cold`): a copy of the state (the workspace's preview of a draft, a test's)
/// retains the box once instead of each of these (the send session, the history screen, the
/// profiles, the keymap's tables …), and equal states compare it by identity. Writing one of
/// them copies the box only while another copy of the state shares it. Each is read and written
/// as a member of the state (`state.filePath`, through `ComposerState`'s dynamic member lookup).
public struct ColdMembers: Sendable, Equatable {
  /// Where the draft lives (nil until first saved).
  public var filePath: String?
  /// The document as last loaded or saved; the draft is dirty when it differs.
  public var savedDocument: JSONObject?
  /// The active theme's id.
  public var themeName: String
  /// The theme to use when the active profile names none (`--theme`, the picker, …).
  public var baseThemeName: String
  /// The key bindings.
  public var keymap: Keymap = .standard
  /// Whether the mouse is captured (clicks focus; wheel scrolls).
  public var mouseCapture = true
  /// The active profile's name and project (shown in the status bar), if any.
  public var profileName: String?
  public var projectID: String?
  /// The profiles of `config.toml`.
  public var profiles = ProfileConfig()
  /// Why `config.toml` could not be used (file:line:column); sending is refused until fixed.
  public var configError: String?
  /// The last test send or campaign (its results screen).
  public var send: SendSession?
  /// Whether the results screen is showing (instead of the form and preview).
  public var sendVisible = false
  /// The dry run waiting for FCM's answer, if any.
  public var pendingDryRun: Int?
  /// The id the next send gets.
  public var nextSendID = 1
  /// The last tokens file typed in the campaign prompt (the prompt offers it again).
  public var lastTokensFile: String?
  /// Set when the user confirmed quitting; the runtime stops.
  public var isQuitting = false
  /// What to do once the pending save finishes (Save in the unsaved-changes question).
  public var afterSave: PendingAfterDiscard?
  /// Theme names for the picker and palette (listed by the runtime).
  public var themeNames: [String] = []
  /// The send history screen, when open (it covers the form and preview).
  public var history: HistoryState?
  /// Whether the device preview shows the expanded notification.
  public var deviceExpanded = false
  /// Topic names the topic field completes (history and the test devices' topics).
  public var knownTopics: [String] = []
  /// The devices and profile `knownTopics` were looked up for.
  var topicLookupKey: String?
  /// The topic list's selection and dismissal.
  var topicChoice = TopicCompletion.Choice()
}

extension ComposerState {
  /// A member of `ColdMembers`, read and written as the state's own.
  public subscript<Member>(dynamicMember member: WritableKeyPath<ColdMembers, Member>) -> Member {
    get { cold.value[keyPath: member] }
    _modify { yield &cold.value[keyPath: member] }
  }

  /// The drafts workspace (`fcm-compose DIR`, Ctrl-O), kept while a draft is open from it.
  public var workspace: WorkspaceState? {
    _read { yield workspaceBox.value }
    _modify { yield &workspaceBox.value }
  }
  /// The draft's audience file, its last scan and the recipient the preview shows.
  public var audience: AudienceState? {
    _read { yield audienceBox.value }
    _modify { yield &audienceBox.value }
  }
}
