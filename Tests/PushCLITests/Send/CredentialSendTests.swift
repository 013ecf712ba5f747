import Foundation
import PushCLI
import PushCore
import TestSupport
import Testing

/// `send --dry-run` and `doctor` with every credential type against the fake servers, with
/// no flags beyond the draft and a token where the environment says it all; no secret ever
/// reaches stdout, stderr or the history.
@Suite("send and doctor with each credential type", .serialized)
struct CredentialSendTests {
  static let secrets = [
    FakeFCMServer.userClientSecret, FakeFCMServer.userRefreshToken, FakeFCMServer.subjectToken,
    "PRIVATE KEY", "ya29.", "hunter2",
  ]

  private func environment(_ server: FakeFCMServer, _ extra: [String: String]) -> [String: String] {
    [
      "HOME": server.directory.path, "XDG_DATA_HOME": server.directory.path + "/data",
      "XDG_STATE_HOME": server.directory.path + "/state",
      "XDG_CONFIG_HOME": server.directory.path + "/config", "FCM_ENDPOINT": server.baseURL,
      "GCE_METADATA_IP": "127.0.0.1:9", "GCE_METADATA_TIMEOUT": "0.5",
    ].merging(extra) { $1 }
  }

  private func send(_ server: FakeFCMServer, _ args: [String], _ extra: [String: String] = [:])
    async throws -> (Int32, Output)
  {
    try #"{"name":"Creds","message":{"notification":{"title":"Hi"}}}"#.write(
      to: server.directory.appendingPathComponent("draft.json"), atomically: true, encoding: .utf8)
    let output = Output()
    let status = await SendCommand.run(
      arguments: ["draft.json"] + args,
      context: output.context(directory: server.directory, environment: environment(server, extra)),
      environment: .testing(retryPolicy: fastRetriesCLI))
    return (status, output)
  }

  private func doctor(_ server: FakeFCMServer, _ args: [String], _ extra: [String: String] = [:])
    async -> (Int32, Output)
  {
    let output = Output()
    let status = await DoctorCommand.run(
      args,
      context: output.context(directory: server.directory, environment: environment(server, extra)))
    return (status, output)
  }

  private func expectNoSecrets(_ server: FakeFCMServer, _ output: Output) {
    let history =
      (try? String(
        contentsOfFile: server.directory.path + "/data/fcm-compose/history.jsonl",
        encoding: .utf8)) ?? ""
    for (name, text) in [
      ("stdout", output.stdout), ("stderr", output.stderr), ("history", history),
    ] {
      for secret in Self.secrets {
        #expect(!text.contains(secret), "\(secret) in \(name):\n\(text)")
      }
    }
  }

  /// The setups: (name, extra arguments, extra environment).
  private func setups(_ server: FakeFCMServer) throws -> [(String, [String], [String: String])] {
    let gcloud = server.directory.appendingPathComponent(".config/gcloud")
    try FileManager.default.createDirectory(at: gcloud, withIntermediateDirectories: true)
    try server.authorizedUserJSON(quotaProject: "demo-project").write(
      to: gcloud.appendingPathComponent("application_default_credentials.json"), atomically: true,
      encoding: .utf8)
    let subject = try server.writeFile("subject.jwt", FakeFCMServer.subjectToken)
    let impersonated = try server.writeFile(
      "imp.json",
      server.impersonatedJSON(source: server.authorizedUserJSON(), quotaProject: "demo-project"))
    let external = try server.writeFile(
      "wif.json",
      server.externalAccountJSON(subjectFile: subject, impersonate: FakeFCMServer.targetAccount))
    let noGcloud = ["HOME": server.directory.path + "/elsewhere"]
    return [
      ("service_account", ["--credentials", server.serviceAccountPath], [:]),
      ("gcloud ADC file, no flags", [], [:]),
      ("impersonated", [], ["GOOGLE_APPLICATION_CREDENTIALS": impersonated]),
      (
        "external_account", ["--project", "demo-project"],
        ["GOOGLE_APPLICATION_CREDENTIALS": external]
      ),
      ("metadata server, no flags", [], server.metadataEnvironment.merging(noGcloud) { $1 }),
    ]
  }

  @Test func everyCredentialTypeSendsADryRunAndPassesTheDoctor() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    for (name, args, env) in try setups(server) {
      let (status, output) = try await send(
        server, args + ["--dry-run", "--token", "tok-device-1"], env)
      #expect(status == 0, "\(name): \(output.stderr)")
      #expect(output.stdout.contains("valid  …vice-1"), "\(name): \(output.stdout)")
      expectNoSecrets(server, output)
      let (doctorStatus, report) = await doctor(server, args, env)
      #expect(doctorStatus == 0, "\(name):\n\(report.stdout)\(report.stderr)")
      #expect(report.stdout.contains("Credentials work"), "\(name):\n\(report.stdout)")
      expectNoSecrets(server, report)
    }
    let validateOnly = try await server.requests().map(\.validateOnly)
    #expect(!validateOnly.isEmpty && validateOnly.allSatisfy { $0 })
  }

  @Test func doctorExplainsEachFailureAndExitsOne() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let (none, missing) = await doctor(server, [], ["NO_GCE_CHECK": "true"])
    #expect(none == 1)
    #expect(missing.stdout.contains("✗ Credential"))
    #expect(missing.stdout.contains("→ gcloud auth application-default login"))
    let user = try server.writeFile("user.json", server.authorizedUserJSON())
    let (noQuota, quota) = await doctor(
      server, ["--credentials", user, "--project", "demo-project"])
    #expect(noQuota == 1)
    #expect(
      quota.stdout.contains("→ gcloud auth application-default set-quota-project demo-project"))
    let (fixed, _) = await doctor(
      server,
      ["--credentials", user, "--project", "demo-project", "--quota-project", "demo-project"])
    #expect(fixed == 0)
    let (untrusted, refusal) = await doctor(
      server, ["--credentials", server.serviceAccountPath, "--endpoint", "https://fcm.example.com"])
    #expect(untrusted == 1)
    #expect(refusal.stdout.contains("→ fcm-compose doctor --allow-endpoint fcm.example.com"))
    expectNoSecrets(server, quota)
  }

  @Test func sendRefusesAnUntrustedEndpointBeforeAnyToken() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let (status, output) = try await send(
      server,
      [
        "--credentials", server.serviceAccountPath, "--endpoint", "https://fcm.example.com",
        "--token", "t",
      ])
    #expect(status == 2)
    #expect(output.stderr.contains("pass --allow-endpoint fcm.example.com"))
    #expect(try await server.stats()["token_requests"] == 0)
  }

  @Test func aFailedAccessTokenCommandKeepsOnlyItsFirstWordInTheHistory() async throws {
    let server = try FakeFCMServer()
    defer { server.stop() }
    let config = server.directory.appendingPathComponent("config/fcm-compose/config.toml")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    try """
    [profiles.cmd]
    project = "demo-project"
    access_token_command = "sh -c 'exit 4' --password=hunter2"
    """.write(to: config, atomically: true, encoding: .utf8)
    let (status, output) = try await send(server, ["--profile", "cmd", "--token", "tok-device-1"])
    #expect(status == 1, "\(output.stderr)")
    let history = try String(
      contentsOfFile: server.directory.path + "/data/fcm-compose/history.jsonl", encoding: .utf8)
    #expect(history.contains("access_token_command `sh`"))
    expectNoSecrets(server, output)
  }
}
