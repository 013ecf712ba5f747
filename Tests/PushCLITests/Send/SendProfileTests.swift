import Foundation
import PushCLI
import PushCore
import TestSupport
import Testing

/// `send --profile NAME` takes project, credentials and endpoint from the composer's
/// `config.toml`; a read-only profile allows only `--dry-run`.
@Suite("fcm-compose send --profile", .serialized)
struct SendProfileTests {
  private func run(_ server: FakeFCMServer, _ arguments: [String], config: String) async throws
    -> (Int32, Output)
  {
    let dir = server.directory
    try #"{"message":{"notification":{"title":"Hi"}}}"#.write(
      to: dir.appendingPathComponent("draft.json"), atomically: true, encoding: .utf8)
    let configFile = dir.appendingPathComponent("config/fcm-compose/config.toml")
    try FileManager.default.createDirectory(
      at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try config.write(to: configFile, atomically: true, encoding: .utf8)
    let output = Output()
    let env = [
      "HOME": dir.path, "XDG_CONFIG_HOME": dir.path + "/config",
      "XDG_DATA_HOME": dir.path + "/data", "XDG_STATE_HOME": dir.path + "/state",
    ]
    let status = await SendCommand.run(
      arguments: arguments, context: output.context(directory: dir, environment: env),
      environment: .testing(retryPolicy: fastRetriesCLI))
    return (status, output)
  }

  private func config(_ server: FakeFCMServer, readOnly: Bool = false) -> String {
    """
    [profiles.staging]
    project = "\(server.project)"
    credentials = "\(server.serviceAccountPath)"
    endpoint = "\(server.baseURL)"
    read_only = \(readOnly)
    """
  }

  @Test func sendsWithTheProfilesCredentialsAndEndpoint() async throws {
    let server = try FakeFCMServer()
    let (status, output) = try await run(
      server, ["draft.json", "--profile", "staging", "--token", "device-token-AAA111"],
      config: config(server))
    #expect(status == 0, "\(output.stderr)")
    #expect(try await server.deliveredCounts() == ["device-token-AAA111": 1])
  }

  @Test func readOnlyProfileAllowsOnlyDryRuns() async throws {
    let server = try FakeFCMServer()
    let args = ["draft.json", "--profile", "staging", "--token", "device-token-AAA111"]
    let (status, output) = try await run(server, args, config: config(server, readOnly: true))
    #expect(status == 2)
    #expect(output.stderr.contains("profile \"staging\" is read_only: only --dry-run"))
    #expect(try await server.requests().isEmpty)
    let (dry, _) = try await run(
      server, args + ["--dry-run"], config: config(server, readOnly: true))
    #expect(dry == 0)
    #expect(try await server.requests().map(\.validateOnly) == [true])
  }

  @Test func unknownProfileIsAUsageError() async throws {
    let server = try FakeFCMServer()
    let (status, output) = try await run(
      server, ["draft.json", "--profile", "prod", "--token", "device-token-AAA111"],
      config: config(server))
    #expect(status == 2)
    #expect(output.stderr.contains("no profile \"prod\""))
    #expect(output.stderr.contains("known: staging"))
  }
}
