import Config
import PushCore

/// Work the reducer asks for; the runtime performs it and reports back with an `Action`.
/// The reducer itself never touches files, processes or the clock.
public enum Effect: Sendable, Equatable {
  /// Write the draft to `path` (atomic, 0600); answers `.draftSaved` or `.saveFailed`.
  case save(Draft, path: String)
  /// Read a draft; answers `.draftLoaded` or `.loadFailed`.
  case load(path: String)
  /// After `seconds`, post `.recoveryDue(generation)`.
  case scheduleRecovery(generation: Int, seconds: Double)
  /// Write a recovery copy now.
  case writeRecovery(RecoveryCopy)
  /// Delete the recovery copy of a draft (after a save or a clean quit).
  case deleteRecovery(draftPath: String?)
  /// Suspend the UI and edit text in `$VISUAL`/`$EDITOR`; answers `.externalEditFinished`.
  case editExternally(focus: FocusID, text: String, fileExtension: String)
  /// Capture the mouse (or release it for copying).
  case setMouseCapture(Bool)
  /// Resolve and use a theme.
  case applyTheme(String)
  /// Count a campaign's recipients, resolve its project and look for an unfinished journal;
  /// answers `.campaignInspected` or `.sendFailed`.
  case inspectCampaign(SendPlan)
  /// Send through the core's `CampaignRunner`; answers `.sendEvent`s (then `.finished`) or
  /// `.sendFailed`.
  case startSend(SendPlan)
  /// Stop a running send: gracefully (requests in flight finish), or abandoning them.
  case stopSend(id: Int, abandonInFlight: Bool)
  /// Run the credentials check for a profile (nil: none); answers `.credentialsChecked`.
  case checkCredentials(Profile?)
  /// Read the topics of the history log and of the test devices; answers `.topicsKnown`.
  case lookUpTopics(TopicLookup)
  /// Subscribe devices to a topic (FCM v1, one request each); answers `.topicSubscribed`.
  case subscribeTopic(TopicSubscription)
  /// Read the send history log; answers `.historyLoaded` or `.historyLoadFailed`.
  case readHistory
  /// Read the FCM Data API's delivery data with a profile's credentials; answers
  /// `.deliveryDataLoaded`.
  case fetchDeliveryData(Profile?)
  /// Read (or change, then read) the scheduled jobs; answers `.jobsLoaded`.
  case scheduledJobs(JobsRequest)
  /// Put text on the terminal's clipboard (OSC 52); answers `.clipboardCopied`.
  case copyToClipboard(String)
  /// Write an export to `path` (atomic, 0600); answers `.exportSaved` or `.exportSaveFailed`.
  case writeExport(String, path: String)
  /// List, watch, validate and change the drafts workspace's files; answers `.workspace`.
  case workspace(WorkspaceEffect)
  /// Read and check every row of the draft's audience off the input path; answers
  /// `.audienceScanned` (a newer scan supersedes an older one).
  case scanAudience(AudienceScanRequest)
  /// Repaint everything.
  case redraw
  /// Stop the program.
  case quit
}
