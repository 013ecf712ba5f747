import Foundation

/// One send as read back from the history log (`SendHistory`): when, where, what and how it
/// went. Keys added later (`profile`, `request`, `results`, `report`) are optional, so lines
/// written by older versions read too.
public struct SendHistoryEntry: Sendable, Equatable {
  /// When the send finished (nil when the recorded time does not parse).
  public var date: Date?
  /// The time as recorded (ISO 8601).
  public var timeText: String
  /// The Firebase project.
  public var project: String
  /// The profile, when recorded.
  public var profile: String?
  /// The draft's name or file.
  public var draft: String?
  /// Whether it was a dry run.
  public var dryRun: Bool
  /// Who it went to (tokens redacted).
  public var target: String
  /// Recipients FCM accepted.
  public var sent: Int
  /// Recipients not delivered (rejected or failed).
  public var notDelivered: Int
  /// Failures by error code.
  public var failures: [String: Int]
  /// `finished`, `stopped`, `aborted` or `incomplete`.
  public var outcome: String
  /// Why the send stopped for everyone, if it did.
  public var error: String?
  /// The request body sent (`{"message": …}`, no token target), when recorded.
  public var request: JSONValue?
  /// The first per-recipient results, when recorded.
  public var results: [SendHistoryResult]
  /// Results recorded only in the report file.
  public var resultsOmitted: Int
  /// The report file, when one was written.
  public var reportPath: String?
  /// The campaign id (runs of one campaign share it), when recorded.
  public var campaignID: String?
  /// The campaign's identity digest (`CampaignIdentity`), when recorded.
  public var identity: String?
  /// The campaign's journal, when recorded.
  public var journalPath: String?
  /// Whether it was a test send to the draft's test devices.
  public var isTest: Bool
  /// Recipients an earlier run of the campaign had finished (a resumed run).
  public var alreadyDone: Int
  /// Runs of this entry's campaign (`SendHistoryLog.byCampaign` sets it on the latest run).
  public var runCount = 1
  /// Recipients FCM accepted over every run of the campaign (`byCampaign`; else `sent`).
  public var totalSent: Int?
  /// An earlier run of a campaign listed beneath its latest (`byCampaign`).
  public var isEarlierRun = false

  /// Reads one history line's object; nil when a required key is missing or mistyped.
  public init?(json: JSONValue) {
    guard let o = json.objectValue, let time = o["time"]?.stringValue,
      let project = o["project"]?.stringValue, let target = o["target"]?.stringValue,
      let counts = o["counts"]?.objectValue
    else { return nil }
    timeText = time
    date = ISO8601DateFormatter().date(from: time)
    self.project = project
    profile = o["profile"]?.stringValue
    draft = o["draft"]?.stringValue
    dryRun = o["dry_run"]?.boolValue ?? false
    self.target = target
    sent = counts["sent"]?.numberValue?.intValue ?? 0
    notDelivered = counts["not_delivered"]?.numberValue?.intValue ?? 0
    var failures: [String: Int] = [:]
    for member in o["failures"]?.objectValue ?? [:] {
      if let n = member.value.numberValue?.intValue { failures[member.key] = n }
    }
    self.failures = failures
    outcome = o["outcome"]?.stringValue ?? "finished"
    error = o["error"]?.stringValue
    request = o["request"].flatMap { $0.objectValue == nil ? nil : $0 }
    results = (o["results"]?.arrayValue ?? []).compactMap(SendHistoryResult.init(json:))
    resultsOmitted = o["results_omitted"]?.numberValue?.intValue ?? 0
    reportPath = o["report"]?.stringValue
    campaignID = o["campaign"]?.stringValue
    identity = o["identity"]?.stringValue
    journalPath = o["journal"]?.stringValue
    isTest = o["kind"]?.stringValue == "test"
    alreadyDone = counts["already_done"]?.numberValue?.intValue ?? 0
  }

}
