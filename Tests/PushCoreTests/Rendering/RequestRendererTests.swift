import Foundation
import PushCore
import Testing

/// `RequestRenderer`: a valid request body renders to itself; `/topics/` is stripped; the
/// console's Expires option fills in each platform's expiry.
@Suite struct RequestRendererTests {
  static let now = Date(timeIntervalSince1970: 1_767_225_600)

  /// FCM-SPEC §1.10's full example.
  static let specExample = #"""
    {
      "validate_only": false,
      "message": {
        "token": "<registration token>",
        "notification": { "title": "Match update", "body": "Arsenal goal in added time", "image": "https://example.com/a.png" },
        "data": { "match_id": "42", "score": "3-0" },
        "android": {
          "priority": "HIGH", "ttl": "86400s", "collapse_key": "score",
          "notification": { "channel_id": "scores", "click_action": "OPEN_ACTIVITY_1", "color": "#ff0000" }
        },
        "apns": {
          "headers": { "apns-priority": "5", "apns-expiration": "1767225600" },
          "payload": { "aps": { "category": "NEW_MESSAGE_CATEGORY", "badge": 1, "mutable-content": 1 } },
          "fcm_options": { "image": "https://example.com/a.png" }
        },
        "webpush": { "headers": { "TTL": "86400" }, "fcm_options": { "link": "https://example.com/m/42" } },
        "fcm_options": { "analytics_label": "match_update_v1" }
      }
    }
    """#

  static let bodies: [String] = [
    specExample,
    #"{"message": {"topic": "news", "data": {"a": "1", "z": "2", "m": "3"}}}"#,
    #"{"message": {"condition": "'a' in topics && !('b' in topics)", "notification": {"body": "שלום 中文 👩🏽‍💻"}}}"#,
    #"{"message": {"fid": "f1", "android": {"ttl": "0.500000000s", "direct_boot_ok": true, "notification": {"vibrate_timings": ["0s", "1.5s"], "light_settings": {"color": {"red": 0.5, "green": 1.0, "blue": 0, "alpha": 1}, "light_on_duration": "1s", "light_off_duration": "2s"}, "event_time": "2024-05-01T12:00:00Z", "notification_count": 3}}}}"#,
    #"{"message": {"token": "t", "apns": {"live_activity_token": "lat", "headers": {"apns-push-type": "liveactivity", "apns-priority": "10"}, "payload": {"aps": {"timestamp": 1767225600, "event": "update", "content-state": {"score": [1, 2.50, 1e3]}}, "custom": {"nested": null}}}}}"#,
    #"{"message": {"token": "t", "webpush": {"headers": {"Urgency": "high"}, "notification": {"title": "T", "actions": [{"action": "a", "title": "A"}], "customKey": {"x": true}}, "fcm_options": {"link": "https://e.com"}}, "future_field": {"kept": 1}}}"#,
  ]

  @Test(arguments: bodies)
  func validBodyRendersToItself(_ text: String) throws {
    let original = try JSONParser.parse(text)
    let draft = Draft(document: try #require(original.objectValue))
    let rendered = RequestRenderer.request(draft, options: RenderOptions(now: Self.now))
    #expect(rendered.isEquivalent(to: original))
    // Key order is kept too, so the output diffs cleanly against the input.
    #expect(JSONWriter.string(rendered) == JSONWriter.string(original))
  }

  @Test func seedFixturesRenderToThemselves() throws {
    let seeds = TestPaths.fixtures().appendingPathComponent("seeds")
    let files = TestPaths.files(in: seeds, withExtension: "json")
    try #require(files.count >= 10)
    var rendered = 0
    for file in files {
      guard let value = try? JSONParser.parse(Data(contentsOf: file)) else { continue }
      let draft = Draft(document: try #require(value.objectValue))
      #expect(
        RequestRenderer.request(draft, options: RenderOptions(now: Self.now)).isEquivalent(
          to: value), "\(file.lastPathComponent)")
      rendered += 1
    }
    #expect(rendered >= 14)
  }

  @Test func topicPrefixIsStripped() {
    let draft = Draft(message: ["topic": "/topics/news", "data": ["topic": "/topics/x"]])
    let message = RequestRenderer.message(draft, options: RenderOptions(now: Self.now))
    #expect(message["topic"] == "news")
    #expect(message["data"] == ["topic": "/topics/x"], "only the topic field is touched")
  }

  @Test func metadataIsNotSent() throws {
    let draft = SampleDraft.draft
    let request = try #require(
      RequestRenderer.request(draft, options: RenderOptions(now: Self.now)).objectValue)
    #expect(request.keys == ["message"])
    let message = try #require(request["message"]?.objectValue)
    #expect(!message.keys.contains("recipients") && !message.keys.contains("name"))
  }

  @Test func expiryFillsEveryPlatformFromTheInjectedClock() throws {
    var draft = Draft(message: ["token": "t"])
    draft.expiry = Expiry(value: 3, unit: .days)
    let message = RequestRenderer.message(draft, options: RenderOptions(now: Self.now))
    #expect(message["android"] == ["ttl": "259200s"])
    #expect(message["webpush"] == ["headers": ["TTL": "259200"]])
    #expect(message["apns"] == ["headers": ["apns-expiration": "1767484800"]])
    let later = RequestRenderer.message(
      draft, options: RenderOptions(now: Self.now.addingTimeInterval(60)))
    #expect(later["apns"] == ["headers": ["apns-expiration": "1767484860"]])
  }

  @Test func expiryNeverOverridesWhatTheMessageSets() {
    var draft = Draft(message: [
      "token": "t", "android": ["ttl": "60s", "priority": "HIGH"],
      "webpush": ["headers": ["TTL": "60"]], "apns": ["headers": ["apns-expiration": "0"]],
    ])
    draft.expiry = Expiry(value: 1, unit: .weeks)
    let message = RequestRenderer.message(draft, options: RenderOptions(now: Self.now))
    #expect(message["android"] == ["ttl": "60s", "priority": "HIGH"])
    #expect(message["webpush"] == ["headers": ["TTL": "60"]])
    #expect(message["apns"] == ["headers": ["apns-expiration": "0"]])
  }

  @Test func expiryIsClampedToFourWeeks() {
    var draft = Draft(message: ["token": "t"])
    draft.expiry = Expiry(value: 9, unit: .weeks)
    let message = RequestRenderer.message(draft, options: RenderOptions(now: Self.now))
    #expect(message["android"] == ["ttl": "2419200s"])
  }
}
