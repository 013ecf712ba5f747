import Foundation
import PushCLI
import PushCore
import TestSupport
import Testing

/// The Python export is real Admin SDK code: run with firebase-admin against the fake FCM
/// server (its own OAuth flow with the service account, JWT signature checked by the server),
/// it delivers the message `fcm-compose send` delivers, up to the SDK's own encodings.
@Suite(.serialized, .enabled(if: ExternalProcess.pythonHasFirebaseAdmin, "firebase-admin missing"))
struct PythonExportAgainstFakeFCMTests {
  @Test func pythonExportDeliversWhatSendDelivers() async throws {
    let server = try FakeFCMServer()
    try DraftFile.save(
      SampleDraft.draft, to: server.directory.appendingPathComponent("sample.json"))
    let environment = ["FCM_COMPOSE_NOW": "1800000000", "HOME": server.directory.path]
    let token = "device-token-python-123456"

    let sent = Output()
    let status = await SendCommand.run(
      arguments: [
        "sample.json", "--token", token, "--credentials", server.serviceAccountPath,
        "--endpoint", server.baseURL, "--no-history",
      ],
      context: sent.context(directory: server.directory, environment: environment),
      environment: .testing())
    #expect(status == 0, "\(sent.stderr)")
    let sendBody = try JSONParser.parse(try #require(try await server.requests().last?.raw))

    let exported = Output()
    _ = await CLI.run(
      command: "export", arguments: ["sample.json", "--as", "python", "--token", token],
      context: exported.context(directory: server.directory, environment: environment))
    let snippet = server.directory.appendingPathComponent("send.py")
    try exported.stdout.write(to: snippet, atomically: true, encoding: .utf8)
    // Only the FCM host is redirected; credentials come from GOOGLE_APPLICATION_CREDENTIALS.
    let wrapper = """
      import firebase_admin.messaging as m
      m._MessagingService.FCM_URL = "\(server.baseURL)/v1/projects/{0}/messages:send"
      exec(compile(open("\(snippet.path)").read(), "send.py", "exec"))
      """
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = ["python3", "-c", wrapper]
    python.environment = ProcessInfo.processInfo.environment.merging(
      ["GOOGLE_APPLICATION_CREDENTIALS": server.serviceAccountPath]) { $1 }
    python.standardOutput = FileHandle.nullDevice
    python.standardError = FileHandle.nullDevice
    try python.run()
    while python.isRunning { try await Task.sleep(for: .milliseconds(20)) }
    #expect(python.terminationStatus == 0)

    let requests = try await server.requests()
    #expect(requests.count == 2)
    let sdk = try #require(requests.last)
    #expect(sdk.status == 200, "the fake server rejected the SDK's request")
    #expect(sdk.token == token)
    let sdkBody = try JSONParser.parse(sdk.raw)
    #expect(
      SDKEncoding.canonical(sdkBody).isEquivalent(to: SDKEncoding.canonical(sendBody)),
      "SDK sent:\n\(sdk.raw)\nsend sent:\n\(JSONWriter.string(sendBody))")
  }
}
