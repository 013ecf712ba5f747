import TestSupport
import Testing

@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TmuxSessionTests {
  @Test func harnessTypesCapturesResizesAndKills() async throws {
    let session = try TmuxSession(
      command: "printf 'READY %s\\n' \"$GREETING\"; exec cat", width: 40, height: 10,
      environment: ["GREETING": "héllo 中文"])
    defer { session.kill() }
    try await session.waitForText("READY héllo 中文")
    try session.sendLiteral("typed 😀")
    try session.sendKeys("Enter")
    let screen = try await session.waitUntil(description: "echo of the typed line") { screen in
      screen.components(separatedBy: "typed 😀").count == 3
    }
    #expect(screen.hasPrefix("READY"))
    #expect(try session.isAlternateScreenOn() == false)
    try session.resize(width: 50, height: 12)
    #expect(try session.display("#{window_width}x#{window_height}") == "50x12")
    try session.sendKeys("C-d")
    try await session.waitUntil(description: "cat exited") { _ in (try? session.exitStatus()) != nil
    }
    let fields = try session.display("#{pane_dead}|#{pane_dead_status}|#{pane_dead_signal}")
    #expect(try session.exitStatus() == 0, "pane dead|status|signal: \(fields)")
  }
}
