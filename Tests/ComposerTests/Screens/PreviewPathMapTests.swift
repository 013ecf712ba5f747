import Composer
import PushCore
import Testing

/// Request paths map onto what each platform receives (PlatformRenderer's shapes).
@Suite struct PreviewPathMapTests {
  let message = SampleDraft.draft.message

  private func paths(_ path: JSONPath, _ tab: PreviewTab) -> [String] {
    PreviewPathMap.paths(for: path, in: tab, message: message).map(\.description)
  }

  @Test func requestTabKeepsThePath() {
    #expect(paths("message.android.ttl", .request) == ["message.android.ttl"])
  }

  @Test func androidPaths() {
    #expect(paths("message.notification.title", .android) == ["notification.title"])
    #expect(paths("message.android.notification.color", .android) == ["notification.color"])
    #expect(paths("message.android.ttl", .android) == ["ttl"])
    #expect(paths("message.data", .android) == ["data"])
    #expect(paths("message.android.data.k", .android) == ["data.k"])
    #expect(paths("message.apns.headers", .android) == [])
  }

  @Test func applePaths() {
    #expect(paths("message.notification.title", .apns) == ["payload.aps.alert.title"])
    #expect(paths("message.notification.image", .apns) == ["payload.fcm_options.image"])
    #expect(paths("message.apns.fcm_options.image", .apns) == ["payload.fcm_options.image"])
    #expect(paths("message.apns.payload.aps.badge", .apns) == ["payload.aps.badge"])
    #expect(paths("message.apns.headers.apns-priority", .apns) == ["headers.apns-priority"])
    #expect(paths("message.data", .apns) == ["payload.campaign", "payload.deep_link"])
    #expect(paths("message.android.ttl", .apns) == [])
  }

  @Test func webPaths() {
    #expect(paths("message.notification.body", .webpush) == ["notification.body"])
    #expect(paths("message.webpush.notification.icon", .webpush) == ["notification.icon"])
    #expect(paths("message.webpush.headers.Urgency", .webpush) == ["headers.Urgency"])
    #expect(paths("message.webpush.data", .webpush) == ["data"])
    #expect(paths("message.webpush.fcm_options.link", .webpush) == ["fcmOptions.link"])
    #expect(
      paths("message.fcm_options.analytics_label", .webpush) == ["fcmOptions.analytics_label"])
  }

  @Test func draftMetadataHasNoPlatformPreview() {
    #expect(paths("name", .android) == [])
    #expect(paths("recipients.tokens", .webpush) == [])
  }
}
