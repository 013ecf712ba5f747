import Foundation
import TestSupport
import Testing

/// The real binary sending a campaign to the loopback fake server with injected faults (503,
/// 500, 429, dropped connections, replies lost after delivery), SIGKILLed at random moments
/// 20 times and resumed each time: no token is delivered twice, every token ends delivered
/// once or reported unconfirmed, and the report has exactly one line per token.
@Suite("campaign kill loop", .serialized)
struct CampaignKillLoopTests {
  static let draft = #"{"name": "Kill loop", "message": {"notification": {"title": "Hi"}}}"#
  static let audience = 600

  @Test func killedTwentyTimesAndResumedNobodyGetsTwoCopies() async throws {
    let server = try FakeFCMServer(arguments: [
      "--transient-rate", "0.03", "--lost-reply-rate", "0.01", "--seed", "3",
    ])
    defer { server.stop() }
    try await server.configure(#"{"delay": 0.01, "lost_reply_delay": 0.6}"#)
    let sandbox = try Binary.Sandbox()
    defer { sandbox.remove() }
    let tokens = (0..<Self.audience).map { String(format: "kill-loop-token-%04d", $0) }
    try (tokens.joined(separator: "\n") + "\n").write(
      to: sandbox.file("tokens.txt"), atomically: true, encoding: .utf8)
    try Self.draft.write(to: sandbox.file("draft.json"), atomically: true, encoding: .utf8)
    let journal = sandbox.file("campaign.journal").path
    let arguments = [
      "send", "draft.json", "--tokens-file", "tokens.txt", "--credentials",
      server.serviceAccountPath, "--endpoint", server.baseURL, "--report", "report.csv",
      "--journal", journal, "--concurrency", "8", "--timeout", "0.3", "--quiet", "--no-history",
    ]
    var generator = SystemRandomNumberGenerator()
    var kills = 0
    var run = 0
    while kills < 20 {
      run += 1
      let resume = FileManager.default.fileExists(atPath: journal) ? ["--resume"] : []
      let child = try ChildProcess(
        Binary.path, arguments + resume, directory: sandbox.root,
        environment: sandbox.environment, output: sandbox.file("run-\(run).log"))
      try await Task.sleep(for: .milliseconds(Int.random(in: 30...450, using: &generator)))
      if child.kill() { kills += 1 }
      #expect(run < 60, "the campaign keeps finishing before the kill")
      if run >= 60 { break }
    }
    let last = try ChildProcess(
      Binary.path, arguments + ["--resume"], directory: sandbox.root,
      environment: sandbox.environment, output: sandbox.file("final.log"))
    let status = try await last.wait(timeout: .seconds(40))
    #expect(status == 0 || status == 1, "final run: \(last.printed)")

    let delivered = try await server.deliveredCounts()
    let twice = delivered.filter { $0.value > 1 }
    #expect(twice.isEmpty, "delivered more than once: \(twice.keys.sorted().prefix(5))")
    let report = try String(contentsOf: sandbox.file("report.csv"), encoding: .utf8)
    let lines = report.split(separator: "\n").map(String.init)
    #expect(lines.first == "token,outcome,result,attempts")
    let rows = lines.dropFirst().map { $0.split(separator: ",").map(String.init) }
    #expect(rows.count == Self.audience, "one line per token")
    #expect(Set(rows.map { $0[0] }) == Set(tokens))
    var unconfirmed = 0
    for row in rows {
      switch row[1] {
      case "sent": #expect(delivered[row[0]] == 1, "\(row[0]) reported sent, not delivered")
      case "unconfirmed": unconfirmed += 1
      default: Issue.record("unexpected outcome \(row)")
      }
    }
    #expect(delivered.count + 0 <= Self.audience)
    #expect(delivered.count >= Self.audience - unconfirmed, "tokens neither sent nor unconfirmed")
    #expect(try await server.stats()["faults", default: 0] > 0)
  }

  /// A second run while one is sending is refused and names the process that holds the lock.
  @Test func aSecondRunSaysWhichProcessIsSending() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    try await server.configure(#"{"delay": 0.05}"#)
    let sandbox = try Binary.Sandbox()
    defer { sandbox.remove() }
    let tokens = (0..<400).map { String(format: "lock-token-%04d", $0) }
    try (tokens.joined(separator: "\n") + "\n").write(
      to: sandbox.file("tokens.txt"), atomically: true, encoding: .utf8)
    try Self.draft.write(to: sandbox.file("draft.json"), atomically: true, encoding: .utf8)
    let arguments = [
      "send", "draft.json", "--tokens-file", "tokens.txt", "--credentials",
      server.serviceAccountPath, "--endpoint", server.baseURL, "--journal", "c.journal",
      "--concurrency", "2", "--quiet", "--no-history",
    ]
    let first = try ChildProcess(
      Binary.path, arguments, directory: sandbox.root, environment: sandbox.environment,
      output: sandbox.file("first.log"))
    defer { first.kill() }
    for _ in 0..<200 where !FileManager.default.fileExists(atPath: sandbox.file("c.journal").path) {
      try await Task.sleep(for: .milliseconds(20))
    }
    let second = try ChildProcess(
      Binary.path, arguments + ["--resume"], directory: sandbox.root,
      environment: sandbox.environment, output: sandbox.file("second.log"))
    let status = try await second.wait(timeout: .seconds(20))
    #expect(status == 2)
    #expect(second.printed.contains("process \(first.process.processIdentifier), started 20"))
    #expect(second.printed.contains("is sending this campaign right now"))
  }
}
