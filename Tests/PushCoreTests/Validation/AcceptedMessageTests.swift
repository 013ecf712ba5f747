import Foundation
import PushCore
import Testing

/// Messages FCM and the Admin SDKs accept, which an earlier validator refused (issue 8: "a
/// validator that cries wolf is worse than none"). Each must validate with no error; the case
/// names the source that says it is accepted.
@Suite struct AcceptedMessageTests {
  struct Accepted: Sendable, CustomTestStringConvertible {
    var source: String
    var members: String
    var testDescription: String { source }
  }

  static let cases: [Accepted] = [
    Accepted(
      source: "proto3 JSON: lowerCamelCase field names (REST reference / API Explorer)",
      members: #"""
        "fcmOptions": {"analyticsLabel": "spring"},
        "android": {"collapseKey": "k", "restrictedPackageName": "com.e", "directBootOk": true,
          "notification": {"clickAction": "OPEN", "channelId": "news", "bodyLocKey": "b",
            "bodyLocArgs": ["x"], "notificationPriority": "PRIORITY_HIGH",
            "lightSettings": {"color": {"red": 1, "green": 0, "blue": 0},
              "lightOnDuration": "1s", "lightOffDuration": "1s"}},
          "fcmOptions": {"analyticsLabel": "a"}},
        "apns": {"fcmOptions": {"analyticsLabel": "b", "image": "https://e.com/i.png"},
          "liveActivityToken": "la", "payload": {"aps": {"mutable-content": 1,
          "event": "update", "timestamp": 1, "content-state": {}}}},
        "webpush": {"fcmOptions": {"link": "https://e.com", "analyticsLabel": "c"}}
        """#),
    Accepted(
      source: "Apple: aps.alert summary-arg, summary-arg-count, launch-image, loc keys",
      members: #"""
        "apns": {"payload": {"aps": {"alert": {"title": "T", "summary-arg": "Ann",
          "summary-arg-count": 2, "launch-image": "l.png", "title-loc-key": "TK",
          "title-loc-args": ["a"], "subtitle-loc-key": "SK", "subtitle-loc-args": ["b"],
          "loc-key": "LK", "loc-args": ["c"], "action-loc-key": "AK"}}}}
        """#),
    Accepted(
      source: "Python SDK ApsAlert(custom_data=…) keys pass through; APNs ignores unknown keys",
      members: #""apns": {"payload": {"aps": {"alert": {"body": "B", "x-campaign": "s1"}}}}"#),
    Accepted(
      source: "Apple: Live Activity alert with sound and localized title/body objects",
      members: #"""
        "apns": {"live_activity_token": "la", "payload": {"aps": {"event": "update",
          "timestamp": 1767225600, "content-state": {"score": "1-0"},
          "alert": {"title": {"loc-key": "%@ scored", "loc-args": ["Ann"]},
            "body": {"loc-key": "GOAL"}, "sound": "chime.aiff"}}}}
        """#),
    Accepted(
      source: "Apple: a Live Activity update with priority 10 is not a data-only push",
      members: #"""
        "data": {"k": "v"}, "apns": {"headers": {"apns-push-type": "liveactivity",
          "apns-priority": "10"}, "payload": {"aps": {"event": "update", "timestamp": 1,
          "content-state": {"home": 1}}}}
        """#),
    Accepted(
      source: "Apple: relevance-score above 1 (Live Activities)",
      members: #""apns": {"payload": {"aps": {"relevance-score": 100}}}"#),
    Accepted(
      source: "FCM-SPEC §2.1 revised: data keys notification, googleId, gcm_x are warnings",
      members: #""data": {"notification": "n", "googleId": "g", "gcm_x": "x"}"#),
    Accepted(
      source: "Notification API: relative and data: icon/badge/image/action icon URLs",
      members: #"""
        "webpush": {"notification": {"title": "T", "icon": "/icons/192.png",
          "badge": "badge.png", "image": "data:image/png;base64,iVBORw0KGgo=",
          "actions": [{"action": "a", "title": "A", "icon": "../a.png"}]}}
        """#),
    Accepted(
      source: "Notification API: vibrate as a single number",
      members: #""webpush": {"notification": {"title": "T", "vibrate": 200}}"#),
    Accepted(
      source: "Declarative Web Push / Chrome: actions[] navigate, type, placeholder",
      members: #"""
        "webpush": {"notification": {"title": "T", "actions": [{"action": "r",
          "title": "Reply", "type": "text", "placeholder": "Say hi", "navigate": "/chat"}]}}
        """#),
    Accepted(
      source: "REST-MSG: message.name is output only; FCM ignores it",
      members: #""name": "projects/p/messages/1", "notification": {"title": "T"}"#),
    Accepted(
      source: "Python/Node SDK: empty loc args without a key are skipped",
      members: #"""
        "android": {"notification": {"body_loc_args": [], "title_loc_args": []}},
        "apns": {"payload": {"aps": {"alert": {"loc-args": [], "title-loc-args": []}}}}
        """#),
    Accepted(
      source: "SendMessageRequest.validateOnly (proto3 JSON)",
      members: #""notification": {"title": "T"}"#),
    Accepted(
      source: "V2-API / Java AndroidConfigV2: a full android_v2 remote notification",
      members: #"""
        "android_v2": {"collapse_key": "k", "ttl": "5s", "restricted_package_name": "com.e",
          "data": {"a": "b"}, "fcm_options": {"analytics_label": "v2"}, "direct_boot_ok": true,
          "bandwidth_constrained_ok": true, "restricted_satellite_ok": true,
          "remote_notification": {"mutable_content": true, "use_as_v1_data_message": true,
            "notification": {"title": "T", "body": "B", "color": "#aabbcc",
              "event_time": "2026-01-01T00:00:00Z", "notification_priority": "PRIORITY_HIGH",
              "vibrate_timings": ["0.1s"], "visibility": "PRIVATE", "notification_count": 1}}}
        """#),
  ]

  @Test(arguments: cases)
  func validatesWithoutErrors(_ accepted: Accepted) throws {
    let text = #"{"validateOnly": true, "message": {"token": "t", "# + accepted.members + "}}"
    let document = try JSONParser.parseDocument(text)
    let draft = Draft(document: try #require(document.value.objectValue))
    let errors = Validator.validate(draft, options: ValidationOptions(now: RuleCase.now))
      .filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.description))")
  }
}
