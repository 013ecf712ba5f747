import Foundation
import PushCore
import TestSupport
import Testing

/// The shell's screen after the composer or the workspace gave the terminal back: started at
/// 80×24 from a shell, grown to 120×34, then quit, terminated or crashed, the primary screen
/// reads exactly as before, plus the shell's next line. (tmux swaps the shell's screen back in
/// by shrinking the alternate screen to the size it was entered at and growing it again with
/// reflow; interface rows wider than 80 columns came back above the shell's lines.)
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TerminalRestoreEndToEndTests {
  enum Ending: String, CaseIterable, Sendable {
    case quit, sigterm, crash
  }

  enum Screen: String, CaseIterable, Sendable {
    case composer, workspace
  }

  static let terminals = ["xterm-256color", "screen-256color"]

  @Test(arguments: terminals, Ending.allCases)
  func theComposerLeavesTheShellScreenAsItWas(term: String, ending: Ending) async throws {
    try await check(term: term, ending: ending, screen: .composer)
  }

  @Test(arguments: terminals)
  func theWorkspaceLeavesTheShellScreenAsItWas(term: String) async throws {
    try await check(term: term, ending: .quit, screen: .workspace)
  }

  private func check(term: String, ending: Ending, screen: Screen) async throws {
    let sandbox = try Binary.Sandbox()
    let folder = sandbox.file("drafts")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let draft = folder.appendingPathComponent("news.json")
    try DraftFile.save(
      Draft(message: ["topic": "news", "notification": ["title": "Hello"]]), to: draft)
    let pidFile = sandbox.file("composer.pid")
    var environment = sandbox.environment
    environment["TERM"] = term
    // A shell-like pane: lines of output, a prompt waiting for Enter, then the program in the
    // foreground (its pid written first), then its exit status and a wait, so the pane stays.
    // The shell's own report of a crash goes to its stderr, which is not the screen's.
    let target = screen == .composer ? draft.path : folder.path
    let script = [
      "exec 2>/dev/null", "ulimit -c 0", "for i in 1 2 3 4 5 6; do echo \"shell line $i\"; done",
      "printf 'ready> '", "read _",
      "sh -c 'echo $$ > \"$0\"; exec \"$@\"' '\(pidFile.path)' '\(Binary.path)' '\(target)'",
      "echo \"exit $?\"", "read _",
    ].joined(separator: "; ")
    let tmux = try TmuxSession(
      command: script, width: 80, height: 24, environment: environment)
    defer { tmux.kill() }
    let before = try await tmux.waitForText("ready>")
    try tmux.sendKeys("Enter")
    try await tmux.waitForText(screen == .composer ? "Notification title" : "1 file")
    try tmux.resize(width: 120, height: 34)
    try await tmux.waitUntil(description: "a 120-column frame") { screen in
      screen.split(separator: "\n").contains { $0.count > 100 }
    }
    switch ending {
    case .quit:
      try tmux.sendKeys(screen == .composer ? "C-q" : "q")
    case .sigterm, .crash:
      let text = try String(contentsOf: pidFile, encoding: .utf8)
      let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
      kill(pid, ending == .sigterm ? SIGTERM : SIGSEGV)
    }
    let after = try await tmux.waitForText("exit ")
    let expectedStatus =
      switch ending {
      case .quit: "exit 0"
      case .sigterm: "exit 143"
      case .crash: "exit 139"
      }
    #expect(Self.lines(after) == Self.lines(before) + [expectedStatus])
    #expect(try !tmux.isAlternateScreenOn())
  }

  /// The screen's lines without trailing blanks, and without the blank rows below the last.
  static func lines(_ screen: String) -> [String] {
    var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
