import Foundation

/// The send history: one JSON line per send appended to
/// `$XDG_DATA_HOME/fcm-compose/history.jsonl` (default `~/.local/share/fcm-compose/`), mode
/// 0600. Tokens appear only by their last 6 characters; credentials never appear.
public enum SendHistory {
  /// The history file path for an environment.
  public static func path(environment: [String: String]) -> String {
    let base: String
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      base = xdg
    } else {
      base = (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
    }
    return base + "/fcm-compose/history.jsonl"
  }

  /// How the audience is described in history: tokens redacted to their last 6 characters.
  public static func describe(_ audience: Campaign.Audience) -> String {
    switch audience {
    case .tokens(let tokens, _, let fileName?) where tokens.isEmpty:
      return "tokens file \(fileName)"
    case .tokens(let tokens, _, let fileName):
      let shown = tokens.prefix(5).map { PushTarget.token($0).redacted }.joined(separator: ", ")
      let more = tokens.count > 5 ? ", …" : ""
      let file = fileName.map { " + tokens file \($0)" } ?? ""
      return "\(tokens.count) token\(tokens.count == 1 ? "" : "s") (\(shown)\(more))\(file)"
    case .topic(let topic): return "topic \(topic)"
    case .condition(let condition): return "condition \(condition)"
    case .audience(let source): return "audience \(source.displayName)"
    }
  }

  /// Appends one entry for a finished (or stopped) send; `details` adds the request, the first
  /// results and the report path for the history screen (`SendHistoryDetails`).
  public static func append(
    path: String, date: Date, project: String, draft: String?, audience: Campaign.Audience,
    summary: CampaignSummary, details: SendHistoryDetails? = nil
  ) throws(SendError) {
    var counts: JSONObject = [
      "sent": .number(JSONNumber(summary.sent)),
      "not_delivered": .number(JSONNumber(summary.notDelivered)),
      "unregistered": .number(JSONNumber(summary.unregistered)),
    ]
    if summary.duplicates > 0 { counts["duplicates"] = .number(JSONNumber(summary.duplicates)) }
    if summary.malformedLines > 0 {
      counts["malformed_lines"] = .number(JSONNumber(summary.malformedLines))
    }
    if summary.alreadyDone > 0 {
      counts["already_done"] = .number(JSONNumber(summary.alreadyDone))
    }
    if summary.unconfirmed > 0 { counts["unconfirmed"] = .number(JSONNumber(summary.unconfirmed)) }
    var entry: JSONObject = [
      "time": .string(ISO8601DateFormatter().string(from: date)),
      "project": .string(project),
      "draft": draft.map { .string($0) } ?? .null,
      "dry_run": .bool(summary.dryRun),
      "target": .string(describe(audience)),
      "counts": .object(counts),
      "failures": .object(
        JSONObject(
          summary.failuresByCode.sorted { $0.key < $1.key }.map {
            (TerminalSafe.escaped($0.key), .number(JSONNumber($0.value)))
          })),
      "message_names": .array(summary.messageNames.map { .string(TerminalSafe.escaped($0)) }),
      "outcome": .string(outcome(summary)),
    ]
    if let id = summary.campaignID { entry["campaign"] = .string(id) }
    if let reason = summary.abortReason {
      entry["error"] = .string(TerminalSafe.escaped(reason.description))
    }
    if case .audience(let source) = audience {
      entry["audience"] = [
        "file": .string(source.url.path), "sha256": .string((try? source.digest()) ?? ""),
      ]
    }
    for (key, value) in details?.members() ?? [] { entry[key] = value }
    let file = try AppendOnlyFile(path: path, truncate: false)
    file.append(JSONWriter.string(.object(entry), style: .compact) + "\n")
    file.flush()
    if let failure = file.failure { throw .output(path: path, reason: failure) }
  }

  private static func outcome(_ summary: CampaignSummary) -> String {
    if summary.abortReason != nil { return "aborted" }
    if summary.stopped { return "stopped" }
    return summary.isFinished ? "finished" : "incomplete"
  }
}
