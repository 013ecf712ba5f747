import Foundation

/// The duplicate-send guard both front ends run before a campaign: has the same message
/// already gone, or started going, to the same audience (`CampaignIdentity`)?
///
/// - An unfinished campaign with the identity is found by its journal: every journal in the
///   journals directory, each journal a history line names, and the run's own. A journal
///   counts when its header records the identity and it has no "finished" record.
/// - A finished one is found in the send history: the latest line with the identity that
///   finished within `window` seconds (dry runs and test sends never count).
///
/// What to do with a finding is the front end's: the composer offers Resume, the CLI refuses
/// without `--resume` or `--new-campaign`; either way a deliberate second send reuses the
/// first campaign's id (`campaignID`), so its copies replace the first ones on the devices.
public struct DuplicateSendGuard: Sendable {
  /// An earlier campaign with the same identity that has not finished.
  public struct Unfinished: Sendable, Equatable {
    /// Its journal.
    public var journalPath: String
    /// Its campaign id (the collapse identity is made from it).
    public var campaignID: String?
    /// Recipients with a final outcome (sent or rejected).
    public var done: Int
    /// Recipients whose request may or may not have arrived.
    public var unconfirmed: Int

    public init(journalPath: String, campaignID: String?, done: Int, unconfirmed: Int) {
      self.journalPath = journalPath
      self.campaignID = campaignID
      self.done = done
      self.unconfirmed = unconfirmed
    }
  }

  /// An earlier campaign with the same identity that finished within the window.
  public struct Finished: Sendable, Equatable {
    /// When it finished.
    public var date: Date
    /// Recipients FCM accepted (over all its runs).
    public var sent: Int
    /// Its campaign id.
    public var campaignID: String?

    public init(date: Date, sent: Int, campaignID: String?) {
      self.date = date
      self.sent = sent
      self.campaignID = campaignID
    }
  }

  /// What the guard found.
  public enum Finding: Sendable, Equatable {
    case unfinished(Unfinished)
    case finished(Finished)
  }

  /// The default window for finished campaigns: 24 hours.
  public static let defaultWindow: Double = 24 * 3600

  /// The environment (where the journals directory and the history are).
  public var environment: [String: String]
  /// Seconds a finished campaign counts for (0: never).
  public var window: Double

  public init(environment: [String: String], window: Double = DuplicateSendGuard.defaultWindow) {
    self.environment = environment
    self.window = window
  }

  /// The finding for `identity`, if any: an unfinished campaign first (its journal; `own` is
  /// the journal this run would use), else a finished one within the window at `now`.
  public func check(_ identity: CampaignIdentity, own: String?, now: Date) -> Finding? {
    let history = (try? SendHistoryLog.read(path: SendHistory.path(environment: environment)))
    let entries = history?.entries.filter { $0.identity == identity.digest } ?? []
    var candidates = [own].compactMap { $0 }
    candidates += entries.compactMap(\.journalPath)
    let directory = SendFiles.stateDirectory(environment) + "/journals"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    candidates += names.filter { $0.hasSuffix(".journal") }.sorted().map { directory + "/" + $0 }
    var checked: Set<String> = []
    for path in candidates where checked.insert(path).inserted {
      if let found = Self.unfinished(path, identity) { return .unfinished(found) }
    }
    guard window > 0 else { return nil }
    let runs = entries.filter { !$0.dryRun && !$0.isTest }
    guard let last = runs.first, last.outcome == "finished", let date = last.date,
      now.timeIntervalSince(date) <= window
    else { return nil }
    let sent = runs.filter { $0.campaignID != nil && $0.campaignID == last.campaignID }
      .map(\.sent).reduce(0, +)
    return .finished(Finished(date: date, sent: max(sent, last.sent), campaignID: last.campaignID))
  }

  /// The unfinished campaign the journal at `path` records, when it has `identity`.
  private static func unfinished(_ path: String, _ identity: CampaignIdentity) -> Unfinished? {
    guard let header = CampaignJournal.header(path: path), header.identity == identity.digest,
      let recovered = try? CampaignJournal.recover(path: path), !recovered.complete
    else { return nil }
    return Unfinished(
      journalPath: path, campaignID: header.campaignID, done: recovered.sent + recovered.rejected,
      unconfirmed: recovered.unconfirmed.count)
  }
}
