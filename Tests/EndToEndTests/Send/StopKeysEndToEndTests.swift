import Foundation
import TestSupport
import Testing

/// Stopping a campaign from the keyboard in the real binary: Ctrl-C stops it as Esc does and
/// says so, and a second Ctrl-C abandons the requests in flight; two Escapes typed at once
/// (they reach the program in one read, whatever its escape delay) stop and abandon too. The
/// server answers 20 sends and holds the rest, so only abandoning ends the run.
@Suite("stop keys (tmux)", .serialized, .enabled(if: TmuxSession.isAvailable))
struct StopKeysEndToEndTests {
  private func runningCampaign() async throws -> ComposerUnderTest {
    let app = try ComposerUnderTest(draft: SendEndToEndTests.noRecipients)
    let tokens = (0..<300).map { "tok-device-\($0)-abcdefghij" }
    try (tokens.joined(separator: "\n") + "\n").write(
      toFile: app.path("tokens.txt"), atomically: true, encoding: .utf8)
    try await app.server.configure(#"{"hold_after": 20}"#)
    try await app.tmux.waitForText("e2e · demo-project")
    try app.tmux.sendKeys("F11")
    try await app.tmux.waitForText("tokens file")
    try app.tmux.sendLiteral(app.path("tokens.txt"))
    try app.tmux.sendKeys("Enter")
    try await app.tmux.waitForText("[ Cancel ]")
    try app.tmux.sendKeys("Tab")
    try app.tmux.sendKeys("Enter")
    try await app.tmux.waitUntil(description: "first 20 results", timeout: .seconds(20)) {
      $0.contains("sending…") && SendEndToEndTests.count("✓ ", "sent", in: $0) == 20
    }
    return app
  }

  @Test func ctrlCStopsTheCampaignAndASecondOneAbandonsTheRequestsInFlight() async throws {
    let app = try await runningCampaign()
    defer { app.stop() }
    try app.tmux.sendKeys("C-c")
    let stopping = try await app.tmux.waitForText(
      "Ctrl-C: stopping the campaign", timeout: .seconds(10))
    #expect(stopping.contains("stopping…"))
    try app.tmux.sendKeys("C-c")
    let stopped = try await app.tmux.waitForText("Resume point:", timeout: .seconds(20))
    #expect(stopped.contains("unconfirmed"), "\(stopped)")
    #expect(try await app.server.deliveredCounts().count == 20)
  }

  @Test func twoEscapesAtOnceStopAndAbandon() async throws {
    let app = try await runningCampaign()
    defer { app.stop() }
    try app.tmux.sendKeys("Escape", "Escape")
    let stopped = try await app.tmux.waitForText("Resume point:", timeout: .seconds(20))
    #expect(stopped.contains("unconfirmed"), "\(stopped)")
    #expect(try await app.server.deliveredCounts().count == 20)
  }
}
