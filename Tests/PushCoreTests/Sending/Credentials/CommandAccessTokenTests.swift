import Foundation
import PushCore
import TestSupport
import Testing

/// `access_token_command`: time limit, both output streams read together, only the first
/// word of the command in errors (they reach the history), output checked as a bearer token.
@Suite struct CommandAccessTokenTests {
  @Test func outputIsTrimmedAndCachedUntilInvalidated() async throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-token-command")
    let marker = scratch.appending("runs")
    let provider = CommandAccessToken(
      command: "echo run >> '\(marker.path)'; printf '  ya29.token\\n'", environment: [:])
    #expect(try await provider.accessToken() == "ya29.token")
    #expect(try await provider.accessToken() == "ya29.token")
    #expect(try String(contentsOf: marker, encoding: .utf8) == "run\n")
    #expect(await provider.invalidate("ya29.token"))
    _ = try await provider.accessToken()
    #expect(try String(contentsOf: marker, encoding: .utf8) == "run\nrun\n")
  }

  @Test func aFailureNamesOnlyTheFirstWord() async throws {
    let provider = CommandAccessToken(
      command: "sh -c 'echo not logged in >&2; exit 3' --password=hunter2", environment: [:])
    let error = await #expect(throws: SendError.self) { try await provider.accessToken() }
    #expect(
      error == .accessTokenCommandFailed(command: "sh", reason: "exit status 3: not logged in"))
    #expect(error?.description.contains("hunter2") == false)
  }

  @Test func moreThan64KiBOnStandardErrorDoesNotDeadlock() async throws {
    let provider = CommandAccessToken(
      command: "head -c 300000 /dev/zero | tr '\\0' x >&2; echo ya29.after-noise",
      environment: ["PATH": "/usr/bin:/bin"], timeout: 20)
    #expect(try await provider.accessToken() == "ya29.after-noise")
  }

  @Test func aHangingCommandIsKilledAtTheTimeout() async throws {
    let started = Date()
    let provider = CommandAccessToken(
      command: "sleep 30 & sleep 30; echo ya29.never", environment: ["PATH": "/usr/bin:/bin"],
      timeout: 0.5)
    let error = await #expect(throws: SendError.self) { try await provider.accessToken() }
    #expect(error == .credential(.commandTimedOut(program: "sleep", seconds: 0.5)))
    #expect(Date().timeIntervalSince(started) < 10)
  }

  @Test func outputThatIsNotABearerTokenIsRefused() async throws {
    let provider = CommandAccessToken(
      command: "echo 'WARNING: update available'; echo ya29.real", environment: [:])
    let error = await #expect(throws: SendError.self) { try await provider.accessToken() }
    guard case .credential(.malformedAccessToken(let source, let reason))? = error else {
      Issue.record("got \(String(describing: error))")
      return
    }
    #expect(source.contains("`echo …`"))
    #expect(reason.contains("white space"))
  }
}
