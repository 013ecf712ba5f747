import Foundation

/// The campaign journal: an append-only log that makes `--resume` safe.
///
/// Format: a JSON header line (project, SHA-256 of the request body template), then
/// tab-separated records written with one `write(2)` each:
/// `S<TAB>token` just before a token's request goes out, `O<TAB>token<TAB>outcome<TAB>detail
/// <TAB>attempts` when its result is known, and `C<TAB>time` when the campaign finished.
/// On resume, tokens whose last outcome is `sent` or `rejected` are done; `failed` ones are
/// sent again (FCM answered with an error, so nothing was delivered); tokens with an `S` but
/// no outcome were in flight when the process died: they may or may not have the message, so
/// they are reported as unconfirmed and only re-sent when asked to.
public final class CampaignJournal {
  /// What the journal's header pins down.
  public struct Header: Sendable, Equatable {
    /// The project sent to.
    public var project: String
    /// SHA-256 of the message template.
    public var messageDigest: String

    /// Creates a header.
    public init(project: String, messageDigest: String) {
      self.project = project
      self.messageDigest = messageDigest
    }
  }

  /// What an existing journal says.
  public struct Recovered: Sendable {
    /// Tokens whose outcome is final (sent or rejected).
    public var done = TokenSet()
    /// Final outcomes by kind.
    public var sent = 0
    /// Tokens rejected for good.
    public var rejected = 0
    /// Tokens that were in flight when the last run died.
    public var unconfirmed: [String] = []
    /// Whether the campaign had finished.
    public var complete = false
    /// The header found.
    public var header: Header?
  }

  private let file: AppendOnlyFile

  /// The journal's path.
  public var path: String { file.path }

  /// The first write error, if any (the campaign must stop: resume would be unsafe).
  public var failure: String? { file.failure }

  private init(file: AppendOnlyFile) { self.file = file }

  /// Starts a new journal, replacing a finished one. Refuses to overwrite an unfinished one.
  public static func create(path: String, header: Header) throws(SendError) -> CampaignJournal {
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
    let file = try AppendOnlyFile(path: path, truncate: true)
    file.append(headerLine(header))
    return CampaignJournal(file: file)
  }

  /// Reopens a journal to continue it; checks it belongs to the same project and message.
  public static func resume(path: String, header: Header) throws(SendError) -> (
    CampaignJournal, Recovered
  ) {
    guard FileManager.default.fileExists(atPath: path) else {
      throw .journal(path: path, reason: "nothing to resume (no journal). Run without --resume.")
    }
    let recovered = try recover(path: path)
    if let found = recovered.header, found.project != header.project {
      throw .journal(
        path: path,
        reason: "it was written for project '\(found.project)', not '\(header.project)'.")
    }
    if let found = recovered.header, found.messageDigest != header.messageDigest {
      throw .journal(
        path: path,
        reason: "the message changed since the interrupted run; resuming would send a "
          + "different message to the rest. Restore the draft, or delete the journal.")
    }
    let file = try AppendOnlyFile(path: path, truncate: false)
    return (CampaignJournal(file: file), recovered)
  }

  /// Records that `token`'s request is about to go out.
  public func dispatched(_ token: String) { file.append("S\t\(token)\n") }

  /// Records a token's result. Results of a hard cancel are left unrecorded (unconfirmed).
  public func record(_ result: DeliveryResult) {
    guard case .token(let token) = result.target else { return }
    let kind: String
    let detail: String
    switch result.outcome {
    case .sent(let name): (kind, detail) = ("sent", name)
    case .rejected(let info): (kind, detail) = ("rejected", info.code)
    case .failed(let info): (kind, detail) = ("failed", info.code)
    case .networkFailure(.cancelled): return
    case .networkFailure: (kind, detail) = ("failed", "NETWORK")
    case .aborted: (kind, detail) = ("failed", "ABORTED")
    }
    file.append("O\t\(token)\t\(kind)\t\(detail)\t\(result.attempts)\n")
  }

  /// Marks the campaign finished.
  public func complete(at date: Date) {
    file.append("C\t\(ISO8601DateFormatter().string(from: date))\n")
  }

  private static func headerLine(_ header: Header) -> String {
    let object: JSONValue = [
      "fcm_compose_journal": 1, "project": .string(header.project),
      "message_sha256": .string(header.messageDigest),
    ]
    return JSONWriter.string(object, style: .compact) + "\n"
  }
}
