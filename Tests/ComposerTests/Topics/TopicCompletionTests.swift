import Composer
import Config
import Foundation
import PushCore
import TestSupport
import Testing

/// The Target step's topic field completes names from the history log and from the test
/// devices' topics.
@Suite struct TopicCompletionTests {
  private static let device = "fcm-device-token-abcdefghijklmnop:0001"

  private static func harness(topic: String = "news") -> ComposerHarness {
    var draft = SendFixtures.topicDraft
    draft.setValue(.string(topic), at: "message.topic")
    draft.recipientTokens = [device]
    return SendFixtures.harness(draft: draft)
  }

  @Test func focusingTheTopicFieldLooksTopicsUpOncePerDevicesAndProfile() throws {
    var h = Self.harness()
    try h.focus("message.topic")
    let lookups = h.effects.filter { if case .lookUpTopics = $0 { true } else { false } }
    #expect(
      lookups == [.lookUpTopics(TopicLookup(tokens: [Self.device], profile: SendFixtures.staging))])
    try h.type("x")
    #expect(h.effects.filter { if case .lookUpTopics = $0 { true } else { false } }.count == 1)
  }

  @Test func typingNarrowsTheListAndTabTakesTheChosenName() throws {
    var h = Self.harness(topic: "b")
    try h.focus("message.topic")
    h.send(.topicsKnown(["beta", "beta-eu", "news", "promo"]))
    try h.type("e<down><tab>")
    #expect(h.value("message.topic") == "beta-eu")
    try h.type("<bs><bs><bs><bs><bs><esc>")
    #expect(h.value("message.topic") == "be", "Esc closes the list and keeps the text")
    try h.type("<tab>")
    #expect(h.value("message.topic") == "be", "once closed, Tab moves on instead of completing")
  }

  @Test func theLookupReadsHistoryAndTheDevicesTopicsFromTheFakeServer() async throws {
    let server = try FakeFCMServer()
    try await server.seedSubscriptions([Self.device: ["beta": "2026-01-02", "news": "2026-02-03"]])
    var summary = CampaignSummary(dryRun: false)
    summary.attempted = 1
    summary.sent = 1
    try SendHistory.append(
      path: server.directory.path + "/data/fcm-compose/history.jsonl", date: Date(),
      project: server.project, draft: "sale.json", audience: .topic("promo"), summary: summary)
    let profile = Profile(
      name: "fake", project: server.project, credentials: server.serviceAccountPath,
      endpoint: server.baseURL)
    let action = await TopicLookup.perform(
      TopicLookup(tokens: [Self.device, "unreg-device-abcdefghij"], profile: profile),
      environment: [
        "HOME": server.directory.path, "XDG_DATA_HOME": server.directory.path + "/data",
        "NO_GCE_CHECK": "true", "FCM_IID_ENDPOINT": server.baseURL,
      ])
    #expect(action == .topicsKnown(["beta", "news", "promo"]))
  }
}
