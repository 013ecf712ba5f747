import Foundation
import PushCore
import TestSupport
import Testing

/// The real binary in tmux: the Scheduling step in the console's order, with the preview
/// sentence, and the choice that turns it on.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct SchedulingEndToEndTests {
  @Test func theSchedulingStepSitsBetweenTargetAndAdditionalOptionsAndSaysWhen() async throws {
    let sandbox = try Binary.Sandbox()
    let draft = sandbox.file("morning.json")
    try #"""
    {"name": "Morning", "message": {"topic": "news", "notification": {"title": "Hi"}},
     "fcm_compose": {"schedule": {"send": "scheduled", "date": "2026-12-08", "time": "09:00",
                                  "time_zone": "Europe/Berlin"}}}
    """#.write(to: draft, atomically: true, encoding: .utf8)
    let tmux = try TmuxSession(
      command: Binary.command(draft.path), width: 200, height: 70,
      environment: sandbox.environment)
    defer { tmux.kill() }
    let screen = try await tmux.waitForText("Scheduled · Tue 8 Dec 09:00 Europe/Berlin")
    let order = ["2  Target", "3  Scheduling", "4  Additional options"].map {
      screen.range(of: $0)?.lowerBound
    }
    #expect(order.allSatisfy { $0 != nil }, "\(screen)")
    let found = order.compactMap { $0 }
    #expect(found == found.sorted(), "the console's order")
    #expect(screen.contains("= 08:00 UTC"))
    #expect(!screen.contains(#""fcm_compose""#), "the preview shows what is sent: no schedule")
  }

  @Test func theJobsScreenListsAQueuedJobAndPausesIt() async throws {
    let sandbox = try Binary.Sandbox()
    try #"{"name": "Digest", "message": {"topic": "news", "notification": {"title": "Hi"}}}"#
      .write(to: sandbox.file("digest.json"), atomically: true, encoding: .utf8)
    let queue = Process()
    queue.executableURL = URL(fileURLWithPath: Binary.path)
    queue.arguments = [
      "schedule", "digest.json", "--at", "2099-01-05 08:00", "--time-zone", "Europe/Berlin",
      "--every", "mon,wed", "--access-token", "ya29.x", "--project", "demo",
    ]
    queue.currentDirectoryURL = sandbox.root
    queue.environment = sandbox.environment
    queue.standardOutput = FileHandle.nullDevice
    queue.standardError = FileHandle.nullDevice
    try queue.run()
    queue.waitUntilExit()
    #expect(queue.terminationStatus == 0)
    let tmux = try TmuxSession(
      command: Binary.command(sandbox.file("digest.json").path), width: 140, height: 40,
      environment: sandbox.environment)
    defer { tmux.kill() }
    try await tmux.waitForText("Notification title")
    try tmux.sendKeys("C-p")
    try tmux.sendLiteral("Scheduled jobs")
    try tmux.sendKeys("Enter")
    let screen = try await tmux.waitForText("next 2099-01-05 07:00 UTC (Europe/Berlin)")
    #expect(screen.contains("Digest  active"), "\(screen)")
    #expect(screen.contains("0 waves sent"))
    try tmux.sendLiteral("p")
    try await tmux.waitForText("Digest  paused")
    let jobs = sandbox.root.appendingPathComponent("state/fcm-compose/jobs")
    let id = try #require(try FileManager.default.contentsOfDirectory(atPath: jobs.path).first)
    let state = try String(
      contentsOf: jobs.appendingPathComponent(id).appendingPathComponent("state"), encoding: .utf8)
    #expect(state == "paused\n")
  }
}
