import Foundation
import PushCore
import Testing

/// The Python snippet really runs: the Firebase Admin Python SDK builds the message from the
/// generated code and posts it to a local capture server (Support/capture_send.py), and the body
/// it sends is the message `fcm-compose render` prints (modulo `SDKEncoding`'s documented
/// canonical-encoding differences, and the values the snippet says in a comment the SDK cannot
/// express). The curl export runs against the same server and must send render's bytes exactly.
@Suite(.serialized) struct ExportRunTests {
  /// Per draft: the JSON paths the Python SDK cannot express (the snippet comments on each).
  static let cases: [(file: String, inexpressible: [String])] = [
    ("sample.json", []),
    (
      "rich.json",
      [
        // AndroidNotification has no bypass_proxy_notification parameter (deprecated field).
        "message.android.notification.bypass_proxy_notification",
        // WebpushFCMOptions takes only `link`.
        "message.webpush.fcm_options.analytics_label",
      ]
    ),
  ]

  static let project = "demo-project"
  /// The endpoint the curl export is made with; the capture script swaps in its own port.
  static let placeholderHost = "127.0.0.1:9"

  @Test(
    .enabled(
      if: ExternalProcess.pythonHasFirebaseAdmin,
      "skipped: python3 cannot import firebase_admin (pip install firebase-admin; CI installs it)"),
    arguments: cases.map(\.file))
  func pythonAndCurlExportsSendTheRenderedMessage(_ file: String) async throws {
    let dir = try CLIHarness.directory(with: [
      "sample.json": SampleDraft.text,
      "rich.json": try String(
        contentsOf: ExportPaths.fixtures.appendingPathComponent("rich.json"), encoding: .utf8),
    ])
    let env = ExportPaths.environment
    let python = await CLIHarness.run(
      ["export", file, "--as", "python", "--project", Self.project], environment: env, in: dir)
    let curl = await CLIHarness.run(
      [
        "export", file, "--as", "curl", "--project", Self.project, "--endpoint",
        "http://\(Self.placeholderHost)",
      ], environment: env, in: dir)
    let render = await CLIHarness.run(["render", file], environment: env, in: dir)
    #expect(python.status == 0 && curl.status == 0 && render.status == 0)
    let pyURL = dir.appending("send.py")
    let shURL = dir.appending("send.sh")
    try Data(python.out.utf8).write(to: pyURL)
    try Data(curl.out.utf8).write(to: shURL)

    var arguments = ["python3", ExportPaths.captureScript.path, "--python", pyURL.path]
    if ExternalProcess.hasCurl {
      arguments += ["--curl", shURL.path, "--endpoint-host", Self.placeholderHost]
    }
    let run = try ExternalProcess.run(arguments)
    try #require(run.status == 0, Comment(rawValue: "capture run failed: \(run.err)"))
    let report = try JSONParser.parse(String(decoding: run.out, as: UTF8.self))
    let requests = try #require(report[path: "requests"]?.arrayValue)

    // What render prints, with the target the export fills in (the sample has a token list).
    var expected = try JSONParser.parse(render.out)
    if expected[path: "message.token"] == nil {
      let first = try #require(SampleDraft.draft.recipientTokens.first)
      var message = try #require(expected[path: "message"]?.objectValue)
      message["token"] = .string(first)  // a message without a target gets it last
      expected.setValue(.object(message), at: "message")
    } else {
      #expect(JSONWriter.string(expected) + "\n" == render.out)
    }

    let sdk = try #require(requests.first { $0[path: "client"]?.stringValue == "python" })
    #expect(sdk[path: "path"]?.stringValue == "/v1/projects/\(Self.project)/messages:send")
    #expect(sdk[path: "authorization"]?.stringValue == "Bearer test-token")
    let sdkBody = try JSONParser.parse(Self.body(of: sdk))
    var reference = expected
    let inexpressible = Self.cases.first { $0.file == file }?.inexpressible ?? []
    for path in inexpressible {
      reference.setValue(nil, at: try #require(JSONPath(parsing: path)))
      #expect(python.out.contains("# \(path) = "), "the snippet must say \(path) is not sent")
    }
    let same = SDKEncoding.canonical(sdkBody).isEquivalent(to: SDKEncoding.canonical(reference))
    #expect(
      same,
      "SDK sent:\n\(JSONWriter.string(sdkBody))\nrender:\n\(JSONWriter.string(reference))")

    if ExternalProcess.hasCurl {
      let sent = try #require(requests.first { $0[path: "client"]?.stringValue == "curl" })
      #expect(sent[path: "path"]?.stringValue == "/v1/projects/\(Self.project)/messages:send")
      #expect(sent[path: "authorization"]?.stringValue == "Bearer test-token")
      #expect(sent[path: "content_type"]?.stringValue == "application/json; charset=UTF-8")
      #expect(Self.body(of: sent) == JSONWriter.string(expected) + "\n")
    }
  }

  static func body(of request: JSONValue) -> String {
    let base64 = request[path: "body_base64"]?.stringValue ?? ""
    return String(decoding: Data(base64Encoded: base64) ?? Data(), as: UTF8.self)
  }
}
