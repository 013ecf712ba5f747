import Foundation

/// The campaign journal: an append-only log that makes `--resume` safe.
///
/// Format (version 2). Line 1 is a JSON header: `{"fcm_compose_journal":2,"project":…,
/// "message_sha256":…,"campaign":…,"identity":…}` (the SHA-256 is of the request body
/// template; `campaign` is the id the collapse identity is made from; `identity` is the
/// campaign's `CampaignIdentity`). Every later line is one tab-separated record
/// (`JournalRecord`), where KEY is the recipient (a registration token; keys never contain a tab
/// or newline) and ROW an optional 1-based audience row:
///
/// - `S KEY [ROW]`: the request for KEY is about to go out. Written and `fdatasync`ed, in
///   batches, *before* those requests are sent.
/// - `O KEY KIND DETAIL ATTEMPTS [ROW]`: its result. KIND is `sent`, `rejected` (both final),
///   `failed` (not delivered: sent again on resume) or `unconfirmed` (the request was written
///   but no answer came: timeout, dropped connection, hard cancel). DETAIL is the message name
///   or error code, terminal-safe. Synced within 100 ms.
/// - `C`: the campaign finished.
///
/// On resume the last record of each key decides: final outcomes are done; `failed` is sent
/// again; an `S` without outcome (the process died) or an `unconfirmed` outcome may or may not
/// have been delivered, so it is reported as unconfirmed and only sent again with
/// `--resend-unconfirmed`. A torn last line (the process died mid-write) is cut off. Readers
/// skip unknown record types and extra fields. Version 1 journals (no `campaign`) still resume.
public final class CampaignJournal: Sendable {
  /// What the journal's header pins down.
  public struct Header: Sendable, Equatable {
    /// The project sent to.
    public var project: String
    /// SHA-256 of the message template.
    public var messageDigest: String
    /// The campaign's id (16 hex digits); nil in version 1 journals.
    public var campaignID: String?
    /// The campaign's `CampaignIdentity` digest (what the duplicate-send guard compares);
    /// nil in journals written before it was recorded.
    public var identity: String?

    /// Creates a header.
    public init(
      project: String, messageDigest: String, campaignID: String? = nil, identity: String? = nil
    ) {
      self.project = project
      self.messageDigest = messageDigest
      self.campaignID = campaignID
      self.identity = identity
    }
  }

  private let file: JournalFile
  private let lock: CampaignLock
  /// The header this journal was written with (with its campaign id).
  public let header: Header

  /// The journal's path.
  public var path: String { file.path }

  /// The first write error, if any (the campaign must stop: resume would be unsafe).
  public var failure: String? { file.failure }

  private init(file: JournalFile, lock: CampaignLock, header: Header) {
    self.file = file
    self.lock = lock
    self.header = header
  }

  /// Starts a new journal, replacing a finished one. Refuses to overwrite an unfinished one.
  /// The header is written to a temporary file, synced and renamed into place, so a journal
  /// never exists without its header.
  public static func create(path: String, header: Header, now: Date) throws(SendError)
    -> CampaignJournal
  {
    try JournalStorage.makeDirectory(for: path)
    let lock = try CampaignLock.acquire(journal: path, now: now)
    if FileManager.default.fileExists(atPath: path) {
      let existing = try recover(path: path)
      if !existing.complete {
        throw .journal(
          path: path,
          reason: "an interrupted campaign is recorded here (\(existing.sent) sent). "
            + "Add --resume to finish it without sending anyone a second message, or delete "
            + "the journal to start over.")
      }
    }
    var header = header
    if header.campaignID == nil { header.campaignID = newCampaignID() }
    let fd = try JournalStorage.install(path: path, contents: headerLine(header))
    return CampaignJournal(file: JournalFile(fd: fd, path: path), lock: lock, header: header)
  }

  /// Reopens a journal to continue it; checks it belongs to the same project and message.
  public static func resume(path: String, header: Header, now: Date) throws(SendError)
    -> (CampaignJournal, Recovered)
  {
    guard FileManager.default.fileExists(atPath: path) else {
      throw .journal(path: path, reason: "nothing to resume (no journal). Run without --resume.")
    }
    let lock = try CampaignLock.acquire(journal: path, now: now)
    let recovered = try recover(path: path)
    guard let found = recovered.header else {
      throw .journal(path: path, reason: Recovered.noHeaderReason)
    }
    if found.project != header.project {
      throw .journal(
        path: path,
        reason: "it was written for project '\(found.project)', not '\(header.project)'.")
    }
    if found.messageDigest != header.messageDigest {
      throw .journal(
        path: path,
        reason: "the message changed since the interrupted run; resuming would send a "
          + "different message to the rest. Restore the draft, or delete the journal.")
    }
    let fd = try JournalStorage.reopen(path: path, validLength: recovered.validLength)
    let journal = CampaignJournal(file: JournalFile(fd: fd, path: path), lock: lock, header: found)
    return (journal, recovered)
  }

  /// Records that `key`'s request is about to go out; returns the ticket to pass to
  /// `durable(_:)`, which must say yes before the request is sent.
  @discardableResult
  public func dispatched(_ key: String, row: Int? = nil) -> Int {
    file.append(JournalRecord.dispatched(key: key, row: row), urgent: true)
  }

  /// Waits until the record `ticket` names is on disk; false when the journal failed.
  public func durable(_ ticket: Int) async -> Bool { await file.waitDurable(ticket) }

  /// Records a token's result (synced within 100 ms). Aborted ones were never sent and are
  /// journalled as failed, so resume sends them.
  public func record(_ result: DeliveryResult, row: Int? = nil) {
    guard case .token(let token) = result.target else { return }
    let (kind, detail) = Self.kindAndDetail(result.outcome)
    let record = JournalRecord.outcome(
      key: token, kind: kind, detail: detail, attempts: result.attempts, row: row)
    file.append(record, urgent: false)
  }

  /// Writes and syncs everything recorded so far. False when the journal has failed.
  @discardableResult
  public func sync() -> Bool { file.sync() }

  /// Marks the campaign finished (and syncs).
  public func complete() {
    file.append(JournalRecord.complete, urgent: false)
    file.sync()
  }

  static func kindAndDetail(_ outcome: DeliveryOutcome) -> (JournalRecord.Kind, String) {
    switch outcome {
    case .sent(let name): (.sent, name)
    case .rejected(let info): (.rejected, info.code)
    case .failed(let info): (.failed, info.code)
    case .networkFailure(let error) where error.mayHaveArrived:
      (.unconfirmed, error.journalCode)
    case .networkFailure: (.failed, "NETWORK")
    case .aborted: (.failed, "ABORTED")
    }
  }

  /// A new campaign id: 16 random hex digits.
  public static func newCampaignID() -> String {
    var generator = SystemRandomNumberGenerator()
    let value = generator.next() as UInt64
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  private static func headerLine(_ header: Header) -> String {
    var object: JSONObject = [
      "fcm_compose_journal": 2, "project": .string(header.project),
      "message_sha256": .string(header.messageDigest),
    ]
    if let id = header.campaignID { object["campaign"] = .string(id) }
    if let identity = header.identity { object["identity"] = .string(identity) }
    return JSONWriter.string(.object(object), style: .compact) + "\n"
  }
}
