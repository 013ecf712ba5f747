import Foundation
import TestSupport
import Testing

/// The real binary sending campaigns to the loopback fake server with injected faults (503,
/// 500, 429, dropped connections, replies lost after delivery), SIGKILLed at random moments
/// while sending 20 times and resumed each time: no token is delivered twice, every token ends
/// delivered once or reported unconfirmed, and the report has exactly one line per token.
///
/// Only kills that land while a run is sending count (its journal gained records since it
/// started). Under load many requests time out and are journalled unconfirmed, which resume
/// rightly never resends, so a campaign can finish before 20 kills have landed; it is then
/// checked and a fresh campaign (new tokens, journal and report) takes over.
@Suite("campaign kill loop", .serialized)
struct CampaignKillLoopTests {
  static let audience = 600
  static let kills = 20
  /// Bounds on the whole loop, far above what an idle machine needs (about 25 runs, 10 s).
  static let maxRuns = 250
  static let maxTime = Duration.seconds(240)

  @Test func killedTwentyTimesAndResumedNobodyGetsTwoCopies() async throws {
    let server = try FakeFCMServer(arguments: [
      "--transient-rate", "0.03", "--lost-reply-rate", "0.01", "--seed", "3",
    ])
    defer { server.stop() }
    try await server.configure(#"{"delay": 0.01, "lost_reply_delay": 0.6}"#)
    let sandbox = try Binary.Sandbox()
    var campaign = try KillLoopCampaign(
      number: 1, audience: Self.audience, sandbox: sandbox, server: server)
    var generator = SystemRandomNumberGenerator()
    let started = ContinuousClock.now
    var kills = 0
    var run = 0
    var finished = 0
    while kills < Self.kills {
      guard run < Self.maxRuns, ContinuousClock.now - started < Self.maxTime else {
        Issue.record(
          """
          only \(kills) of \(Self.kills) kills landed mid-campaign in \(run) runs and \
          \(ContinuousClock.now - started) (\(finished) campaigns finished before a kill)
          """)
        break
      }
      run += 1
      let before = campaign.records()
      let child = try campaign.start(log: "run-\(run).log")
      // Kill at a random moment once the run has begun sending (its journal grew), or just
      // before: waiting first keeps a slow start on a loaded machine from eating the kills.
      let deadline = ContinuousClock.now + .seconds(10)
      while child.process.isRunning, ContinuousClock.now < deadline, campaign.records() <= before {
        try await Task.sleep(for: .milliseconds(2))
      }
      try await Task.sleep(for: .milliseconds(Int.random(in: 0...400, using: &generator)))
      if child.kill() {
        if campaign.records() > before { kills += 1 }
      } else {
        // The run ended by itself: the campaign is done. Check it and start a fresh one.
        try await campaign.checkFinished(by: child, server: server)
        finished += 1
        campaign = try KillLoopCampaign(
          number: campaign.number + 1, audience: Self.audience, sandbox: sandbox, server: server)
      }
    }
    print()
    // Resume the campaign the last kill interrupted until it finishes.
    let last = try campaign.start(log: "final.log")
    _ = try await last.wait(timeout: .seconds(60))
    try await campaign.checkFinished(by: last, server: server)
    #expect(try await server.stats()["faults", default: 0] > 0)
  }

  /// A second run while one is sending is refused and names the process that holds the lock.
  @Test func aSecondRunSaysWhichProcessIsSending() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    try await server.configure(#"{"delay": 0.05}"#)
    let sandbox = try Binary.Sandbox()
    let tokens = (0..<400).map { String(format: "lock-token-%04d", $0) }
    try (tokens.joined(separator: "\n") + "\n").write(
      to: sandbox.file("tokens.txt"), atomically: true, encoding: .utf8)
    try KillLoopCampaign.draft.write(
      to: sandbox.file("draft.json"), atomically: true, encoding: .utf8)
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
