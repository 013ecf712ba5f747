import Foundation
import Testing

@testable import PushCore

/// The per-message paths written as bytes (journal records, report fields) read exactly as
/// the formats say, and the transport's CA bundle comes from the environment in the order
/// `send --help` gives.
@Suite("Send wire path")
struct SendWirePathTests {
  @Test func journalRecordsKeepTheirFormat() {
    #expect(JournalRecord.dispatched(key: "tok", row: nil).line == "S\ttok\n")
    #expect(JournalRecord.dispatched(key: "tok", row: 1_000_007).line == "S\ttok\t1000007\n")
    let outcome = JournalRecord.outcome(
      key: "tok", kind: .rejected, detail: "BAD\ttab\u{1B}", attempts: 0, row: 10)
    #expect(outcome.line == "O\ttok\trejected\tBAD\\u0009tab\\u001b\t0\t10\n")
    let sent = JournalRecord.outcome(
      key: "tok", kind: .sent, detail: "projects/p/messages/0:1", attempts: 12, row: nil)
    #expect(sent.line == "O\ttok\tsent\tprojects/p/messages/0:1\t12\n")
    #expect(JournalRecord(line: sent.line.dropLast()) == sent)
    #expect(JournalRecord.complete.line == "C\n")
  }

  @Test func csvFieldsAreNeutralisedThenQuoted() {
    #expect(CampaignReport.csvField("plain") == "plain")
    #expect(CampaignReport.csvField("=SUM(A1)") == "'=SUM(A1)")
    #expect(CampaignReport.csvField("a,\"b\"") == "\"a,\"\"b\"\"\"")
    #expect(CampaignReport.csvField("@x\ny") == "\"'@x\ny\"")
    #expect(CampaignReport.csvField("") == "")
  }
}
