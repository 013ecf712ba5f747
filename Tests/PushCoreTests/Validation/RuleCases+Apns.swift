/// `ApnsConfig` headers and cross-field Apple rules (FCM-SPEC §1.7, §6.3, §7.3–7.4).
extension RuleCase {
  private static func headers(_ members: String) -> String {
    #""notification": {"title": "t"}, "apns": {"headers": {"# + members + "}}"
  }

  static let apnsCases: [RuleCase] = [
    .error(
      "apns-priority values", "message.apns.headers.apns-priority", #"found "11""#,
      fail: headers(#""apns-priority": "11""#), pass: headers(#""apns-priority": "10""#)),
    .warning(
      "apns-priority 1 is undocumented", "message.apns.headers.apns-priority",
      "priority 1 is not documented",
      fail: headers(#""apns-priority": "1""#), pass: headers(#""apns-priority": "5""#)),
    .error(
      "header names are case-insensitive", "message.apns.headers.APNS-PRIORITY", #"found "7""#,
      fail: headers(#""APNS-PRIORITY": "7""#), pass: headers(#""APNS-PRIORITY": "5""#)),
    .error(
      "apns-push-type values", "message.apns.headers.apns-push-type", #"found "silent""#,
      fail: headers(#""apns-push-type": "silent""#),
      pass: headers(#""apns-push-type": "liveactivity""#)),
    .error(
      "apns-expiration is epoch seconds", "message.apns.headers.apns-expiration",
      "whole number of seconds",
      fail: headers(#""apns-expiration": "tomorrow""#),
      pass: headers(#""apns-expiration": "1767225700""#)),
    .warning(
      "apns-expiration in the past", "message.apns.headers.apns-expiration", "is in the past",
      fail: headers(#""apns-expiration": "1604750400""#),
      pass: headers(#""apns-expiration": "0""#)),
    .error(
      "apns-collapse-id at most 64 bytes", "message.apns.headers.apns-collapse-id",
      "is 68 bytes; at most 64 allowed",
      fail: headers(#""apns-collapse-id": ""# + long(17, "🔔") + #"""#),
      pass: headers(#""apns-collapse-id": ""# + long(16, "🔔") + #"""#)),
    .warning(
      "apns-topic is FCM's", "message.apns.headers.apns-topic", "leave it unset",
      fail: headers(#""apns-topic": "com.example.app""#), pass: headers(#""apns-id": "x""#)),
    .warning(
      "data-only to Apple needs priority 5", "message.apns.headers.apns-priority",
      #"only with apns-priority "5""#,
      fail: #""data": {"a": "b"}"#,
      pass: #""data": {"a": "b"}, "apns": {"headers": {"apns-priority": "5"}}"#),
    .error(
      "data-only to Apple with priority 10", "message.apns.headers.apns-priority",
      "FCM rejects 10",
      fail: #""data": {"a": "b"}, "apns": {"headers": {"apns-priority": "10"}}"#,
      pass:
        #""data": {"a": "b"}, "apns": {"headers": {"apns-priority": "5"}, "payload": {"aps": {"content-available": 1}}}"#
    ),
    .warning(
      "image for Apple needs mutable-content", "message.apns.payload.aps.mutable-content",
      "will not show on Apple devices without mutable-content: 1",
      fail: #""notification": {"title": "t", "image": "https://e.com/a.png"}"#,
      pass:
        #""notification": {"title": "t", "image": "https://e.com/a.png"}, "apns": {"payload": {"aps": {"mutable-content": 1}}}"#
    ),
    .warning(
      "apns fcm_options image needs mutable-content", "message.apns.payload.aps.mutable-content",
      "Notification Service Extension",
      fail:
        #""notification": {"title": "t"}, "apns": {"fcm_options": {"image": "https://e.com/a.png"}}"#,
      pass:
        #""notification": {"title": "t"}, "apns": {"fcm_options": {"image": "https://e.com/a.png"}, "payload": {"aps": {"mutable-content": 1}}}"#
    ),
    .warning(
      "background push without alert", "message.apns.headers.apns-push-type",
      "background pushes must not show an alert",
      fail:
        #""notification": {"title": "t"}, "apns": {"headers": {"apns-push-type": "background"}, "payload": {"aps": {"alert": "hi"}}}"#,
      pass:
        #""notification": {"title": "t"}, "apns": {"headers": {"apns-push-type": "alert"}, "payload": {"aps": {"alert": "hi"}}}"#
    ),
    // Issue 45 (found by the differential test): the Python SDK sends a payload whose aps
    // encodes to nothing, so this is a warning now, not an error.
    .warning(
      "payload needs aps", "message.apns.payload", #"has no "aps" dictionary"#,
      fail: #""notification": {"title": "t"}, "apns": {"payload": {"custom": "x"}}"#,
      pass: #""notification": {"title": "t"}, "apns": {"payload": {"aps": {}, "custom": "x"}}"#),
    .error(
      "live_activity_token not empty", "message.apns.live_activity_token", "must not be empty",
      fail: #""apns": {"live_activity_token": ""}"#,
      pass: #""apns": {"live_activity_token": "lat"}"#),
    .error(
      "apns headers is a map", "message.apns.headers", "must be an object, found string",
      fail: #""apns": {"headers": "apns-priority: 5"}"#,
      pass: #""apns": {"headers": {"apns-priority": "5"}}"#),
  ]
}
