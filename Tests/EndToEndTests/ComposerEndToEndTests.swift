import Foundation
import PushCore
import TestSupport
import Testing

/// The real binary in tmux: what a person at a terminal sees and gets.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct ComposerEndToEndTests {
  /// The built-in sample in a 100×30 tmux session, with the sandbox its files live in (keep
  /// both until the session is killed).
  private func sampleSession() throws -> (Binary.Sandbox, TmuxSession) {
    let sandbox = try Binary.Sandbox()
    let tmux = try TmuxSession(
      command: Binary.command("--example"), width: 100, height: 30, environment: sandbox.environment
    )
    return (sandbox, tmux)
  }

  @Test func typeUnicodeSaveQuitAndTheFileHoldsIt() async throws {
    let sandbox = try Binary.Sandbox()
    let draft = sandbox.file("sale.json")
    let tmux = try TmuxSession(
      command: Binary.command(draft.path), width: 120, height: 40, environment: sandbox.environment)
    defer { tmux.kill() }
    try await tmux.waitForText("Notification title")
    try tmux.sendLiteral("Sale 中文 😀 שלום")
    try tmux.sendKeys("Tab")
    try tmux.sendLiteral("Ends Sunday")
    let screen = try await tmux.waitForText(#""body": "Ends Sunday""#)
    #expect(screen.contains(#""title": "Sale 中文 😀 שלום""#))
    try tmux.sendKeys("C-s")
    try await tmux.waitForText("Saved sale.json")
    try tmux.sendKeys("C-q")
    try await waitForExit(tmux)
    #expect(try tmux.exitStatus() == 0)
    #expect(try !tmux.isAlternateScreenOn())
    let saved = try DraftFile.load(draft).draft
    #expect(saved.value(at: "message.notification.title") == "Sale 中文 😀 שלום")
    #expect(saved.value(at: "message.notification.body") == "Ends Sunday")
    let mode =
      try FileManager.default.attributesOfItem(atPath: draft.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(sandbox.recoveryCopies.isEmpty)
  }

  /// vt100's terminfo asks for delays (`$<5>` after a clear, `$<2>` after attributes): they
  /// are padding for hardware terminals, never text to draw. And it knows no End key: tmux's
  /// (`ESC [4~`) must still move to the end, not type `4~`.
  @Test func underAnotherTerminalsTermNoDelayIsDrawnAndEndIsEnd() async throws {
    let sandbox = try Binary.Sandbox()
    var environment = sandbox.environment
    environment["TERM"] = "vt100"
    let tmux = try TmuxSession(
      command: Binary.command("--example"), width: 100, height: 30, environment: environment)
    defer { tmux.kill() }
    try await tmux.waitForText("Notification title")
    try tmux.sendKeys("End")
    try tmux.sendLiteral("ZQX")
    let screen = try await tmux.waitForText("🌸ZQX")
    #expect(!screen.contains("$<"))
    #expect(!screen.contains("4~"))
  }

  /// Typed text is read straight from the terminal, everything else by ncurses: keys that
  /// arrive together, text and cursor keys mixed, still take effect in the order sent.
  @Test func textAndCursorKeysSentTogetherKeepTheirOrder() async throws {
    let (sandbox, tmux) = try sampleSession()
    defer { withExtendedLifetime(sandbox) { tmux.kill() } }
    try await tmux.waitForText("Notification title")
    try tmux.sendKeys("End", " ab", "Left", "Left", "X", "End", "!", "Home", "Right", "^")
    let screen = try await tmux.waitForText("🌸 Xab!")
    #expect(screen.contains(#""title": "S^pring"#))
  }

  /// More than one read's worth of text (64 bytes) at once arrives whole and in order.
  @Test func aLongRunOfTypedTextArrivesWhole() async throws {
    let sandbox = try Binary.Sandbox()
    let draft = sandbox.file("long.json")
    let tmux = try TmuxSession(
      command: Binary.command(draft.path), width: 120, height: 40, environment: sandbox.environment)
    defer { tmux.kill() }
    try await tmux.waitForText("Notification title")
    let long = (0..<30).map { "w\($0)" }.joined(separator: " ")
    try tmux.sendLiteral(long)
    try await tmux.waitForText("w29")
    try tmux.sendKeys("C-s")
    try await tmux.waitForText("Saved long.json")
    let saved = try DraftFile.load(draft).draft
    #expect(saved.value(at: "message.notification.title") == .string(long))
  }

  @Test func resizingBelowTheMinimumShowsTheNeedAndRecovers() async throws {
    let (sandbox, tmux) = try sampleSession()
    defer { withExtendedLifetime(sandbox) { tmux.kill() } }
    try await tmux.waitForText("Spring sale")
    try tmux.resize(width: 30, height: 8)
    try await tmux.waitForText("need 40×12, have 30×8")
    try tmux.resize(width: 100, height: 30)
    let screen = try await tmux.waitForText("Notification title")
    #expect(!screen.contains("too small"))
  }

  @Test func afterKillNineReopeningOffersTheRecoveryCopyAndEnterRestoresIt() async throws {
    let sandbox = try Binary.Sandbox()
    let draft = sandbox.file("crash.json")
    try DraftFile.save(Draft(message: ["notification": ["title": "Old"]]), to: draft)
    let first = try TmuxSession(
      command: Binary.command(draft.path), width: 100, height: 30, environment: sandbox.environment)
    try await first.waitForText(#""title": "Old""#)
    try first.sendKeys("End")
    try first.sendLiteral(" and new")
    try await first.waitForText(#""title": "Old and new""#)
    try await waitUntil("a recovery copy is written") { !sandbox.recoveryCopies.isEmpty }
    let pid = try #require(Int32(try first.display("#{pane_pid}")))
    kill(pid, SIGKILL)
    first.kill()
    #expect(try DraftFile.load(draft).draft.value(at: "message.notification.title") == "Old")

    let second = try TmuxSession(
      command: Binary.command(draft.path), width: 100, height: 30, environment: sandbox.environment)
    defer { second.kill() }
    try await second.waitForText("Restore")
    try second.sendKeys("Enter")
    try await second.waitForText(#""title": "Old and new""#)
  }

  @Test func sigtermRestoresTheTerminalAndKeepsUnsavedWork() async throws {
    let sandbox = try Binary.Sandbox()
    let tmux = try TmuxSession(
      command: Binary.command(sandbox.file("term.json").path), width: 100, height: 30,
      environment: sandbox.environment)
    defer { tmux.kill() }
    try await tmux.waitForText("Notification title")
    #expect(try tmux.isAlternateScreenOn())
    try tmux.sendLiteral("unsaved")
    try await tmux.waitForText(#""title": "unsaved""#)
    let pid = try #require(Int32(try tmux.display("#{pane_pid}")))
    kill(pid, SIGTERM)
    try await waitForExit(tmux)
    #expect(try !tmux.isAlternateScreenOn())
    #expect(try tmux.exitStatus() == 128 + SIGTERM)
    #expect(!sandbox.recoveryCopies.isEmpty)
  }

  @Test func ctrlEAtTheEndOfATextOpensItInVisualAndTakesTheEditBack() async throws {
    let sandbox = try Binary.Sandbox()
    let draft = sandbox.file("edit.json")
    try DraftFile.save(Draft(message: ["notification": ["title": "Old title"]]), to: draft)
    var environment = sandbox.environment
    environment["VISUAL"] = "sed -i s/Old/Edited/"  // a scripted editor: edits the file in place
    let tmux = try TmuxSession(
      command: Binary.command(draft.path), width: 100, height: 30, environment: environment)
    defer { tmux.kill() }
    try await tmux.waitForText(#""title": "Old title""#)
    try tmux.sendKeys("C-e")  // the cursor is already at the end: open $VISUAL
    try await tmux.waitForText(#""title": "Edited title""#)
    #expect(try tmux.isAlternateScreenOn())
    try tmux.sendKeys("C-z")
    try await tmux.waitForText(#""title": "Old title""#)
  }

  @Test(arguments: [SIGSEGV, SIGILL])
  func aCrashStillGivesTheTerminalBack(_ signal: Int32) async throws {
    let sandbox = try Binary.Sandbox()
    let tmux = try TmuxSession(
      command: Binary.command("--example"), width: 100, height: 30, environment: sandbox.environment
    )
    defer { tmux.kill() }
    try await tmux.waitForText("Notification title")
    #expect(try tmux.isAlternateScreenOn())
    let pid = try #require(Int32(try tmux.display("#{pane_pid}")))
    kill(pid, signal)  // a Swift trap dies of SIGILL (or SIGTRAP)
    try await waitUntil("the composer dies") { (try? tmux.display("#{pane_dead}")) == "1" }
    #expect(try !tmux.isAlternateScreenOn())
    #expect(try tmux.display("#{pane_dead_status}") != "0")
  }

  private func waitForExit(_ tmux: TmuxSession) async throws {
    try await waitUntil("the composer exits") { (try? tmux.exitStatus()) != nil }
  }

  private func waitUntil(_ what: String, timeout: Duration = .seconds(5), _ condition: () -> Bool)
    async throws
  {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
      if ContinuousClock.now >= deadline {
        throw TmuxSession.Failure.timeout(waitingFor: what, screen: "")
      }
      try await Task.sleep(for: .milliseconds(25))
    }
  }
}
