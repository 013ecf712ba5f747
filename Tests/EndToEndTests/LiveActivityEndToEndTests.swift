import Foundation
import TestSupport
import Testing

/// The Live Activity sample in the real binary: one key reaches its section, its times read as
/// dates beside the numbers, and the expanded device card keeps every line inside its border.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct LiveActivityEndToEndTests {
  @Test func altLJumpsToTheSectionAndTheExpandedCardKeepsItsLinesInside() async throws {
    let sandbox = try Binary.Sandbox()
    var environment = sandbox.environment
    environment["TZ"] = "UTC"
    let tmux = try TmuxSession(
      command: Binary.command("--example", "live-activity"), width: 160, height: 40,
      environment: environment)
    defer { tmux.kill() }
    try await tmux.waitForText("Notification title")
    try tmux.sendKeys("M-l")
    var screen = try await tmux.waitForText("Live Activity")
    // The Apple tab, the section in view, its first field focused; the preview on the device.
    try await tmux.waitForText("◉ APP · Live Activity")
    #expect(try tmux.capture().contains("Live Activity timestamp  1800259200"))
    // Off the field, its number reads with the local date and time beside it.
    try tmux.sendKeys("Tab")
    try await tmux.waitForText("1800259200  = 2027-01-18 08:00")
    try tmux.sendKeys("M-x")
    screen = try await tmux.waitForText("stale at 2027-01-18 09:00")
    // Counted from the right end (the form on the left may hold wide characters): the card's
    // right border is as far from the end in every row as its top corner is.
    let lines = screen.split(separator: "\n").map { Array($0) }
    let top = try #require(lines.firstIndex { String($0).contains("╭─ iOS") })
    let corner = try #require(lines[top].lastIndex(of: "╮"))
    let fromEnd = lines[top].count - corner
    let bottom = try #require(lines[(top + 1)...].firstIndex { String($0).contains("╯") })
    for y in (top + 1)..<bottom {
      let index = lines[y].count - fromEnd
      #expect(
        index >= 0 && index < lines[y].count && lines[y][index] == "│",
        "row \(y) leaves the card: \(String(lines[y]))")
    }
  }
}
