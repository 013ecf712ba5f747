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
}
