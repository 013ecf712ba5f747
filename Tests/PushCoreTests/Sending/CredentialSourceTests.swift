import Foundation
import PushCore
import Testing

/// The first step of the lookup: fixed tokens and `access_token_command` before files.
@Suite struct CredentialSourceTests {
  private let quiet = ["NO_GCE_CHECK": "true"]

  private func resolve(_ source: CredentialSource, env: [String: String]) async throws
    -> ResolvedCredential
  {
    try await source.resolve(
      url: { URL(fileURLWithPath: $0) },
      context: CredentialContext(transport: CurlTransport(maxConnections: 1), environment: env))
  }

  @Test func explicitTokenWinsOverTheEnvironment() async throws {
    let resolved = try await resolve(
      CredentialSource(accessToken: "explicit"),
      env: ["FCM_ACCESS_TOKEN": "from-env", "GOOGLE_CLOUD_PROJECT": "env-project"])
    #expect(try await resolved.tokens.accessToken() == "explicit")
    #expect(resolved.project == .init("env-project", origin: "GOOGLE_CLOUD_PROJECT"))
    #expect(resolved.credential.origin == "--access-token")
    await #expect(throws: SendError.projectMissing) {
      try await resolve(CredentialSource(accessToken: "t"), env: quiet)
    }
  }

  @Test func aProfileCommandComesBeforeTheEnvironmentToken() async throws {
    let resolved = try await resolve(
      CredentialSource(
        accessTokenCommand: "echo ya29.from-command", project: "p",
        credentialsOrigin: "profile prod"),
      env: ["FCM_ACCESS_TOKEN": "from-env"])
    #expect(resolved.credential.kind == .accessTokenCommand)
    #expect(resolved.credential.origin == "access_token_command in profile prod")
    #expect(try await resolved.tokens.accessToken() == "ya29.from-command")
  }
}
