import Foundation
import PushCore
import TestSupport
import Testing

/// `--resend-unconfirmed`: the tokens left unconfirmed by a hard-cancelled run are sent once
/// more, and every request of the campaign, first run and resend alike, carries the same
/// collapse identity on each platform, so the second copy replaces the first on the device.
@Suite("Resend unconfirmed", .serialized)
struct ResendUnconfirmedTests {
  @Test func resentMessagesCarryTheCampaignsCollapseIdentity() async throws {
    let server = try FakeFCMServer()
    try await server.configure(#"{"delay": 0.05}"#)
    let tokens = (0..<40).map { String(format: "resend-token-%03d", $0) }
    let journal = server.directory.appendingPathComponent("r.journal").path
    // A notification without any collapse field of its own.
    let message: JSONValue = ["notification": ["title": "Flash sale"]]
    let campaign = Campaign(
      message: message, audience: .tokens(tokens, file: nil, fileDisplayName: nil),
      concurrency: 8, project: server.project, journalPath: journal)
    let handle = CampaignRunner(sender: try makeSender(server)).start(campaign)
    for await event in handle.events {
      if case .result(_, let progress) = event, progress.done >= 10 { handle.cancel() }
    }
    let first = try await handle.summary
    #expect(first.unconfirmed > 0, "the hard cancel left requests in flight")
    try await Task.sleep(for: .milliseconds(300))  // let abandoned requests land

    var resumed = campaign
    resumed.resume = true
    resumed.resendUnconfirmed = true
    let second = try await CampaignRunner(sender: try makeSender(server)).run(resumed)
    #expect(second.resentUnconfirmed == first.unconfirmed)
    #expect(second.unconfirmed == 0)
    let identity = try #require(second.collapseIdentity)
    #expect(identity.hasPrefix("fcmc-"))

    let requests = try await server.requests()
    #expect(Set(requests.compactMap(\.token)) == Set(tokens))
    for request in requests {
      let body = try JSONParser.parse(request.raw)
      let sent = try #require(body[path: "message"])
      #expect(
        CollapseIdentity.values(in: sent) == [identity, identity, identity, identity],
        "\(request.raw)")
    }
  }

  @Test func theDraftsOwnCollapseFieldsAreKept() {
    let message: JSONValue = [
      "notification": ["title": "Hi"],
      "android": ["collapse_key": "sale", "notification": ["tag": "sale-tag"]],
      "webpush": ["headers": ["topic": "own"]],
    ]
    let applied = CollapseIdentity.applied(to: message, value: "fcmc-0123456789abcdef")
    #expect(
      CollapseIdentity.values(in: applied) == ["sale", "sale-tag", "fcmc-0123456789abcdef", "own"])
    // A data-only message gets no notification tag (that would make it show a notification).
    let data = CollapseIdentity.applied(to: ["data": ["k": "v"]], value: "fcmc-x")
    #expect(data[path: "android.notification"] == nil)
    #expect(data[path: "android.collapse_key"]?.stringValue == "fcmc-x")
  }
}
