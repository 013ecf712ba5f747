import Foundation

/// `--report FILE`: one line per recipient with token, outcome, message name or error code,
/// and attempts. CSV, or JSON lines when the name ends in `.jsonl`, `.ndjson` or `.json`.
///
/// Outcomes: `sent` (FCM accepted it), `validated` (dry run: FCM found it valid), `rejected`
/// (refused for good: see the code, e.g. UNREGISTERED means delete the token), `failed`
/// (temporary: `--resume` sends it again), `unconfirmed` (the request went out but no answer
/// came: in flight when a run was killed, a timeout or a dropped connection).
///
/// Lines are written as results arrive. When a journalled campaign run ends, and before a
/// resumed one starts, the file is rebuilt from the journal (`rebuild`), so after any number
/// of kills and resumes it holds exactly one line per token: its latest state.
///
/// CSV follows RFC 4180 (fields with a comma, quote, CR or LF are quoted, quotes doubled) and
/// a field starting with `=`, `+`, `-` or `@` gets a leading `'` so spreadsheets do not run
/// it as a formula (the JSON lines form keeps every value exact). Server text is made
/// terminal-safe (`TerminalSafe`) in both forms.
public final class CampaignReport {
  /// File format.
  public enum Format: Sendable, Equatable {
    case csv
    case jsonLines
  }

  /// The format a path's extension asks for.
  public static func format(forPath path: String) -> Format {
    switch (path as NSString).pathExtension.lowercased() {
    case "jsonl", "ndjson", "json": .jsonLines
    default: .csv
    }
  }

  static let csvHeader = "token,outcome,result,attempts\n"
  /// The header of an audience campaign's report: each line starts with the audience row.
  static let csvHeaderWithRows = "row,token,outcome,result,attempts\n"

  private let file: AppendOnlyFile
  private let format: Format
  private let dryRun: Bool
  /// Whether lines carry the audience row (audience campaigns).
  private let rows: Bool

  /// Opens the report; `append` continues an existing one (resume). `format` defaults to the
  /// one `path` asks for; `rows` adds each recipient's audience row.
  public init(
    path: String, append: Bool, dryRun: Bool, format: Format? = nil, rows: Bool = false
  ) throws(SendError) {
    let exists = FileManager.default.fileExists(atPath: path)
    file = try AppendOnlyFile(path: path, truncate: !append, bufferLimit: 1 << 16)
    self.format = format ?? Self.format(forPath: path)
    self.dryRun = dryRun
    self.rows = rows
    if self.format == .csv, !(append && exists) {
      file.append(rows ? Self.csvHeaderWithRows : Self.csvHeader)
    }
  }

  /// Adds a recipient's line.
  public func write(_ result: DeliveryResult, row: Int? = nil) {
    let (kind, detail) = CampaignJournal.kindAndDetail(result.outcome)
    let outcome = kind == .sent && dryRun ? "validated" : kind.rawValue
    line(
      target: result.target.value, outcome: outcome, detail: detail, attempts: result.attempts,
      row: row)
  }

  /// Writes buffered lines out.
  public func flush() { file.flush() }

  /// Writes buffered lines out and syncs; false when a write failed.
  func sync() -> Bool { file.sync() }

  /// The first write error, if any.
  public var failure: String? { file.failure }

  func line(target: String, outcome: String, detail: String, attempts: Int, row: Int? = nil) {
    let detail = TerminalSafe.escaped(detail)
    switch format {
    case .csv:
      let rows = self.rows
      file.append { out in
        if rows {
          if let row { out.appendDecimal(row) }
          out.append(UInt8(ascii: ","))
        }
        Self.appendCSVField(target, to: &out)
        out.append(UInt8(ascii: ","))
        Self.appendCSVField(outcome, to: &out)
        out.append(UInt8(ascii: ","))
        Self.appendCSVField(detail, to: &out)
        out.append(UInt8(ascii: ","))
        out.appendDecimal(attempts)
        out.append(UInt8(ascii: "\n"))
      }
    case .jsonLines:
      let key = outcome == "sent" || outcome == "validated" ? "message" : "error"
      var object: JSONObject = [
        "token": .string(target), "outcome": .string(outcome), key: .string(detail),
        "attempts": .number(JSONNumber(attempts)),
      ]
      if rows, let row { object.insert(.number(JSONNumber(row)), forKey: "row", at: 0) }
      file.append(JSONWriter.string(.object(object), style: .compact) + "\n")
    }
  }

  /// One CSV field: formula-neutralised, then quoted when RFC 4180 requires it.
  static func csvField(_ value: String) -> String {
    var bytes: [UInt8] = []
    appendCSVField(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `csvField(value)`'s bytes to `out`. A leading `=`, `+`, `-` or `@` gets a `'`
  /// before it; a field with a comma, quote, CR or LF is quoted, its quotes doubled.
  static func appendCSVField(_ value: String, to out: inout [UInt8]) {
    var value = value
    value.withUTF8 { bytes in
      let formula = bytes.first.map { "=+-@".utf8.contains($0) } ?? false
      let quote = UInt8(ascii: "\"")
      let quoted = bytes.contains {
        $0 == UInt8(ascii: ",") || $0 == quote || $0 == 0x0A || $0 == 0x0D
      }
      guard quoted else {
        if formula { out.append(UInt8(ascii: "'")) }
        out.append(contentsOf: bytes)
        return
      }
      out.append(quote)
      if formula { out.append(UInt8(ascii: "'")) }
      for byte in bytes {
        out.append(byte)
        if byte == quote { out.append(quote) }
      }
      out.append(quote)
    }
  }
}
