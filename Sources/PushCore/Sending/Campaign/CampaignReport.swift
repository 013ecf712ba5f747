import Foundation

/// `--report FILE`: one line per recipient with token, outcome, message name or error code,
/// and attempts. CSV, or JSON lines when the name ends in `.jsonl`, `.ndjson` or `.json`.
///
/// Outcomes: `sent` (FCM accepted it), `validated` (dry run: FCM found it valid), `rejected`
/// (refused for good: see the code, e.g. UNREGISTERED means delete the token), `failed`
/// (temporary: `--resume` sends it again), `unconfirmed` (in flight when an earlier run was
/// killed). A resumed campaign appends, so a later line for a token supersedes an earlier one.
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

  private let file: AppendOnlyFile
  private let format: Format
  private let dryRun: Bool

  /// Opens the report; `append` continues an existing one (resume).
  public init(path: String, append: Bool, dryRun: Bool) throws(SendError) {
    let exists = FileManager.default.fileExists(atPath: path)
    file = try AppendOnlyFile(path: path, truncate: !append, bufferLimit: 1 << 16)
    format = Self.format(forPath: path)
    self.dryRun = dryRun
    if format == .csv, !(append && exists) { file.append("token,outcome,result,attempts\n") }
  }

  /// Adds a recipient's line.
  public func write(_ result: DeliveryResult) {
    let outcome: String
    let detail: String
    switch result.outcome {
    case .sent(let name): (outcome, detail) = (dryRun ? "validated" : "sent", name)
    case .rejected(let info): (outcome, detail) = ("rejected", info.code)
    case .failed(let info): (outcome, detail) = ("failed", info.code)
    case .networkFailure(.cancelled): (outcome, detail) = ("unconfirmed", "CANCELLED")
    case .networkFailure: (outcome, detail) = ("failed", "NETWORK")
    case .aborted: (outcome, detail) = ("failed", "ABORTED")
    }
    line(target: result.target.value, outcome: outcome, detail: detail, attempts: result.attempts)
  }

  /// Adds a line for a token left unconfirmed by an earlier, killed run.
  public func writeUnconfirmed(_ token: String) {
    line(target: token, outcome: "unconfirmed", detail: "IN_FLIGHT_WHEN_STOPPED", attempts: 0)
  }

  /// Writes buffered lines out.
  public func flush() { file.flush() }

  /// The first write error, if any.
  public var failure: String? { file.failure }

  private func line(target: String, outcome: String, detail: String, attempts: Int) {
    switch format {
    case .csv:
      file.append("\(csv(target)),\(outcome),\(csv(detail)),\(attempts)\n")
    case .jsonLines:
      let key = outcome == "sent" || outcome == "validated" ? "message" : "error"
      let object: JSONValue = [
        "token": .string(target), "outcome": .string(outcome), key: .string(detail),
        "attempts": .number(JSONNumber(attempts)),
      ]
      file.append(JSONWriter.string(object, style: .compact) + "\n")
    }
  }

  private func csv(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
