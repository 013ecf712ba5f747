import Foundation
import PushCLI
import PushCore
import TestSupport
import Testing

@Suite("validate / render / send with --audience")
struct AudienceCommandTests {
  static let files = [
    "order.json": #"""
    {"name": "Shipped", "recipients": {"audience": "customers.csv"},
     "message": {"notification": {"title": "Hi {{first_name|there}}",
                                  "body": "Your order {{order_id}} has shipped"},
                 "android": {"priority": "{{priority}}"}}}
    """#,
    "plain.json": #"{"message": {"notification": {"title": "Hi {{first_name}}"}}}"#,
    "customers.csv":
      "token,first_name,order_id,priority\r\ntok-1,Ana,A1,HIGH\r\ntok-2,,A2,NORMAL\r\n"
      + "tok-3,Bo,A3,urgent\r\n,Cy,A4,HIGH\r\ntok-5,Di,A5,loud\r\n",
  ]

  static func run(_ arguments: [String]) async throws -> CLIResult {
    let dir = try CLIHarness.directory(with: files)
    return await CLIHarness.run(arguments, in: dir)
  }

  @Test func validatePrintsASummaryByRuleWithExampleRows() async throws {
    let result = try await Self.run(["validate", "order.json"])
    #expect(result.status == 1)
    #expect(
      result.out.hasPrefix(
        "customers.csv: 5 rows: 2 OK, 0 with warnings, 2 with errors (not sent), 1 skipped: "
          + "not every row is sendable (2 with errors, 1 skipped)\n"))
    #expect(
      result.out.contains(
        "  error: message.android.priority: 2 rows (rows 3, 5), e.g. row 3: must be one of"))
    #expect(result.out.contains("  skipped: customers.csv:5:1 (row 4): no token"))
    #expect(result.out.contains("  largest payload: row "))
    #expect(!result.out.contains("no target"), "the audience is the target")
  }

  @Test func validateJSONCarriesTheSummary() async throws {
    let result = try await Self.run([
      "validate", "--json", "order.json", "--audience", "customers.csv",
    ])
    let parsed = try JSONParser.parse(result.out)
    let summary = try #require(parsed.arrayValue?.first?.objectValue)
    #expect(summary["rows_with_errors"] == 2)
    #expect(summary["rules"]?.arrayValue?.first?.objectValue?["example_rows"] == [3, 5])
  }

  @Test func renderPrintsOneRecipientsRequest() async throws {
    let result = try await Self.run(["render", "order.json", "--row", "2", "--compact"])
    #expect(result.status == 0, "\(result.err)")
    #expect(
      result.out
        == #"{"message":{"notification":{"title":"Hi there","body":"Your order A2 has shipped"},"android":{"priority":"NORMAL"},"token":"tok-2"}}"#
        + "\n")
    let byToken = try await Self.run(["render", "order.json", "--token", "tok-3", "--compact"])
    #expect(byToken.status == 1)
    #expect(byToken.out.contains(#""priority":"urgent""#))
    #expect(
      byToken.err.contains("order.json + customers.csv row 3: error: message.android.priority"))
  }

  @Test func renderOfAMissingRowSaysSo() async throws {
    let result = try await Self.run(["render", "order.json", "--row", "99"])
    #expect(result.status == 2)
    #expect(result.err.contains("customers.csv: there is no row 99"))
  }

  /// Issue 45: row 4 has no token, so the reader skips it: `render --row 4` says why (exit 1,
  /// as `validate --audience` fails on it) instead of "there is no row 4".
  @Test func renderOfASkippedRowSaysWhy() async throws {
    let result = try await Self.run(["render", "order.json", "--row", "4"])
    #expect(result.status == 1)
    #expect(result.out.isEmpty)
    #expect(result.err.contains("row 4 is skipped, not sent: customers.csv:5:1 (row 4): no token"))
    #expect(!result.err.contains("there is no row"))
  }

  /// Issue 45: every row sendable (warnings allowed) exits 0 and says so.
  @Test func validateOfAnAllSendableAudienceExits0AndSaysSo() async throws {
    let dir = try CLIHarness.directory(
      with: Self.files.merging(["good.csv": "token,first_name\ntok-1,Ana\ntok-2,\n"]) { $1 })
    let result = await CLIHarness.run(
      ["validate", "plain.json", "--audience", "good.csv"], in: dir)
    #expect(result.status == 0, "\(result.out)")
    #expect(result.out.contains("1 with warnings"))
    #expect(result.out.contains(": every row is sendable\n"), "\(result.out)")
    let json = await CLIHarness.run(
      ["validate", "--json", "plain.json", "--audience", "good.csv"], in: dir)
    #expect(json.out.contains(#""sendable": true"#), "\(json.out)")
  }

  @Test func sendRefusesPlaceholdersWithoutAnAudience() async throws {
    let result = try await Self.run([
      "send", "plain.json", "--token", "tok-1", "--access-token", "x",
    ])
    #expect(result.status == 2)
    #expect(
      result.err.contains("the message has placeholders ({{first_name}}); send it with --audience"))
  }
}

@Suite("send --audience against the fake server", .serialized)
struct AudienceSendCommandTests {
  @Test func sendsEachRowItsOwnMessageAndRecordsTheAudienceInHistory() async throws {
    let server = try FakeFCMServer()
    for (name, text) in AudienceCommandTests.files {
      try text.write(
        to: server.directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let output = Output()
    let env = [
      "HOME": server.directory.path, "XDG_DATA_HOME": server.directory.path + "/data",
      "XDG_STATE_HOME": server.directory.path + "/state",
    ]
    let status = await SendCommand.run(
      arguments: [
        "order.json", "--credentials", server.serviceAccountPath, "--endpoint", server.baseURL,
        "--report", "r.csv",
      ],
      context: output.context(directory: server.directory, environment: env),
      environment: .testing(retryPolicy: fastRetriesCLI))
    #expect(status == 1, "rows were skipped")
    #expect(output.stderr.contains("customers.csv:5:1 (row 4): no token"))
    let requests = try await server.requests()
    #expect(Set(requests.compactMap(\.token)) == ["tok-1", "tok-2"])
    let ana = try #require(requests.first { $0.token == "tok-1" })
    #expect(ana.body.contains(#""title":"Hi Ana""#))
    let report = try String(
      contentsOf: server.directory.appendingPathComponent("r.csv"), encoding: .utf8)
    #expect(report.contains("tok-2,sent"))
    let history = try String(
      contentsOfFile: server.directory.path + "/data/fcm-compose/history.jsonl", encoding: .utf8)
    #expect(history.contains(#""target":"audience customers.csv""#))
    #expect(history.contains(#""sha256":""#))
  }
}
