import Foundation
import TestSupport
import Testing

/// One campaign of the campaign kill loop: its own tokens (a prefix no other campaign shares,
/// so the fake server's per-token delivered counts are this campaign's), journal and report.
struct KillLoopCampaign {
  static let draft = #"{"name": "Kill loop", "message": {"notification": {"title": "Hi"}}}"#

  let number: Int
  let tokens: [String]
  let sandbox: Binary.Sandbox
  let arguments: [String]

  init(number: Int, audience: Int, sandbox: Binary.Sandbox, server: FakeFCMServer) throws {
    self.number = number
    self.sandbox = sandbox
    tokens = (0..<audience).map { String(format: "kill-loop-c\(number)-token-%04d", $0) }
    try (tokens.joined(separator: "\n") + "\n").write(
      to: sandbox.file("tokens-\(number).txt"), atomically: true, encoding: .utf8)
    try Self.draft.write(to: sandbox.file("draft.json"), atomically: true, encoding: .utf8)
    arguments = [
      "send", "draft.json", "--tokens-file", "tokens-\(number).txt", "--credentials",
      server.serviceAccountPath, "--endpoint", server.baseURL, "--report", "report-\(number).csv",
      "--journal", sandbox.file("campaign-\(number).journal").path, "--concurrency", "8",
      "--timeout", "0.3", "--quiet", "--no-history",
    ]
  }

  var journal: URL { sandbox.file("campaign-\(number).journal") }

  /// Starts a run: a fresh one before the journal exists, `--resume` after.
  func start(log: String) throws -> ChildProcess {
    let resume = FileManager.default.fileExists(atPath: journal.path) ? ["--resume"] : []
    return try ChildProcess(
      Binary.path, arguments + resume, directory: sandbox.root,
      environment: sandbox.environment, output: sandbox.file(log))
  }

  /// Complete `S` (about to send) and `O` (outcome) records in the journal: when a kill finds
  /// more than the run started with, it landed while the run was sending.
  func records() -> Int {
    guard let data = try? Data(contentsOf: journal) else { return 0 }
    var count = 0
    var lineStart = true
    var kind: UInt8 = 0
    for byte in data {
      if lineStart { kind = byte }
      lineStart = byte == UInt8(ascii: "\n")
      if lineStart, kind == UInt8(ascii: "S") || kind == UInt8(ascii: "O") { count += 1 }
    }
    return count
  }

  /// A run that ended by itself finished the campaign: it exited 0 or 1, no token was
  /// delivered twice, the report has exactly one line per token, and every token was sent
  /// once (reported `sent` and delivered exactly once) or reported unconfirmed.
  func checkFinished(by run: ChildProcess, server: FakeFCMServer) async throws {
    let status = run.process.isRunning ? nil : run.process.terminationStatus
    #expect(status == 0 || status == 1, "campaign \(number), last run: \(run.printed)")
    let prefix = "kill-loop-c\(number)-"
    let delivered = try await server.deliveredCounts().filter { $0.key.hasPrefix(prefix) }
    let twice = delivered.filter { $0.value > 1 }
    #expect(
      twice.isEmpty, "campaign \(number) delivered twice: \(twice.keys.sorted().prefix(5))")
    let report = try String(contentsOf: sandbox.file("report-\(number).csv"), encoding: .utf8)
    let lines = report.split(separator: "\n").map(String.init)
    #expect(lines.first == "token,outcome,result,attempts", "campaign \(number) report header")
    let rows = lines.dropFirst().map { $0.split(separator: ",").map(String.init) }
    #expect(rows.count == tokens.count, "campaign \(number): one line per token")
    #expect(Set(rows.map { $0[0] }) == Set(tokens), "campaign \(number): the report's tokens")
    var unconfirmed = 0
    for row in rows {
      switch row[1] {
      case "sent":
        #expect(
          delivered[row[0]] == 1, "\(row[0]) reported sent, delivered \(delivered[row[0]] ?? 0)")
      case "unconfirmed": unconfirmed += 1
      default: Issue.record("campaign \(number): unexpected outcome \(row)")
      }
    }
    #expect(delivered.count <= tokens.count)
    #expect(
      delivered.count >= tokens.count - unconfirmed,
      "campaign \(number): tokens neither sent nor unconfirmed")
  }
}
