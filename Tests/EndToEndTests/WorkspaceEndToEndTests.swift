import Foundation
import PushCore
import TestSupport
import Testing

/// The real binary on a folder of drafts that changes while the workspace is open.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct WorkspaceEndToEndTests {
  static func draft(_ name: String, title: String) -> String {
    #"{"name": "\#(name)", "message": {"topic": "news", "notification": {"title": "\#(title)"}}}"#
  }

  @Test func theListFollowsTheFolderAndKeepsTheSelection() async throws {
    let sandbox = try Binary.Sandbox()
    let folder = sandbox.file("drafts")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("promo"), withIntermediateDirectories: true)
    try Data(Self.draft("Alpha", title: "First").utf8).write(
      to: folder.appendingPathComponent("alpha.json"))
    try Data(Self.draft("Beta", title: "Second").utf8).write(
      to: folder.appendingPathComponent("promo/beta.json"))
    try Data("{\n  \"message\": {\n".utf8).write(to: folder.appendingPathComponent("broken.json"))
    let tmux = try TmuxSession(
      command: Binary.command(folder.path), width: 120, height: 40,
      environment: sandbox.environment)
    defer { tmux.kill() }
    try await tmux.waitForText("3 files")
    try await tmux.waitForText("✗2:15")
    // Select Beta (Alpha, Beta, broken.json by name).
    try tmux.sendKeys("j")
    try await tmux.waitForText(#""title": "Second""#)

    // A file appears: listed and checked without a key press; the selection stays on Beta.
    try Data(Self.draft("Aardvark", title: "New one").utf8).write(
      to: folder.appendingPathComponent("aardvark.json"))
    var screen = try await tmux.waitForText("4 files")
    screen = try await tmux.waitForText("Aardvark")
    #expect(screen.contains(#""title": "Second""#))

    // The selected file changes on disk: its row and preview follow.
    try Data(Self.draft("Beta", title: "Second, edited").utf8).write(
      to: folder.appendingPathComponent("promo/beta.json"))
    try await tmux.waitForText(#""title": "Second, edited""#)

    // A file disappears.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("broken.json"))
    screen = try await tmux.waitForText("3 files")
    #expect(!screen.contains("broken.json"))

    // Enter opens Beta in the composer; Esc comes back to the list; q quits.
    try tmux.sendKeys("Enter")
    try await tmux.waitForText("Notification title")
    try tmux.sendKeys("Escape")
    screen = try await tmux.waitForText("Drafts · ")
    #expect(screen.contains(#""title": "Second, edited""#))
    try tmux.sendKeys("q")
    try await tmux.waitUntil(description: "exit") { _ in (try? tmux.exitStatus()) != nil }
    #expect(try tmux.exitStatus() == 0)
  }

  @Test func plainFcmComposeInAFolderOfDraftsOpensTheWorkspace() async throws {
    let sandbox = try Binary.Sandbox()
    try Data(Self.draft("Only", title: "One").utf8).write(to: sandbox.file("only.json"))
    let tmux = try TmuxSession(
      command: "cd '\(sandbox.root.path)' && " + Binary.command(), width: 100, height: 30,
      environment: sandbox.environment)
    defer { tmux.kill() }
    try await tmux.waitForText("1 file")
    try await tmux.waitForText("Only")
  }
}
