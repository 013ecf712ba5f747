import Config
import PushCore
import TermUI

/// One send the user asked for, as the reducer hands it to the runtime: what to send, to
/// whom, through which profile. The runtime fills in what needs I/O (recipient count of a
/// tokens file, project from the key file, journal and report paths) when it inspects a
/// campaign before the confirmation.
public struct SendPlan: Sendable, Equatable {
  /// What kind of send.
  public enum Kind: Sendable, Equatable {
    /// `validate_only`: FCM checks the message, nothing is delivered.
    case dryRun
    /// The draft's recipient tokens (the console's "Send test message").
    case test
    /// The whole audience, after a confirmation; journaled and reported.
    case campaign
  }

  /// Matches results to the send they belong to.
  public var id: Int
  public var kind: Kind
  /// The active profile (nil: credentials from the environment, as the CLI does).
  public var profile: Profile?
  /// The rendered v1 message (the object at `message`).
  public var message: JSONValue
  /// Who gets it.
  public var audience: Campaign.Audience
  /// The draft file (part of the journal's name), if saved.
  public var draftPath: String?
  /// The draft's name (history).
  public var draftName: String?
  /// The notification title (the confirmation names it).
  public var title: String
  /// Continue an interrupted campaign from its journal.
  public var resume = false
  /// On resume, also send again to the unconfirmed recipients (`--resend-unconfirmed`).
  public var resendUnconfirmed = false
  /// Recipients (after inspection for tokens files).
  public var recipientCount: Int?
  /// The project id (the profile's, else the key file's; after inspection).
  public var project: String?
  /// The journal of a campaign (after inspection).
  public var journalPath: String?
  /// An unfinished journal's state, when the campaign can be resumed.
  public var resumePoint: ResumePoint?
  /// The results file of a campaign (after inspection).
  public var reportPath: String?
  /// The campaign's identity for the duplicate-send guard (after inspection).
  public var identity: CampaignIdentity?
  /// An unfinished campaign with the same identity (after inspection): Resume continues its
  /// journal, whichever draft file started it.
  public var unfinishedEarlier: DuplicateSendGuard.Unfinished?
  /// A campaign with the same identity that finished within the window (after inspection).
  public var finishedEarlier: DuplicateSendGuard.Finished?
  /// The campaign id to take the collapse identity from (a deliberate second send reuses the
  /// first campaign's, so its copies replace the first ones).
  public var campaignID: String?
  /// A journal to set aside before sending ("Send to everyone again").
  public var supersede: String?

  /// Creates a plan.
  public init(
    id: Int, kind: Kind, profile: Profile?, message: JSONValue, audience: Campaign.Audience,
    draftPath: String? = nil, draftName: String? = nil, title: String = ""
  ) {
    self.id = id
    self.kind = kind
    self.profile = profile
    self.message = message
    self.audience = audience
    self.draftPath = draftPath
    self.draftName = draftName
    self.title = title
    self.project = profile?.project
  }

  /// "devices", "tokens file", "topic" or "condition".
  public var targetKind: String {
    switch audience {
    case .tokens(_, .some, _): "tokens file"
    case .tokens: "devices"
    case .audience: "audience"
    case .topic: "topic"
    case .condition: "condition"
    }
  }

  /// What the audience is, for the confirmation: `topic news`, `devices (the draft's tokens)`,
  /// `tokens file tokens.txt`.
  public var audienceDescription: String {
    switch audience {
    case .tokens(let tokens, nil, _):
      tokens.count == 1 ? "1 device (the draft's token)" : "devices (the draft's tokens)"
    case .tokens(_, let file?, let name): "tokens file " + (name ?? file.lastPathComponent)
    case .audience(let source): "audience " + source.displayName
    case .topic(let topic): "topic " + topic
    case .condition(let condition): "condition " + condition
    }
  }

  /// Whether the audience is a topic or a condition (one request, possibly millions of devices).
  public var isBroadcast: Bool {
    switch audience {
    case .topic, .condition: true
    case .tokens, .audience: false
    }
  }
}

/// How far an interrupted campaign got, from its journal.
public struct ResumePoint: Sendable, Equatable {
  /// Recipients with a final outcome (sent or rejected): they are not sent again.
  public var done: Int
  /// Recipients whose request was in flight when the run died (not re-sent).
  public var unconfirmed: Int

  public init(done: Int, unconfirmed: Int) {
    self.done = done
    self.unconfirmed = unconfirmed
  }
}
