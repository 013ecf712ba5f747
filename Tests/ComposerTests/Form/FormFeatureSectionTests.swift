import Composer
import PushCore
import Testing

/// The form gets android_v2 and Live Activities from the schema: an Android v2 section in the
/// Android tab, and one Live Activity section in the Apple tab gathering the token and the
/// ActivityKit `aps` keys.
@Suite struct FormFeatureSectionTests {
  private func section(_ title: String, in tab: FormTab) -> [String] {
    let items = FormModel.items(for: tab, draft: Draft(message: ["token": "t"]))
    var ids: [String] = []
    var inside = false
    for item in items {
      switch item {
      case .section(let name, _):
        if inside { return ids }
        inside = name == title
      case .field(let field):
        if inside { ids.append(field.id) }
      }
    }
    return ids
  }

  @Test func appleTabHasOneLiveActivitySection() {
    let ids = section("Live Activity", in: .apns)
    let aps = "message.apns.payload.aps."
    #expect(
      ids == [
        aps + "timestamp", aps + "event", aps + "content-state", aps + "stale-date",
        aps + "dismissal-date", aps + "attributes-type", aps + "attributes",
        aps + "input-push-token", "message.apns.live_activity_token",
      ])
  }

  @Test func androidTabHasTheV2Config() {
    let items = FormModel.items(for: .android, draft: Draft(message: ["token": "t"]))
    let ids = items.compactMap { item -> String? in
      if case .field(let field) = item { return field.id }
      return nil
    }
    let v2 = "message.android_v2."
    for id in [
      v2 + "ttl", v2 + "remote_notification.mutable_content",
      v2 + "remote_notification.use_as_v1_data_message",
      v2 + "remote_notification.notification.title",
      v2 + "remote_notification.notification.light_settings.color", v2 + "direct_boot_ok",
    ] {
      #expect(ids.contains(id), "\(id)")
    }
    #expect(!ids.contains(v2 + "priority"))
    #expect(!ids.contains(v2 + "remote_notification.notification.proxy"))
  }
}
