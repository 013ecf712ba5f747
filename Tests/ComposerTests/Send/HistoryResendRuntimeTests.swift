import Composer
import Config
import Foundation
import PushCore
import TermUI
import TestSupport
import Testing

/// The resend from History against the fake server: a campaign to a tokens file is stopped
/// part-way, its request is loaded from History as a new unsaved draft and sent to the same
/// file again. Resume (the default) finishes it without a second copy to anyone; only typing
/// `again` sends everyone a second copy, and then under the first campaign's collapse identity.
@MainActor
@Suite("composer: resend from History (runtime)", .serialized)
struct HistoryResendRuntimeTests {
  private static let tokens = (1...300).map { "history-resend-\($0)" }

  @MainActor
  private final class Harness {
    let terminal = RecordingTerminal(size: Size(width: 120, height: 40))
    let runtime: ComposerRuntime
    var task: Task<RunOutcome, Never>?

    init(server: FakeFCMServer) throws {
      let profile = Profile(
        name: "fake", project: server.project, credentials: server.serviceAccountPath,
        endpoint: server.baseURL)
      var draft = Draft(
        message: ["notification": ["title": "Spring sale", "body": "Half price today"]])
      draft.name = "Spring sale"
      let path = server.directory.appendingPathComponent("a.json").path
      try DraftFile.encode(draft).write(to: URL(fileURLWithPath: path))
      var state = ComposerState(draft: draft, filePath: path, saved: true, now: Date())
      state.profiles = ProfileConfig(defaultProfile: profile.name, profiles: [profile])
      state.profileName = profile.name
      state.projectID = profile.project
      let environment = [
        "HOME": server.directory.path + "/home", "XDG_DATA_HOME": server.directory.path + "/data",
        "XDG_STATE_HOME": server.directory.path + "/state", "GCE_METADATA_IP": "127.0.0.1:9",
      ]
      runtime = ComposerRuntime(
        state: state, terminal: terminal, environment: environment,
        themes: ThemeCatalog(environment: environment), profile: .mono,
        recovery: RecoveryStore(directory: server.directory.appendingPathComponent("recovery")),
        emojiWidth: .one)
    }

    func start() { task = Task { await runtime.run() } }

    func wait(_ what: String, _ condition: (ComposerState) -> Bool) async throws {
      for _ in 0..<800 {
        if condition(runtime.state) { return }
        try await Task.sleep(for: .milliseconds(25))
      }
      Issue.record("timed out waiting for \(what); status: \(runtime.state.status?.text ?? "none")")
      throw CancellationError()
    }

    var confirm: ConfirmSendState? {
      if case .confirmSend(let confirm)? = runtime.state.popups.last { return confirm }
      return nil
    }

    /// Quits, answering "Don't save" for the draft loaded from History.
    func quit() async throws {
      try terminal.memory.type("<esc><C-q>")
      try await wait("quit question") { !$0.popups.isEmpty || $0.isQuitting }
      if !runtime.state.isQuitting { try terminal.memory.type("<backtab><ret>") }
      _ = await task?.value
    }
  }

  /// Stops a campaign to tokens.txt after 120 answers, then loads it from History and asks
  /// for the same campaign again; returns at the confirmation.
  private func stoppedThenReloaded(_ server: FakeFCMServer) async throws -> Harness {
    try (Self.tokens.joined(separator: "\n") + "\n").write(
      to: server.directory.appendingPathComponent("tokens.txt"), atomically: true,
      encoding: .utf8)
    try await server.configure(#"{"hold_after": 120}"#)
    let h = try Harness(server: server)
    h.start()
    try h.terminal.memory.type("<C-g>")
    try await h.wait("tokens file prompt") { !$0.popups.isEmpty }
    try h.terminal.memory.type(server.directory.path + "/tokens.txt<ret>")
    try await h.wait("confirmation") { _ in h.confirm != nil }
    try h.terminal.memory.type("<tab><ret>")
    try await h.wait("120 answers") { ($0.send?.progress.done ?? 0) >= 120 }
    try h.terminal.memory.type("<esc>")
    try await h.wait("stopping") { $0.send?.phase == .stopping }
    try h.terminal.memory.type("<esc>")
    try await h.wait("stopped") { $0.send?.phase == .finished }
    try await server.configure(#"{"hold_after": null}"#)
    try h.terminal.memory.type("<esc><F6>")
    try await h.wait("history") { ($0.history?.entries.count ?? 0) >= 1 }
    try h.terminal.memory.type("<ret>l")
    try await h.wait("loaded from History") { $0.filePath == nil }
    try h.terminal.memory.type("<C-g>")
    try await h.wait("tokens file prompt again") { !$0.popups.isEmpty }
    try h.terminal.memory.type("<ret>")
    try await h.wait("second confirmation") { _ in h.confirm != nil }
    return h
  }

  @Test func resumeIsOfferedAndNobodyGetsASecondCopy() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let h = try await stoppedThenReloaded(server)
    let confirm = try #require(h.confirm)
    #expect(confirm.buttons.first == "Resume" && confirm.selected == 0)
    #expect(confirm.buttons.contains("Send to everyone again"))
    // Without the word typed, "Send to everyone again" sends nothing (it is the button
    // before Cancel, which is last).
    let again = try #require(confirm.buttons.firstIndex(of: "Send to everyone again"))
    #expect(again == confirm.buttons.count - 2)
    try h.terminal.memory.type("<backtab><backtab><ret>")
    try await h.wait("the refusal") { _ in h.confirm?.error != nil }
    #expect(h.confirm?.error?.contains("Type again") == true)
    try h.terminal.memory.type("<tab><tab><ret>")
    try await h.wait("resumed") { $0.send?.phase == .finished && $0.send?.plan.resumePoint != nil }
    let counts = try await server.deliveredCounts()
    #expect(counts.values.allSatisfy { $0 == 1 }, "\(counts.filter { $0.value > 1 })")
    #expect(counts.count >= Self.tokens.count - Campaign.defaultConcurrency)
    try await h.quit()
  }

  @Test func typingAgainSendsEveryoneACopyUnderTheSameCollapseIdentity() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let h = try await stoppedThenReloaded(server)
    try h.terminal.memory.type("<backtab><backtab>again<ret>")
    try await h.wait("sent again") { $0.send?.phase == .finished && $0.send?.plan.supersede != nil }
    let counts = try await server.deliveredCounts()
    #expect(counts.count == Self.tokens.count)
    #expect(counts.values.contains(2))
    var identities: Set<String> = []
    for request in try await server.requests() where request.status == 200 {
      let body = try JSONParser.parse(request.raw)
      identities.formUnion(CollapseIdentity.values(in: body.objectValue?["message"] ?? .null))
    }
    #expect(identities.count == 1, "\(identities)")
    try await h.quit()
  }
}
