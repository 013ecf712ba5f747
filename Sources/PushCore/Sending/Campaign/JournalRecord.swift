/// One line of a campaign journal after the header (see `CampaignJournal` for the format).
///
/// Lines are tab-separated fields; the first names the record. Fields after the ones listed
/// here are ignored and unknown record types are skipped, so later versions can add fields
/// (a trailing row number is already optional) without breaking older readers.
enum JournalRecord: Equatable {
  /// How a recipient's request ended, as journalled.
  enum Kind: String {
    /// FCM accepted it.
    case sent
    /// Refused for good.
    case rejected
    /// Not delivered; sent again on resume.
    case failed
    /// The request went out but no answer came (timeout, dropped connection, hard cancel).
    case unconfirmed

    /// Sent and rejected are final: never sent again.
    var isFinal: Bool { self == .sent || self == .rejected }
  }

  /// `S key [row]`: the request for `key` is about to go out.
  case dispatched(key: String, row: Int?)
  /// `O key kind detail attempts [row]`: its result.
  case outcome(key: String, kind: Kind, detail: String, attempts: Int, row: Int?)
  /// `C time`: the campaign finished.
  case complete

  /// The recipient the record is about, if any.
  var key: String? {
    switch self {
    case .dispatched(let key, _), .outcome(let key, _, _, _, _): key
    case .complete: nil
    }
  }

  /// The record as a journal line (with its newline). Details are made single-line and
  /// terminal-safe, so server text can neither add fields nor records.
  var line: String {
    var bytes: [UInt8] = []
    write(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `line`'s bytes to `out` (what the journal does, without building the string).
  func write(to out: inout [UInt8]) {
    let tab = UInt8(ascii: "\t")
    switch self {
    case .dispatched(let key, let row):
      out.append(UInt8(ascii: "S"))
      out.append(tab)
      out.appendText(key)
      Self.write(row, to: &out)
    case .outcome(let key, let kind, let detail, let attempts, let row):
      out.append(UInt8(ascii: "O"))
      out.append(tab)
      out.appendText(key)
      out.append(tab)
      out.appendText(kind.rawValue)
      out.append(tab)
      out.appendText(TerminalSafe.escaped(detail))
      out.append(tab)
      out.appendDecimal(attempts)
      Self.write(row, to: &out)
    case .complete:
      out.append(UInt8(ascii: "C"))
    }
    out.append(UInt8(ascii: "\n"))
  }

  /// Parses a line (without its newline); nil for a torn or unknown line.
  init?(line: Substring) {
    self.init(bytes: Array(line.utf8))
  }

  /// Parses a line's UTF-8 bytes (without its newline); nil for a torn or unknown line.
  ///
  /// Fields are split on the tab byte, which is what splitting the decoded text on tab
  /// characters gives (a tab is never part of another character or of a multi-byte UTF-8
  /// sequence), without walking the line character by character: a resume or report rebuild
  /// reads every line of a million-token journal.
  init?(bytes: [UInt8]) {
    let fields = bytes.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
    guard let first = fields.first, first.count == 1 else { return nil }
    func text(_ index: Int) -> String { String(decoding: fields[index], as: UTF8.self) }
    switch first[first.startIndex] {
    case UInt8(ascii: "S") where fields.count >= 2 && !fields[1].isEmpty:
      self = .dispatched(key: text(1), row: fields.count > 2 ? Int(text(2)) : nil)
    case UInt8(ascii: "O") where fields.count >= 5 && !fields[1].isEmpty:
      guard let kind = Kind(rawValue: text(2)), let attempts = Int(text(4)) else { return nil }
      self = .outcome(
        key: text(1), kind: kind, detail: text(3), attempts: attempts,
        row: fields.count > 5 ? Int(text(5)) : nil)
    case UInt8(ascii: "C"):
      self = .complete
    default:
      return nil
    }
  }

  private static func write(_ row: Int?, to out: inout [UInt8]) {
    guard let row else { return }
    out.append(UInt8(ascii: "\t"))
    out.appendDecimal(row)
  }
}
