import Config
import PushCore

/// The members of `ComposerState` that typing never changes, kept in one copy-on-write box
/// (`ComposerState.cold`): the layout memo keeps a copy of the state after every change, and a
/// copy retains the box once instead of each of these (the send session, the history screen,
/// the profiles, the keymap's tables …). Writing one of them copies the box only while another
/// copy of the state shares it. Each is read and written as a member of the state (below).
struct ColdMembers: Sendable, Equatable {
  var filePath: String?
  var savedDocument: JSONObject?
  var themeName: String
  var baseThemeName: String
  var keymap: Keymap = .standard
  var mouseCapture = true
  var profileName: String?
  var projectID: String?
  var profiles = ProfileConfig()
  var configError: String?
  var send: SendSession?
  var sendVisible = false
  var pendingDryRun: Int?
  var nextSendID = 1
  var isQuitting = false
  var afterSave: PendingAfterDiscard?
  var themeNames: [String] = []
  var history: HistoryState?
  var deviceExpanded = false
}

extension ComposerState {
  /// Where the draft lives (nil until first saved).
  public var filePath: String? {
    get { cold.value.filePath }
    _modify { yield &cold.value.filePath }
  }
  /// The document as last loaded or saved; the draft is dirty when it differs.
  public var savedDocument: JSONObject? {
    get { cold.value.savedDocument }
    _modify { yield &cold.value.savedDocument }
  }
  /// The active theme's id.
  public var themeName: String {
    get { cold.value.themeName }
    _modify { yield &cold.value.themeName }
  }
  /// The theme to use when the active profile names none (`--theme`, the picker, …).
  public var baseThemeName: String {
    get { cold.value.baseThemeName }
    _modify { yield &cold.value.baseThemeName }
  }
  /// The key bindings.
  public var keymap: Keymap {
    get { cold.value.keymap }
    _modify { yield &cold.value.keymap }
  }
  /// Whether the mouse is captured (clicks focus; wheel scrolls).
  public var mouseCapture: Bool {
    get { cold.value.mouseCapture }
    _modify { yield &cold.value.mouseCapture }
  }
  /// The active profile's name and project (shown in the status bar), if any.
  public var profileName: String? {
    get { cold.value.profileName }
    _modify { yield &cold.value.profileName }
  }
  public var projectID: String? {
    get { cold.value.projectID }
    _modify { yield &cold.value.projectID }
  }
  /// The profiles of `config.toml`.
  public var profiles: ProfileConfig {
    get { cold.value.profiles }
    _modify { yield &cold.value.profiles }
  }
  /// Why `config.toml` could not be used (file:line:column); sending is refused until fixed.
  public var configError: String? {
    get { cold.value.configError }
    _modify { yield &cold.value.configError }
  }
  /// The last test send or campaign (its results screen).
  public var send: SendSession? {
    get { cold.value.send }
    _modify { yield &cold.value.send }
  }
  /// Whether the results screen is showing (instead of the form and preview).
  public var sendVisible: Bool {
    get { cold.value.sendVisible }
    _modify { yield &cold.value.sendVisible }
  }
  /// The dry run waiting for FCM's answer, if any.
  public var pendingDryRun: Int? {
    get { cold.value.pendingDryRun }
    _modify { yield &cold.value.pendingDryRun }
  }
  /// The id the next send gets.
  public var nextSendID: Int {
    get { cold.value.nextSendID }
    _modify { yield &cold.value.nextSendID }
  }
  /// Set when the user confirmed quitting; the runtime stops.
  public var isQuitting: Bool {
    get { cold.value.isQuitting }
    _modify { yield &cold.value.isQuitting }
  }
  /// What to do once the pending save finishes (Save in the unsaved-changes question).
  public var afterSave: PendingAfterDiscard? {
    get { cold.value.afterSave }
    _modify { yield &cold.value.afterSave }
  }
  /// Theme names for the picker and palette (listed by the runtime).
  public var themeNames: [String] {
    get { cold.value.themeNames }
    _modify { yield &cold.value.themeNames }
  }
  /// The send history screen, when open (it covers the form and preview).
  public var history: HistoryState? {
    get { cold.value.history }
    _modify { yield &cold.value.history }
  }
  /// Whether the device preview shows the expanded notification.
  public var deviceExpanded: Bool {
    get { cold.value.deviceExpanded }
    _modify { yield &cold.value.deviceExpanded }
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
