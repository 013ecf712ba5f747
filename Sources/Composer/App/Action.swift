import Foundation
import PushCore
import TermUI

/// Everything that can happen to the composer: input, commands, and effect results.
public enum Action: Sendable, Equatable {
  /// A key from the terminal.
  case key(KeyEvent)
  /// A bracketed paste: inserted as text, never interpreted as keys.
  case paste(String)
  /// A mouse event.
  case mouse(MouseEvent)
  /// The terminal changed size.
  case resized(Size)
  /// The clock moved on (the runtime sends one every few seconds).
  case tick(Date)
  /// A command (from the keymap or the palette).
  case command(CommandID)
  /// The draft was written.
  case draftSaved(path: String, document: JSONObject)
  /// Saving failed; the message says why.
  case saveFailed(String)
  /// A draft was read.
  case draftLoaded(path: String, draft: Draft, exists: Bool)
  /// Reading failed.
  case loadFailed(String)
  /// The recovery debounce timer fired for a change generation.
  case recoveryDue(generation: Int)
  /// A recovery copy newer than the draft on disk was found at start-up.
  case recoveryFound(RecoveryCopy)
  /// `$EDITOR` returned (nil text: it failed or was cancelled; the message says why).
  case externalEditFinished(focus: FocusID, text: String?, message: String?)
  /// A theme could not be loaded (or loaded with errors); the message says why.
  case themeFailed(String)
  /// The recovery copy could not be written; the message says why.
  case recoveryWriteFailed(String)
  /// A campaign was inspected (recipients counted, project and journal found): confirm it.
  case campaignInspected(SendPlan)
  /// An event of a running send (dry run, test send or campaign).
  case sendEvent(id: Int, CampaignEvent)
  /// A send could not start or ended without a summary; the message says why.
  case sendFailed(id: Int, message: String)
  /// The credentials check finished; `sendID` is the send that found no credential, if any.
  case credentialsChecked(DoctorReport, sendID: Int?)
  /// FCM answered 429: every request of the send waits `seconds` (quota: QUOTA_EXCEEDED).
  case sendPaused(id: Int, seconds: Double, quota: Bool)
  /// The topic names the topic field completes (answers `lookUpTopics`).
  case topicsKnown([String])
  /// A `subscribeTopic` effect finished: what to show, and whether every device is in.
  case topicSubscribed(message: String, complete: Bool)
  /// A running send's clock and live retries: seconds since it started, and recipients
  /// waiting to be tried again (posted about twice a second and when a retry starts or ends).
  case sendTicked(id: Int, elapsed: Double, retrying: Int)
  /// The send history was read.
  case historyLoaded(SendHistoryLog)
  /// The send history could not be read.
  case historyLoadFailed(String)
  /// The FCM Data API's delivery data for the history screen (or why there is none).
  case deliveryDataLoaded(DeliveryFetchResult)
  /// The scheduled jobs were read.
  case jobsLoaded([JobsPopupState.Row])
  /// Text of `bytes` UTF-8 bytes was sent to the clipboard (OSC 52).
  case clipboardCopied(bytes: Int)
  /// An export was written.
  case exportSaved(path: String)
  /// Writing an export failed.
  case exportSaveFailed(String)
  /// The drafts workspace's listing, summaries and file operations.
  case workspace(WorkspaceEvent)
  /// An audience file was read and every row checked.
  case audienceScanned(AudienceScanResult)
}

extension Action {
  /// Whether reducing this action can change what is drawn; false only for actions that just
  /// ask for work (the recovery timer firing writes a file, and reports back with an action of
  /// its own if that fails), so the run loop draws no frame for them.
  public var changesScreen: Bool {
    if case .recoveryDue = self { return false }
    return true
  }
}
