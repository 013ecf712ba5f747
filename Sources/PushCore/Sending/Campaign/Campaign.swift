import Foundation

/// Everything a send needs besides the sender: the rendered message, who gets it, and the
/// files that make it resumable and reportable. Used by the CLI and the TUI alike.
public struct Campaign: Sendable {
  /// Who receives the message.
  public enum Audience: Sendable, Equatable {
    /// Registration tokens: listed ones first, then a tokens file streamed line by line.
    case tokens([String], file: URL?, fileDisplayName: String?)
    /// One topic (one request).
    case topic(String)
    /// One condition (one request).
    case condition(String)
    /// An audience file: one request per row, its `{{variables}}` filled in.
    case audience(AudienceSource)
  }

  /// The rendered v1 message (the object at `message`), sent as is plus the target.
  public var message: JSONValue
  /// The recipients.
  public var audience: Audience
  /// Ask FCM to validate only (`validate_only`): nothing is delivered.
  public var dryRun: Bool
  /// Requests in flight at once.
  public var concurrency: Int
  /// The project (recorded in the journal so a resume cannot switch projects).
  public var project: String
  /// Journal path, for token audiences of real sends. Nil: no journal (no resume).
  public var journalPath: String?
  /// Continue the journal instead of starting a new one.
  public var resume: Bool
  /// On resume, also send to tokens whose earlier request was in flight when killed.
  public var resendUnconfirmed: Bool
  /// `--report` path, if any.
  public var reportPath: String?
  /// The message key listed and file tokens go in: `token`, or `fid` when they are Firebase
  /// Installation IDs (`send --fid`, `--fids-file`).
  public var recipientKey = "token"
  /// What the duplicate-send guard knows this campaign by; recorded in its journal header so
  /// an unfinished run is found whichever draft file or command starts the same send.
  public var identity: CampaignIdentity?
  /// The campaign id to take the collapse identity from instead of a new one: a deliberate
  /// second send of the same campaign reuses the first's, so a second copy replaces the
  /// first on the device instead of stacking beside it.
  public var campaignID: String?
  /// `--rate`: spaces the requests out (share it with the sender, which paces retries).
  public var pacer: RatePacer?

  /// The default number of requests in flight.
  public static let defaultConcurrency = 64

  /// Creates a campaign.
  public init(
    message: JSONValue, audience: Audience, dryRun: Bool = false,
    concurrency: Int = Campaign.defaultConcurrency, project: String,
    journalPath: String? = nil, resume: Bool = false, resendUnconfirmed: Bool = false,
    reportPath: String? = nil
  ) {
    self.message = message
    self.audience = audience
    self.dryRun = dryRun
    self.concurrency = max(1, concurrency)
    self.project = project
    self.journalPath = journalPath
    self.resume = resume
    self.resendUnconfirmed = resendUnconfirmed
    self.reportPath = reportPath
  }

  /// True for a real campaign: a tokens file or more than one token. Campaigns carry a
  /// collapse identity (`CollapseIdentity`); a single-token send goes out exactly as rendered.
  public var isCampaign: Bool {
    if case .audience = audience { return true }
    guard case .tokens(let tokens, let file, _) = audience else { return false }
    return file != nil || tokens.count > 1
  }

  /// The journal header this campaign writes and expects.
  public var journalHeader: CampaignJournal.Header {
    let template = MessageTemplate(message: message, dryRun: false, recipientKey: recipientKey)
    let digest = SHA256Digest.hex(template.body(for: .token("")))
    return CampaignJournal.Header(
      project: project, messageDigest: digest, campaignID: campaignID, identity: identity?.digest)
  }
}
