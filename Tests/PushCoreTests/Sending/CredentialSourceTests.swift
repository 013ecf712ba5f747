import Foundation
import PushCore
import Testing

/// Profiles' `access_token_command` and the order credentials are taken in.
@Suite struct CredentialSourceTests {
  private func resolve(_ source: CredentialSource, env: [String: String] = [:]) throws
    -> (any AccessTokenProvider, String)
  {
    try source.resolve(
      environment: env, url: { URL(fileURLWithPath: $0) },
      transport: CurlTransport(maxConnections: 1), clock: .live, timeout: 5)
  }

  @Test func accessTokenCommandOutputIsTrimmedAndCached() async throws {
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: marker) }
    let (provider, project) = try resolve(
      CredentialSource(
        accessTokenCommand: "echo run >> '\(marker.path)'; printf '  ya29.token\\n'",
        project: "p1"))
    #expect(project == "p1")
    #expect(try await provider.accessToken() == "ya29.token")
    #expect(try await provider.accessToken() == "ya29.token")
    #expect(try String(contentsOf: marker, encoding: .utf8) == "run\n")
    #expect(await provider.invalidate("ya29.token"))
    _ = try await provider.accessToken()
    #expect(try String(contentsOf: marker, encoding: .utf8) == "run\nrun\n")
  }

  @Test func aFailingCommandSaysSo() async throws {
    let (provider, _) = try resolve(
      CredentialSource(accessTokenCommand: "echo 'not logged in' >&2; exit 3", project: "p"))
    await #expect(
      throws: SendError.accessTokenCommandFailed(
        command: "echo 'not logged in' >&2; exit 3", reason: "exit status 3: not logged in")
    ) { try await provider.accessToken() }
  }

  @Test func explicitTokenWinsOverTheEnvironment() async throws {
    let (provider, project) = try resolve(
      CredentialSource(accessToken: "explicit"),
      env: ["FCM_ACCESS_TOKEN": "from-env", "GOOGLE_CLOUD_PROJECT": "env-project"])
    #expect(try await provider.accessToken() == "explicit")
    #expect(project == "env-project")
    #expect(throws: SendError.projectMissing) { try resolve(CredentialSource(accessToken: "t")) }
    #expect(throws: SendError.credentialsMissing) { try resolve(CredentialSource()) }
  }
}
