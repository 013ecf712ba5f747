import Composer
import Config
import Foundation
import PushCore
import TermUI
import TestSupport
import Testing

/// The composer's runtime against the fake servers: a dry run (F9) through the reducer and
/// the real send path with each credential type, "Check credentials" from the palette, and
/// the report shown when no credential is found. No secret is ever on screen.
@MainActor
@Suite("composer credentials (runtime)", .serialized)
struct CredentialRuntimeTests {
  static let secrets = [
    FakeFCMServer.userClientSecret, FakeFCMServer.userRefreshToken, FakeFCMServer.subjectToken,
    "PRIVATE KEY", "ya29.",
  ]

  /// A running composer on the sample draft with `profile` active.
  @MainActor
  private final class Harness {
    let terminal = RecordingTerminal(size: Size(width: 120, height: 40))
    let runtime: ComposerRuntime
    var task: Task<RunOutcome, Never>?

    init(server: FakeFCMServer, profile: Profile, environment extra: [String: String]) {
      var state = ComposerState(draft: SampleDraft.draft, filePath: nil, saved: true, now: Date())
      state.profiles = ProfileConfig(defaultProfile: profile.name, profiles: [profile])
      state.profileName = profile.name
      state.projectID = profile.project
      let environment = [
        "HOME": server.directory.path + "/home", "XDG_DATA_HOME": server.directory.path + "/data",
        "XDG_STATE_HOME": server.directory.path + "/state", "GCE_METADATA_IP": "127.0.0.1:9",
        "GCE_METADATA_TIMEOUT": "0.5",
      ].merging(extra) { $1 }
      runtime = ComposerRuntime(
        state: state, terminal: terminal, environment: environment,
        themes: ThemeCatalog(environment: environment), profile: .mono,
        recovery: RecoveryStore(directory: server.directory.appendingPathComponent("recovery")),
        emojiWidth: .one)
    }

    func start() { task = Task { await runtime.run() } }

    /// Waits until `condition` holds for the state (at most 15 s).
    func wait(_ what: String, _ condition: (ComposerState) -> Bool) async throws {
      for _ in 0..<600 {
        if condition(runtime.state) { return }
        try await Task.sleep(for: .milliseconds(25))
      }
      Issue.record("timed out waiting for \(what); status: \(runtime.state.status?.text ?? "none")")
    }

    var screen: String {
      let buffer = terminal.memory.screen
      return (0..<buffer.size.height).map { y in
        (0..<buffer.size.width).map { buffer[$0, y].symbol }.joined()
      }.joined(separator: "\n")
    }

    func quit() async throws {
      try terminal.memory.type("<esc><esc><C-q>")
      _ = await task?.value
    }
  }

  private func credentialsReport(_ state: ComposerState) -> DoctorReport? {
    for popup in state.popups.reversed() {
      if case .credentials(let popup) = popup { return popup.report }
    }
    return nil
  }

  @Test func everyCredentialTypeDryRunsAndPassesTheCheck() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let gcloud = server.directory.appendingPathComponent("home/.config/gcloud")
    try FileManager.default.createDirectory(at: gcloud, withIntermediateDirectories: true)
    let subject = try server.writeFile("subject.jwt", FakeFCMServer.subjectToken)
    let cases: [(String, Profile, [String: String])] = [
      (
        "service_account",
        Profile(
          name: "sa", project: server.project, credentials: server.serviceAccountPath,
          endpoint: server.baseURL), [:]
      ),
      (
        "authorized_user",
        Profile(
          name: "user",
          credentials: try server.writeFile(
            "user.json", server.authorizedUserJSON(quotaProject: "demo-project")),
          endpoint: server.baseURL), [:]
      ),
      (
        "impersonated",
        Profile(
          name: "imp", project: server.project,
          credentials: try server.writeFile(
            "imp.json", server.impersonatedJSON(source: try server.serviceAccountJSON())),
          endpoint: server.baseURL), [:]
      ),
      (
        "external_account",
        Profile(
          name: "wif", project: server.project,
          credentials: try server.writeFile(
            "wif.json", server.externalAccountJSON(subjectFile: subject)),
          endpoint: server.baseURL), [:]
      ),
      (
        "metadata server", Profile(name: "vm", endpoint: server.baseURL),
        server.metadataEnvironment
      ),
    ]
    for (name, profile, env) in cases {
      let h = Harness(server: server, profile: profile, environment: env)
      h.start()
      try h.terminal.memory.type("<F9>")
      try await h.wait("\(name) dry run") {
        $0.status?.text.contains("FCM accepted the message (dry run") == true
      }
      try h.terminal.memory.type("<C-p>Check credentials<ret>")
      try await h.wait("\(name) check") { self.credentialsReport($0) != nil }
      let report = try #require(credentialsReport(h.runtime.state))
      #expect(report.passed, "\(name):\n\(report.lines.joined(separator: "\n"))")
      #expect(h.runtime.state.status?.text.hasPrefix("✓ Credentials work") == true)
      try await Task.sleep(for: .milliseconds(100))
      let screen = h.screen
      #expect(screen.contains("Check credentials · \(profile.name)"), "\(screen)")
      for secret in Self.secrets { #expect(!screen.contains(secret), "\(name): \(secret)") }
      try await h.quit()
    }
    let dryRuns = try await server.requests().map(\.validateOnly)
    #expect(dryRuns.count == 10 && dryRuns.allSatisfy { $0 })
  }

  @Test func noCredentialShowsTheReportInsteadOfFlags() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let h = Harness(
      server: server,
      profile: Profile(name: "empty", project: "demo-project", endpoint: server.baseURL),
      environment: ["NO_GCE_CHECK": "true"])
    h.start()
    try h.terminal.memory.type("<F9>")
    try await h.wait("the report") { self.credentialsReport($0) != nil }
    let report = try #require(credentialsReport(h.runtime.state))
    #expect(!report.passed)
    #expect(report.steps.first?.next == "gcloud auth application-default login")
    #expect(h.runtime.state.status?.text == "✗ Credentials: credential failed, see the report")
    try await Task.sleep(for: .milliseconds(100))
    #expect(h.screen.contains("→ gcloud auth application-default login"), "\(h.screen)")
    try await h.quit()
  }
}
