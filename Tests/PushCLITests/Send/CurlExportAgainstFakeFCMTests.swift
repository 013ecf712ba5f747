import Foundation
import PushCLI
import PushCore
import TestSupport
import Testing

/// The curl export is a real, runnable request: run against the fake FCM server, it delivers
/// byte for byte the body `fcm-compose send` delivers for the same draft and token.
@Suite(.serialized, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/curl")))
struct CurlExportAgainstFakeFCMTests {
  @Test func curlExportDeliversTheSameBodyAsSend() async throws {
    let server = try FakeFCMServer()
    let draftURL = server.directory.appendingPathComponent("sample.json")
    try DraftFile.save(SampleDraft.draft, to: draftURL)
    let environment = [
      "FCM_COMPOSE_NOW": "1800000000", "HOME": server.directory.path,
      "XDG_DATA_HOME": server.directory.path + "/data",
      "XDG_STATE_HOME": server.directory.path + "/state",
    ]
    let token = "device-token-curl-123456"

    // 1. fcm-compose send, as CI would run it.
    let sent = Output()
    let status = await SendCommand.run(
      arguments: [
        "sample.json", "--token", token, "--credentials", server.serviceAccountPath,
        "--endpoint", server.baseURL,
      ],
      context: sent.context(directory: server.directory, environment: environment),
      environment: .testing())
    #expect(status == 0, "\(sent.stderr)")
    let sendBody = try #require(try await server.requests().last?.raw)

    // 2. The curl export for the same draft and token, run by bash with a real access token.
    let exported = Output()
    let exportStatus = await CLI.run(
      command: "export",
      arguments: [
        "sample.json", "--as", "curl", "--token", token, "--project", server.project,
        "--endpoint", server.baseURL,
      ],
      context: exported.context(directory: server.directory, environment: environment))
    #expect(exportStatus == 0, "\(exported.stderr)")
    let account = try ServiceAccount.load(
      contentsOf: URL(fileURLWithPath: server.serviceAccountPath), displayPath: "sa.json")
    let accessToken = try await ServiceAccountTokenProvider(
      account: account, displayPath: "sa.json", transport: CurlTransport(maxConnections: 1)
    ).accessToken()
    let script = server.directory.appendingPathComponent("send.sh")
    try exported.stdout.write(to: script, atomically: true, encoding: .utf8)
    let bash = Process()
    bash.executableURL = URL(fileURLWithPath: "/bin/bash")
    bash.arguments = [script.path]
    bash.environment = ["FCM_ACCESS_TOKEN": accessToken, "PATH": "/usr/bin:/bin"]
    bash.standardOutput = FileHandle.nullDevice
    try bash.run()
    while bash.isRunning { try await Task.sleep(for: .milliseconds(20)) }
    #expect(bash.terminationStatus == 0)

    let requests = try await server.requests()
    #expect(requests.count == 2)
    let curlRequest = try #require(requests.last)
    #expect(curlRequest.status == 200, "the fake server rejected the curl request")
    #expect(curlRequest.token == token)
    let curlBody = try JSONParser.parse(curlRequest.raw)
    #expect(
      curlBody == (try JSONParser.parse(sendBody)), "curl:\n\(curlRequest.raw)\nsend:\n\(sendBody)")
  }
}
