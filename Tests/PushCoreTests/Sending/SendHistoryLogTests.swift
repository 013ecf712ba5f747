import Foundation
import PushCore
import TestSupport
import Testing

@Suite struct SendHistoryLogTests {
  private let scratch: TemporaryDirectory

  init() throws { scratch = try TemporaryDirectory(prefix: "fcm-history") }

  /// A history file's path in this test's folder (not created).
  func temporaryPath() -> String { scratch.appending("history.jsonl").path }

  @Test func appendWithDetailsReadsBackWithoutFullTokens() throws {
    let path = temporaryPath()
    var summary = CampaignSummary(dryRun: false)
    summary.attempted = 150
    summary.sent = 149
    summary.rejectedByCode = ["UNREGISTERED": 1]
    let token = "fKx1DbZ7QyOa3n0B9mVwQe:APA91bH-secret-abc123"
    let rejected = FCMErrorInfo(
      httpStatus: 404, code: "UNREGISTERED", message: "Requested entity was not found.")
    let results =
      [DeliveryResult(target: .token(token), outcome: .rejected(rejected), attempts: 1)]
      + (0..<120).map {
        DeliveryResult(
          target: .token("token-\($0)-xyz999"), outcome: .sent(messageName: "m\($0)"), attempts: 1)
      }
    let message: JSONValue = ["token": .string(token), "notification": ["title": "Hi"]]
    try SendHistory.append(
      path: path, date: Date(timeIntervalSince1970: 1_800_000_000), project: "shop",
      draft: "Sale", audience: .tokens([token], file: nil, fileDisplayName: nil),
      summary: summary,
      details: SendHistoryDetails(
        profile: "staging", message: message, results: results, totalResults: 150,
        reportPath: "/r/report.jsonl"))
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!text.contains(token))
    let log = try SendHistoryLog.read(path: path)
    #expect(log.unreadableLines == 0)
    let entry = try #require(log.entries.first)
    #expect(entry.profile == "staging")
    #expect(entry.request == ["message": ["notification": ["title": "Hi"]]])
    #expect(entry.results.count == SendHistoryDetails.maximumResults)
    #expect(entry.resultsOmitted == 50)
    #expect(
      entry.results.first
        == SendHistoryResult(
          target: "…abc123", outcome: "rejected", code: "UNREGISTERED",
          detail: DeliveryOutcome.rejected(rejected).explanation))
    #expect(entry.reportPath == "/r/report.jsonl")
    #expect(entry.failures == ["UNREGISTERED": 1])
    #expect(entry.sent == 149 && entry.notDelivered == 1)
  }

  @Test func oldLinesReadAndCorruptLinesAreCountedNotFatal() {
    let text = """
      {"time":"2027-01-10T09:30:00Z","project":"p","draft":null,"dry_run":false,"target":"topic t","counts":{"sent":1,"not_delivered":0,"unregistered":0},"failures":{},"message_names":[],"outcome":"finished"}
      {"time":"2027-01-11T09:30:00Z","proj
      [1, 2, 3]

      {"time":"2027-01-12T09:30:00Z","project":"q","target":"3 tokens","counts":{"sent":3}}
      not json
      """
    let log = SendHistoryLog.parse(text)
    #expect(log.unreadableLines == 3)
    #expect(log.entries.map(\.project) == ["q", "p"])
    #expect(log.entries.last?.request == nil)
    #expect(log.entries.last?.results.isEmpty == true)
    #expect(log.entries.first?.date == Date(timeIntervalSince1970: 1_799_746_200))
  }

  @Test func aMissingFileIsAnEmptyHistory() throws {
    let log = try SendHistoryLog.read(path: temporaryPath())
    #expect(log == SendHistoryLog())
  }
}
