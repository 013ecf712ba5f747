/// What a history line records beyond the counts, so the history screen can show and reuse a
/// send: the profile, the request body, the first per-token results and the report path.
///
/// Written as extra keys of the history line (`profile`, `request`, `results`,
/// `results_omitted`, `report`); older lines without them still read. Registration tokens are
/// never written in full: a `token` target is removed from the recorded request, and results
/// name tokens by their last 6 characters. Server text (codes, explanations, message names) is
/// stored terminal-safe (`TerminalSafe`), so showing the history cannot emit escape sequences.
public struct SendHistoryDetails: Sendable, Equatable {
  /// The profile the send used, if any.
  public var profile: String?
  /// The v1 message sent (the object at `message`), before a per-token target was added.
  public var message: JSONValue?
  /// Per-recipient results (the first `maximumResults` are recorded).
  public var results: [DeliveryResult]
  /// How many results there were in all (when more than `results` holds); the rest are
  /// counted as omitted.
  public var totalResults: Int?
  /// The `--report` file with every result, if one was written.
  public var reportPath: String?

  /// The campaign's identity (`CampaignIdentity`): the duplicate-send guard finds earlier
  /// sends of the same message to the same audience by it.
  public var identity: CampaignIdentity?
  /// The campaign's journal, while it may still be resumed.
  public var journalPath: String?
  /// A test send (the draft's test devices), not a campaign.
  public var isTest = false

  /// How many results a history line keeps; the report file has them all.
  public static let maximumResults = 100

  public init(
    profile: String? = nil, message: JSONValue? = nil, results: [DeliveryResult] = [],
    totalResults: Int? = nil, reportPath: String? = nil, identity: CampaignIdentity? = nil,
    journalPath: String? = nil, isTest: Bool = false
  ) {
    self.identity = identity
    self.journalPath = journalPath
    self.isTest = isTest
    self.profile = profile
    self.message = message
    self.results = results
    self.totalResults = totalResults
    self.reportPath = reportPath
  }

  /// The request body as recorded: `{"message": …}` without a registration token target.
  public static func recordedRequest(message: JSONValue) -> JSONValue {
    var object = message.objectValue ?? [:]
    _ = object.removeValue(forKey: "token")
    return .object(["message": .object(object)])
  }

  /// The keys this adds to a history line.
  func members() -> [(String, JSONValue)] {
    var out: [(String, JSONValue)] = []
    if let profile { out.append(("profile", .string(profile))) }
    if let message { out.append(("request", Self.recordedRequest(message: message))) }
    if !results.isEmpty {
      let kept = results.prefix(Self.maximumResults).map(Self.record)
      out.append(("results", .array(Array(kept))))
      let omitted = max(results.count, totalResults ?? 0) - kept.count
      if omitted > 0 {
        out.append(("results_omitted", .number(JSONNumber(omitted))))
      }
    }
    if let reportPath { out.append(("report", .string(reportPath))) }
    if let identity { out.append(("identity", .string(identity.digest))) }
    if let journalPath { out.append(("journal", .string(journalPath))) }
    if isTest { out.append(("kind", "test")) }
    return out
  }

  private static func record(_ result: DeliveryResult) -> JSONValue {
    var object: JSONObject = [
      "target": .string(result.target.redacted),
      "outcome": .string(SendHistoryResult.outcomeName(result.outcome)),
    ]
    if let code = result.outcome.errorCode {
      object["code"] = .string(TerminalSafe.escaped(code))
      object["detail"] = .string(TerminalSafe.escaped(result.outcome.explanation))
    }
    return .object(object)
  }
}
