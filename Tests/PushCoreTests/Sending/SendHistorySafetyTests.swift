import Foundation
import PushCore
import TestSupport
import Testing

/// What the server says reaches the send history only terminal-safe: the history screen and
/// `cat history.jsonl` can never be steered by a hostile error message.
@Suite struct SendHistorySafetyTests {
  @Test func serverTextIsStoredEscaped() throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-history")
    let path = scratch.appending("history.jsonl").path
    let hostile = "\u{1B}]52;c;ZWNobyBvd25lZA==\u{07}\u{202E}"
    let info = FCMErrorInfo(httpStatus: 404, code: "EVIL" + hostile, message: "bad" + hostile)
    var summary = CampaignSummary(dryRun: false)
    summary.rejectedByCode[info.code] = 1
    summary.messageNames = ["projects/p/messages/1" + hostile]
    summary.abortReason = .messageRejected(info)
    let result = DeliveryResult(target: .token("tok-123456"), outcome: .rejected(info), attempts: 1)
    try SendHistory.append(
      path: path, date: Date(timeIntervalSince1970: 1_800_000_000), project: "p", draft: "d",
      audience: .tokens(["tok-123456"], file: nil, fileDisplayName: nil), summary: summary,
      details: SendHistoryDetails(results: [result]))
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" })
    // JSON would store ESC as \u001b too; the history stores the visible escape itself.
    #expect(text.contains(#"EVIL\\u001b]52;c;ZWNobyBvd25lZA==\\u0007\\u202e"#), "\(text)")
  }
}
