import Foundation
import TestSupport
import Testing

/// `FCM_COMPOSE_TRACE`: the real binary writes when each part of its steps ran, on exit.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TraceEndToEndTests {
  /// A session on a new draft with the trace going to `trace` and stderr to `errors.txt`.
  private func session(tracingTo trace: String, in sandbox: Binary.Sandbox) throws -> TmuxSession {
    var environment = sandbox.environment
    environment["FCM_COMPOSE_TRACE"] = trace
    let errors = sandbox.file("errors.txt").path
    return try TmuxSession(
      command: Binary.command(sandbox.file("sale.json").path) + " 2>'\(errors)'", width: 100,
      height: 30, environment: environment)
  }

  @Test func aTypedKeysStepIsInTheFileWithEveryPartInOrder() async throws {
    let sandbox = try Binary.Sandbox()
    let trace = sandbox.file("steps.trace")
    let tmux = try session(tracingTo: trace.path, in: sandbox)
    defer { tmux.kill() }
    try await tmux.waitForText("Notification title")
    try tmux.sendLiteral("Q")
    try await tmux.waitForText(#""title": "Q""#)
    try tmux.sendKeys("C-s")
    try await tmux.waitForText("Saved sale.json")
    try tmux.sendKeys("C-q")
    try await tmux.waitUntil(description: "the composer exits") { _ in
      (try? tmux.exitStatus()) != nil
    }
    #expect(try tmux.exitStatus() == 0)
    let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
    let marks = lines.compactMap { line -> (Double, String)? in
      let fields = line.split(separator: " ")
      guard fields.count == 2, let seconds = Double(fields[0]) else { return nil }
      return (seconds, String(fields[1]))
    }
    #expect(marks.count == lines.count, "every line is `seconds point`")
    #expect(zip(marks, marks.dropFirst()).allSatisfy { $0.0 <= $1.0 }, "times never go back")
    // Each frame's step passes every point, in order: the first frame, the typed key, the save.
    let frame = [
      "step", "events", "handled", "render", "rendered", "diffed", "drawn", "flushed", "end",
    ]
    let names = marks.map(\.1)
    let frames = names.indices.filter { Array(names[$0...].prefix(frame.count)) == frame }
    #expect(frames.count >= 3)
  }

  @Test func aTraceThatCannotBeWrittenIsReportedAfterTheTerminalIsBack() async throws {
    let sandbox = try Binary.Sandbox()
    let missing = sandbox.file("no-such-folder/steps.trace").path
    let tmux = try session(tracingTo: missing, in: sandbox)
    defer { tmux.kill() }
    try await tmux.waitForText("Notification title")
    try tmux.sendKeys("C-q")
    try await tmux.waitUntil(description: "the composer exits") { _ in
      (try? tmux.exitStatus()) != nil
    }
    #expect(try tmux.exitStatus() == 0)
    #expect(try !tmux.isAlternateScreenOn())
    let errors = try String(contentsOf: sandbox.file("errors.txt"), encoding: .utf8)
    #expect(
      errors
        == "fcm-compose: FCM_COMPOSE_TRACE: \(missing): cannot save: No such file or directory\n")
  }
}
