import Foundation
import PushCore
import Synchronization
import TestSupport
import Testing

@Suite("Personalized campaigns against the fake server", .serialized)
struct AudienceCampaignTests {
  private let message: JSONValue = [
    "notification": [
      "title": "Hi {{first_name|there}}", "body": "Your order {{order_id}} has shipped",
    ],
    "data": ["order": "{{order_id}}", "link": "shop://orders/{{order_id}}"],
  ]

  private func audience(_ server: FakeFCMServer, rows: Int) throws -> AudienceSource {
    var text = "token,first_name,order_id\r\n"
    for i in 0..<rows {
      let name = i % 7 == 0 ? "" : (i % 11 == 0 ? "\"Zoë, \"\"Z\"\"\"" : "Name\(i) 🌸")
      text += String(format: "tok-%05d,", i) + name + ",A\(i)\r\n"
    }
    let url = server.directory.appendingPathComponent("audience.csv")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return AudienceSource(url: url, displayName: "audience.csv")
  }

  private func expectedName(_ i: Int) -> String {
    i % 7 == 0 ? "there" : (i % 11 == 0 ? "Zoë, \"Z\"" : "Name\(i) 🌸")
  }

  private func expectedBody(_ i: Int, collapse: String) -> String {
    let filled: JSONValue = [
      "notification": [
        "title": .string("Hi \(expectedName(i))"), "body": .string("Your order A\(i) has shipped"),
      ],
      "data": ["order": .string("A\(i)"), "link": .string("shop://orders/A\(i)")],
    ]
    return PushCoreTests.expectedBody(
      CollapseIdentity.applied(to: filled, value: collapse), .token(String(format: "tok-%05d", i)))
  }

  @Test func tenThousandRowsEachReceiveExactlyTheirOwnMessage() async throws {
    let server = try FakeFCMServer()
    let source = try audience(server, rows: 10_000)
    let report = server.directory.appendingPathComponent("report.csv").path
    let campaign = Campaign(
      message: message, audience: .audience(source), concurrency: 32, project: server.project,
      journalPath: server.directory.appendingPathComponent("a.journal").path, reportPath: report)
    let summary = try await CampaignRunner(sender: try makeSender(server, connections: 32)).run(
      campaign)
    let id = try #require(
      try CampaignJournal.recover(path: campaign.journalPath ?? "").header?.campaignID)
    let collapse = CollapseIdentity.value(campaignID: id)
    #expect(summary.sent == 10_000)
    #expect(summary.isCleanSuccess)
    let requests = try await server.requests()
    #expect(requests.count == 10_000)
    var byToken: [String: [String]] = [:]
    for r in requests { byToken[r.token ?? "", default: []].append(r.body) }
    #expect(byToken.count == 10_000)
    var mismatches = 0
    for i in 0..<10_000 {
      let bodies = byToken[String(format: "tok-%05d", i)] ?? []
      if bodies != [expectedBody(i, collapse: collapse)] { mismatches += 1 }
    }
    #expect(mismatches == 0, "every recipient got exactly its own substituted body, once")
    let lines = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 10_001)
    #expect(lines.first == "row,token,outcome,result,attempts")
    #expect(lines.contains { $0.hasPrefix("8,tok-00007,sent,") }, "the report carries the row")
  }

  @Test func killedThenResumedSendsNobodyTwice() async throws {
    let server = try FakeFCMServer()
    try await server.configure(#"{"delay": 0.02}"#)
    let source = try audience(server, rows: 400)
    let journal = server.directory.appendingPathComponent("k.journal").path
    let campaign = Campaign(
      message: message, audience: .audience(source), concurrency: 8, project: server.project,
      journalPath: journal)
    let (first, second) = try await cancelThenResume(campaign, on: server, stopAfter: 60)
    #expect(first.stopped)
    let id = try #require(try CampaignJournal.recover(path: journal).header?.campaignID)
    let collapse = CollapseIdentity.value(campaignID: id)
    #expect(second.alreadyDone >= 60)
    #expect(second.unconfirmed <= 8)
    let requests = try await server.requests().filter { $0.status == 200 }
    var counts: [String: Int] = [:]
    for r in requests { counts[r.token ?? "", default: 0] += 1 }
    #expect(counts.values.allSatisfy { $0 == 1 }, "nobody got the message twice")
    #expect(counts.count >= 400 - second.unconfirmed)
    for r in requests.prefix(50) {
      let i = Int(r.token?.dropFirst(4) ?? "") ?? -1
      #expect(r.body == expectedBody(i, collapse: collapse))
    }
  }

  @Test func rowsThatBreakARuleAreSkippedAndReportedWithTheirRow() async throws {
    let server = try FakeFCMServer()
    let url = server.directory.appendingPathComponent("a.csv")
    try
      "token,first_name,order_id\ntok-1,Ana,A1\ntok-2,Bo,\(String(repeating: "x", count: 4200))\n,Cy,A3\n"
      .write(to: url, atomically: true, encoding: .utf8)
    let issues = Mutex<[TokenIssue]>([])
    let summary = try await CampaignRunner(sender: try makeSender(server)).run(
      Campaign(
        message: message, audience: .audience(AudienceSource(url: url, displayName: "a.csv")),
        project: server.project)
    ) { event in
      if case .issue(let issue) = event { issues.withLock { $0.append(issue) } }
    }
    #expect(summary.sent == 1)
    let seen = issues.withLock { $0 }
    #expect(seen.map(\.row) == [2, 3])
    #expect(seen.first?.description.hasPrefix("a.csv:3 (row 2): not sent: error: message:") == true)
    #expect(try await server.deliveredCounts() == ["tok-1": 1])
  }

  @Test func strictStopsBeforeAnythingIsSent() async throws {
    let server = try FakeFCMServer()
    let url = server.directory.appendingPathComponent("a.csv")
    try "token,first_name,order_id\ntok-1,Ana,A1\n,Cy,A3\n".write(
      to: url, atomically: true, encoding: .utf8)
    let campaign = Campaign(
      message: message,
      audience: .audience(AudienceSource(url: url, displayName: "a.csv", strict: true)),
      project: server.project)
    await #expect(throws: SendError.self) {
      try await CampaignRunner(sender: try makeSender(server)).run(campaign)
    }
    #expect(try await server.requests().isEmpty)
  }
}
