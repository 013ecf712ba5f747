import Foundation
import PushCore
import TestSupport
import Testing

/// The doctor's report: every step for each credential type, the first failure with the
/// command to run next, and no secret in any line.
@Suite("credential doctor", .serialized)
struct CredentialDoctorTests {
  private func report(
    _ server: FakeFCMServer, _ source: CredentialSource, _ extra: [String: String] = [:]
  ) async -> DoctorReport {
    let env = ADC.environment(server, extra)
    return await CredentialDoctor(
      source: source, endpoint: server.baseURL, context: ADC.context(env)
    )
    .run(url: { URL(fileURLWithPath: $0) })
  }

  static let secrets = [
    FakeFCMServer.userClientSecret, FakeFCMServer.userRefreshToken, FakeFCMServer.subjectToken,
    "PRIVATE KEY", "ya29.",
  ]

  private func expectNoSecret(_ report: DoctorReport) {
    let text = report.lines.joined(separator: "\n")
    for secret in Self.secrets { #expect(!text.contains(secret), "\(secret) in:\n\(text)") }
  }

  @Test func everyCredentialTypePassesEndToEnd() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let subject = try server.writeFile("subject.jwt", FakeFCMServer.subjectToken)
    let files = [
      server.serviceAccountPath,
      try server.writeFile("user.json", server.authorizedUserJSON(quotaProject: "demo-project")),
      try server.writeFile(
        "imp.json",
        server.impersonatedJSON(
          source: try server.serviceAccountJSON(), quotaProject: "demo-project")),
      try server.writeFile(
        "wif.json",
        server.externalAccountJSON(subjectFile: subject, impersonate: FakeFCMServer.targetAccount)),
    ]
    for file in files {
      let result = await report(
        server, CredentialSource(credentialsPath: file, project: "demo-project"))
      #expect(result.passed, "\(file):\n\(result.lines.joined(separator: "\n"))")
      #expect(result.steps.map(\.title).contains("Dry run"))
      expectNoSecret(result)
    }
    let metadata = await report(server, CredentialSource(), server.metadataEnvironment)
    #expect(metadata.passed, "\(metadata.lines.joined(separator: "\n"))")
    #expect(metadata.steps.first?.detail.contains("metadata server") == true)
    #expect(
      metadata.steps.contains { $0.detail.contains("demo-project (from the metadata server)") })
  }

  @Test func noCredentialStopsAtTheFirstStepWithTheLoginCommand() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let result = await report(server, CredentialSource())
    #expect(!result.passed)
    #expect(result.steps.count == 1)
    #expect(result.steps[0].status == .failed)
    #expect(result.steps[0].next == "gcloud auth application-default login")
  }

  @Test func missingQuotaProjectIsWarnedThenFailsTheDryRunWithTheFix() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let path = try server.writeFile("user.json", server.authorizedUserJSON())
    let result = await report(
      server, CredentialSource(credentialsPath: path, project: "demo-project"))
    #expect(!result.passed)
    #expect(result.steps.first { $0.title == "Quota project" }?.status == .warning)
    let last = try #require(result.steps.last)
    #expect(last.title == "Dry run" && last.status == .failed)
    #expect(last.next == "gcloud auth application-default set-quota-project demo-project")
    expectNoSecret(result)
  }

  @Test func insufficientScopeAndUntrustedEndpoint() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    try await server.configure(
      #"{"metadata_scopes": "https://www.googleapis.com/auth/devstorage.read_only"}"#)
    let scoped = await report(server, CredentialSource(), server.metadataEnvironment)
    #expect(
      scoped.steps.last?.next
        == "gcloud compute instances set-service-account VM --scopes=cloud-platform")
    let untrusted = await CredentialDoctor(
      source: CredentialSource(credentialsPath: server.serviceAccountPath),
      endpoint: "https://fcm.example.com", context: ADC.context(ADC.environment(server))
    ).run(url: { URL(fileURLWithPath: $0) })
    #expect(untrusted.steps.last?.title == "Endpoint")
    #expect(untrusted.steps.last?.next == "fcm-compose doctor --allow-endpoint fcm.example.com")
  }

  @Test func userCredentialsNameTheAccountAndFlagAMissingScope() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let path = try server.writeFile(
      "user.json", server.authorizedUserJSON(quotaProject: "demo-project"))
    let good = await report(server, CredentialSource(credentialsPath: path))
    #expect(good.passed)
    #expect(good.steps.first { $0.title == "Account" }?.detail == "dev@example.com")
    try await server.configure(#"{"user_scopes": "openid"}"#)
    let scoped = await report(server, CredentialSource(credentialsPath: path))
    let token = try #require(scoped.steps.first { $0.title == "Access token" })
    #expect(token.status == .warning)
    #expect(token.next == OAuthScope.userLoginCommand)
    #expect(scoped.steps.last?.status == .failed)
    #expect(!scoped.passed)
  }
}
