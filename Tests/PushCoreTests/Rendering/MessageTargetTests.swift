import Foundation
import PushCore
import Testing

/// A fixed clock: these tests do not depend on the time they run at.
private let testNow = Date(timeIntervalSince1970: 1_767_225_600)

@Suite struct MessageTargetTests {
  @Test func aNewTargetReplacesEveryOtherIncludingAnFID() throws {
    let message: JSONObject = ["fid": "installation-1", "notification": ["title": "Hi"]]
    let sent = MessageTemplate(message: .object(message), dryRun: false)
      .request(for: .token("device-1"))
    let body = try #require(sent[path: "message"]?.objectValue)
    #expect(body.keys == ["token", "notification"], "exactly one target, where the old one stood")
    #expect(body["token"] == "device-1")
  }

  @Test func aMessageWithoutATargetGetsItLast() {
    let placed = MessageTarget.placing("topic", "news", in: ["notification": ["title": "Hi"]])
    #expect(placed.keys == ["notification", "topic"])
  }

  @Test func theExportAndSendAgreeOnWhereTheTargetGoes() throws {
    var draft = Draft(message: ["condition": "'a' in topics", "data": ["k": "v"]])
    draft.recipientTokens = ["t1"]
    let export = Exporter.requestBody(draft, options: ExportOptions(token: "t2", now: testNow)).body
    let send = MessageTemplate(
      message: .object(RequestRenderer.message(draft, options: RenderOptions(now: testNow))),
      dryRun: false
    )
    .request(for: .token("t2"))
    #expect(export == send)
  }
}
