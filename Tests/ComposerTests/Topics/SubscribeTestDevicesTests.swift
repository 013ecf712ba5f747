import Composer
import Config
import Foundation
import PushCore
import TestSupport
import Testing

/// The palette's "Subscribe test devices to the topic": what the reducer asks for, what it
/// refuses, and the subscription itself against the fake FCM server.
@Suite struct SubscribeTestDevicesTests {
  private static let devices = [
    "fcm-device-token-abcdefghijklmnop:0001", "unreg-device-abcdefghij",
  ]

  private static func draft(topic: String?) -> Draft {
    var draft = SampleDraft.draft
    draft.recipientTokens = devices
    if let topic { draft.setValue(.string(topic), at: "message.topic") }
    return draft
  }

  @Test func thePaletteCommandSubscribesTheTestDevicesToTheDraftsTopic() throws {
    var h = SendFixtures.harness(draft: Self.draft(topic: "/topics/beta"))
    h.send(.command(.subscribeTestDevices))
    #expect(
      h.effects.contains(
        .subscribeTopic(
          TopicSubscription(tokens: Self.devices, topic: "beta", profile: SendFixtures.staging))))
    #expect(h.state.status?.text.contains("Subscribing 2 test devices to topic beta") == true)
  }

  @Test func withoutATopicOrDevicesNothingIsAsked() throws {
    var h = SendFixtures.harness(draft: Self.draft(topic: nil))
    h.send(.command(.subscribeTestDevices))
    #expect(!h.effects.contains { if case .subscribeTopic = $0 { true } else { false } })
    #expect(h.state.status?.text.contains("No topic") == true)
    var readOnly = SendFixtures.harness(profile: "audit", draft: Self.draft(topic: "beta"))
    readOnly.send(.command(.subscribeTestDevices))
    #expect(readOnly.state.status?.text.contains("read_only") == true)
  }

  @Test func theSubscriptionReportsEachDeviceAgainstTheFakeServer() async throws {
    let server = try FakeFCMServer()
    let profile = Profile(
      name: "fake", project: server.project, credentials: server.serviceAccountPath,
      endpoint: server.baseURL)
    let action = await TopicSubscription.perform(
      TopicSubscription(tokens: Self.devices, topic: "beta", profile: profile),
      environment: ["HOME": server.directory.path, "NO_GCE_CHECK": "true"])
    #expect(
      action
        == .topicSubscribed(
          message: "Subscribed 1 of 2 test devices to topic beta (not done: UNREGISTERED 1)",
          complete: false))
    let subscribed = try await server.subscriptions()
    #expect(subscribed[Self.devices[0]]?["beta"] != nil)
  }
}
