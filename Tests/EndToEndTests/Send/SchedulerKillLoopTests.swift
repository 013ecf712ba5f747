import Foundation
import TestSupport
import Testing

/// The real binary's `scheduler --once` sending a 20-zone recipient-time-zone job to the
/// loopback fake server, SIGKILLed ten times during its waves and started again each time:
/// nobody gets it twice, every row ends in its wave's report, and every wave is recorded once.
@Suite("scheduler kill loop", .serialized)
struct SchedulerKillLoopTests {
  static let zones = [
    "Pacific/Kiritimati", "Pacific/Auckland", "Australia/Sydney", "Asia/Tokyo", "Asia/Shanghai",
    "Asia/Bangkok", "Asia/Kolkata", "Asia/Dubai", "Europe/Moscow", "Africa/Cairo",
    "Europe/Berlin", "UTC", "Atlantic/Azores", "America/Sao_Paulo", "America/Halifax",
    "America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles",
    "Pacific/Honolulu",
  ]
  static let perZone = 20

  @Test func killedTenTimesDuringWavesNothingIsLostOrSentTwice() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    try await server.configure(#"{"delay": 0.02}"#)
    let sandbox = try Binary.Sandbox()
    var csv = "token,tz,name\n"
    for (z, zone) in Self.zones.enumerated() {
      for r in 0..<Self.perZone {
        csv += String(format: "sched-z%02d-r%02d", z, r) + ",\(zone),N\(r)\n"
      }
    }
    try csv.write(to: sandbox.file("people.csv"), atomically: true, encoding: .utf8)
    try #"{"name": "Waves", "message": {"notification": {"title": "Hi {{name}}"}}}"#.write(
      to: sandbox.file("draft.json"), atomically: true, encoding: .utf8)
    // "Now" is after the last zone's 09:00; the grace window covers every wave.
    var environment = sandbox.environment
    environment["FCM_COMPOSE_NOW"] = "1796763600"  // 2026-12-08 21:00 UTC
    let queue = try ChildProcess(
      Binary.path,
      [
        "schedule", "draft.json", "--at", "2026-12-08 09:00", "--recipient-time-zone", "tz",
        "--audience", "people.csv", "--grace", "2d", "--credentials", server.serviceAccountPath,
        "--endpoint", server.baseURL, "--concurrency", "4", "--rate", "150/s", "--no-history",
      ], directory: sandbox.root, environment: environment, output: sandbox.file("queue.log"))
    #expect(try await queue.wait(timeout: .seconds(30)) == 0, "\(queue.printed)")

    let jobs = sandbox.root.appendingPathComponent("state/fcm-compose/jobs")
    let id = try #require(try FileManager.default.contentsOfDirectory(atPath: jobs.path).first)
    let job = jobs.appendingPathComponent(id)
    let waves = job.appendingPathComponent("waves")
    var generator = SystemRandomNumberGenerator()
    var kills = 0
    var run = 0
    while kills < 10 && run < 80 {
      run += 1
      let before = Self.bytes(in: waves)
      let child = try ChildProcess(
        Binary.path, ["scheduler", "--once"], directory: sandbox.root, environment: environment,
        output: sandbox.file("run-\(run).log"))
      // Kill soon after the run begins writing a wave's journal. The waits block this thread
      // instead of suspending the task: a busy test pool can resume a task so late that the
      // whole job is done before the kill.
      let deadline = ContinuousClock.now + .seconds(20)
      while child.process.isRunning, ContinuousClock.now < deadline,
        Self.bytes(in: waves) <= before
      {
        usleep(2_000)
      }
      usleep(UInt32.random(in: 0...120_000, using: &generator))
      if child.kill() { kills += 1 }
    }
    #expect(kills == 10, "the scheduler was killed during waves ten times")
    let last = try ChildProcess(
      Binary.path, ["scheduler", "--once"], directory: sandbox.root, environment: environment,
      output: sandbox.file("final.log"))
    #expect(try await last.wait(timeout: .seconds(60)) == 0, "\(last.printed)")

    let delivered = try await server.deliveredCounts().filter { $0.key.hasPrefix("sched-") }
    #expect(delivered.values.allSatisfy { $0 == 1 }, "nobody got it twice")
    let runs = try String(contentsOf: job.appendingPathComponent("runs.jsonl"), encoding: .utf8)
      .split(separator: "\n")
    #expect(runs.count == Self.zones.count, "each wave recorded once")
    #expect(runs.allSatisfy { $0.contains(#""status":"sent""#) })
    var reported: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: waves.path)
    where name.hasSuffix(".report.csv") {
      let lines = try String(contentsOf: waves.appendingPathComponent(name), encoding: .utf8)
        .split(separator: "\n").dropFirst()
      #expect(lines.count == Self.perZone, "\(name): one line per row of the zone")
      for line in lines {
        let cells = line.split(separator: ",").map(String.init)
        if cells.count > 2 { reported[cells[1]] = cells[2] }
      }
    }
    #expect(reported.count == Self.zones.count * Self.perZone, "every row is in a report")
    for (token, outcome) in reported {
      switch outcome {
      case "sent": #expect(delivered[token] == 1, "\(token) reported sent")
      case "unconfirmed": #expect((delivered[token] ?? 0) <= 1)
      default: Issue.record("\(token): unexpected outcome \(outcome)")
      }
    }
    let show = try ChildProcess(
      Binary.path, ["schedule", "show", id], directory: sandbox.root, environment: environment,
      output: sandbox.file("show.log"))
    _ = try await show.wait(timeout: .seconds(30))
    #expect(show.printed.contains("20/20 waves"), "\(show.printed)")
  }

  /// The bytes of every wave's journal and report so far.
  static func bytes(in folder: URL) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.reduce(0) { total, name in
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(name).path)
      return total + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
    }
  }
}
