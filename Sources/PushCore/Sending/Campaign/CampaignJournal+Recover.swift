import Foundation

extension CampaignJournal {
  /// What an existing journal says.
  public struct Recovered: Sendable {
    /// Tokens whose outcome is final (sent or rejected).
    public var done = TokenSet()
    /// Final outcomes by kind.
    public var sent = 0
    /// Tokens rejected for good.
    public var rejected = 0
    /// Tokens whose request may or may not have arrived: in flight when the last run died,
    /// or written without an answer (timeout, dropped connection).
    public var unconfirmed: [String] = []
    /// Tokens whose last outcome is a (retryable) failure.
    public var failed = 0
    /// Whether the campaign had finished.
    public var complete = false
    /// The header found.
    public var header: Header?
    /// Bytes up to the end of the last whole line (a torn line after it is cut on resume).
    public var validLength = 0
    /// For each token without a final outcome, the index of its last record (report rebuild).
    var lastRecord: [String: Int] = [:]
    /// Whether records carry audience rows (an audience campaign).
    public var hasRows = false

    static let noHeaderReason =
      "it has no header line (it is empty, or was not written by fcm-compose), so it cannot "
      + "say which tokens were already sent; resuming could send everyone a second message. "
      + "If you are sure nothing was sent, delete it and send again without --resume."
  }

  /// Reads a journal in one streaming pass, keeping only hashes of finished tokens (and the
  /// unfinished ones in full). Throws when the first line is not a journal header.
  public static func recover(path: String) throws(SendError) -> Recovered {
    var recovered = Recovered()
    var pendingUnconfirmed: [String: Bool] = [:]
    let (header, length) = try replay(path: path) { index, record in
      switch record {
      case .dispatched(let key, let row):
        if row != nil { recovered.hasRows = true }
        guard !recovered.done.contains(key) else { return }
        recovered.lastRecord[key] = index
        pendingUnconfirmed[key] = true
      case .outcome(let key, let kind, _, _, _):
        if kind.isFinal {
          guard recovered.done.insert(key) else { return }
          if kind == .sent { recovered.sent += 1 } else { recovered.rejected += 1 }
          recovered.lastRecord[key] = nil
          pendingUnconfirmed[key] = nil
        } else if !recovered.done.contains(key) {
          recovered.lastRecord[key] = index
          pendingUnconfirmed[key] = kind == .unconfirmed
        }
      case .complete:
        recovered.complete = true
      }
    }
    recovered.header = header
    recovered.validLength = length
    recovered.unconfirmed = pendingUnconfirmed.filter(\.value).map(\.key).sorted()
    recovered.failed = pendingUnconfirmed.count - recovered.unconfirmed.count
    return recovered
  }

  /// Streams the records of a journal's whole lines with their index; returns the header and
  /// the length of the whole lines. Throws when there is no header.
  static func replay(
    path: String, _ body: (Int, JournalRecord) -> Void
  ) throws(SendError) -> (header: Header, validLength: Int) {
    let reader: LineSource
    do {
      reader = try LineSource(path: path)
    } catch {
      throw .journal(path: path, reason: "cannot read: \(error)")
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    var offset = 0
    var index = 0
    var header: Header?
    while let line = try reader.next() {
      // A line over LineSource's limit is no record (and no header): counted, never parsed.
      let bytes: [UInt8]?
      let length: Int
      switch line {
      case .bytes(let b): (bytes, length) = (b, b.count)
      case .tooLong(let n): (bytes, length) = (nil, n)
      }
      let end = offset + length + 1
      if end > size { break }  // the last line has no newline: torn by a crash
      offset = end
      if index == 0 {
        header = bytes.flatMap(parseHeader)
        if header == nil {
          throw .journal(path: path, reason: Recovered.noHeaderReason)
        }
      } else if let bytes, let record = JournalRecord(bytes: bytes) {
        body(index, record)
      }
      index += 1
    }
    guard let header else { throw .journal(path: path, reason: Recovered.noHeaderReason) }
    return (header, offset)
  }

  private static func parseHeader(_ bytes: [UInt8]) -> Header? {
    guard
      let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
      json["fcm_compose_journal"] != nil,
      let project = json["project"] as? String,
      let digest = json["message_sha256"] as? String
    else { return nil }
    return Header(
      project: project, messageDigest: digest, campaignID: json["campaign"] as? String,
      identity: json["identity"] as? String)
  }

  /// The header of the journal at `path` (its first line only), or nil when there is none or
  /// it cannot be read.
  public static func header(path: String) -> Header? {
    guard let reader = try? LineSource(path: path), case .bytes(let line)? = try? reader.next()
    else { return nil }
    return parseHeader(line)
  }
}
