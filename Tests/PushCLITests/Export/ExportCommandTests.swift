import Foundation
import PushCore
import Testing

/// `fcm-compose export` as users drive it: usage errors, --output, exit statuses, endpoint.
@Suite struct ExportCommandTests {
  @Test func missingOrUnknownFormatIsAUsageError() async {
    let missing = await CLIHarness.run(["export", "-"], stdin: SampleDraft.text)
    #expect(missing.status == 2)
    #expect(missing.err.contains("--as is required: one of curl, node, python, go, apns"))
    let unknown = await CLIHarness.run(["export", "-", "--as", "ruby"], stdin: SampleDraft.text)
    #expect(unknown.status == 2)
    #expect(unknown.err.contains("unknown export format \"ruby\""))
  }

  @Test func outputIsWrittenAtomicallyAndPrivately() async throws {
    let dir = try CLIHarness.directory(with: ["d.json": SampleDraft.text])
    let result = await CLIHarness.run(
      ["export", "d.json", "--as", "python", "--output", "send.py"],
      environment: ExportPaths.environment, in: dir)
    #expect(result.status == 0)
    #expect(result.out.isEmpty)
    let url = dir.appending("send.py")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains("messaging.send(message)"))
    let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
  }

  @Test func invalidDraftIsStillExportedButExitsOne() async {
    let draft = #"{"message": {"topic": "news", "android": {"ttl": "9999999s"}}}"#
    let result = await CLIHarness.run(["export", "-", "--as", "curl"], stdin: draft)
    #expect(result.status == 1)
    #expect(result.out.contains("\"ttl\": \"9999999s\""))
    #expect(result.err.contains("<stdin>: error: message.android.ttl"))
  }

  @Test func endpointComesFromTheOptionOrFCMEndpoint() async {
    let env = ["FCM_ENDPOINT": "http://127.0.0.1:8089/"]
    let fromEnv = await CLIHarness.run(
      ["export", "-", "--as", "curl", "--project", "p1"], stdin: SampleDraft.text,
      environment: env)
    #expect(fromEnv.out.contains("\"http://127.0.0.1:8089/v1/projects/p1/messages:send\""))
    let option = await CLIHarness.run(
      ["export", "-", "--as", "curl", "--endpoint", "https://fcm.example.com"],
      stdin: SampleDraft.text, environment: env)
    #expect(option.out.contains("https://fcm.example.com/v1/projects/YOUR_PROJECT_ID/"))
    let plain = await CLIHarness.run(
      ["export", "-", "--as", "curl", "--endpoint", "http://fcm.example.com"],
      stdin: SampleDraft.text)
    #expect(plain.status == 2)
  }

  @Test func tokenReplacesTheDraftsTarget() async {
    let draft = #"{"message": {"topic": "news", "notification": {"title": "Hi"}}}"#
    let result = await CLIHarness.run(
      ["export", "-", "--as", "node", "--token", "device-1"], stdin: draft)
    #expect(result.out.contains("token: 'device-1',"))
    #expect(!result.out.contains("topic:"))
    #expect(result.err.contains("instead of the draft's topic \"news\""))
  }

  @Test func dryRunDraftsUseTheSDKsDryRun() async {
    let draft = #"{"validate_only": true, "message": {"topic": "news"}}"#
    let python = await CLIHarness.run(["export", "-", "--as", "python"], stdin: draft)
    #expect(python.out.contains("messaging.send(message, dry_run=True)"))
    let go = await CLIHarness.run(["export", "-", "--as", "go"], stdin: draft)
    #expect(go.out.contains("client.SendDryRun(ctx, message)"))
    let node = await CLIHarness.run(["export", "-", "--as", "node"], stdin: draft)
    #expect(node.out.contains("getMessaging().send(message, true)"))
  }
}
