import Foundation
import PushCore
import TestSupport
import Testing

/// History by campaign: a stopped run and its resume are one campaign row with the total
/// sent over both runs and the earlier run beneath it; a test send is marked as one; the
/// duplicate-send guard finds a finished campaign by its identity within the window only.
@Suite struct HistoryByCampaignTests {
  private static func line(
    _ time: String, campaign: String?, sent: Int, outcome: String, kind: String? = nil,
    identity: String? = nil
  ) -> String {
    var object: [String: Any] = [
      "time": time, "project": "p", "draft": "Sale", "target": "tokens file t.txt",
      "counts": ["sent": sent, "not_delivered": 0], "outcome": outcome, "dry_run": false,
    ]
    if let campaign { object["campaign"] = campaign }
    if let kind { object["kind"] = kind }
    if let identity { object["identity"] = identity }
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func runsOfOneCampaignAreOneRowWithTheirRunsBeneath() {
    let text = [
      Self.line("2026-12-08T01:00:00Z", campaign: "aa", sent: 18_425, outcome: "stopped"),
      Self.line("2026-12-08T01:05:00Z", campaign: "t1", sent: 3, outcome: "finished", kind: "test"),
      Self.line("2026-12-08T01:10:00Z", campaign: "aa", sent: 1_575, outcome: "finished"),
    ].joined(separator: "\n")
    let rows = SendHistoryLog.parse(text).byCampaign
    #expect(rows.count == 3)
    #expect(rows[0].campaignID == "aa" && rows[0].runCount == 2 && rows[0].totalSent == 20_000)
    #expect(!rows[0].isEarlierRun)
    #expect(rows[1].campaignID == "aa" && rows[1].isEarlierRun && rows[1].outcome == "stopped")
    #expect(rows[2].isTest && rows[2].runCount == 1)
  }

  @Test func aFinishedCampaignCountsOnlyWithinTheWindow() throws {
    let folder = try TemporaryDirectory(prefix: "history-window")
    let environment = ["XDG_DATA_HOME": folder.path, "XDG_STATE_HOME": folder.path + "/state"]
    let path = SendHistory.path(environment: environment)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let identity = CampaignIdentity(digest: String(repeating: "ab", count: 32))
    try Self.line(
      "2026-12-08T01:00:00Z", campaign: "aa", sent: 20, outcome: "finished",
      identity: identity.digest
    ).write(toFile: path, atomically: true, encoding: .utf8)
    let sent = try #require(ISO8601DateFormatter().date(from: "2026-12-08T01:00:00Z"))
    let check = DuplicateSendGuard(environment: environment)
    let within = check.check(identity, own: nil, now: sent.addingTimeInterval(3600))
    #expect(within == .finished(.init(date: sent, sent: 20, campaignID: "aa")))
    #expect(check.check(identity, own: nil, now: sent.addingTimeInterval(25 * 3600)) == nil)
    let other = CampaignIdentity(digest: String(repeating: "cd", count: 32))
    #expect(check.check(other, own: nil, now: sent) == nil)
    let off = DuplicateSendGuard(environment: environment, window: 0)
    #expect(off.check(identity, own: nil, now: sent) == nil)
  }
}
