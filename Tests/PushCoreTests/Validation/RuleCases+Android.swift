/// `AndroidConfig` and `AndroidNotification` (FCM-SPEC §1.5, §1.6, §2.2).
extension RuleCase {
  static let androidCases: [RuleCase] = [
    .error(
      "android is an object", "message.android", "must be an object, found string",
      fail: #""android": "high""#, pass: #""android": {}"#),
    .error(
      "ttl is a duration string", "message.android.ttl", #"like "3600s""#,
      fail: #""android": {"ttl": "86400"}"#, pass: #""android": {"ttl": "86400s"}"#),
    .error(
      "ttl has at most 9 fractional digits", "message.android.ttl", "must be a duration",
      fail: #""android": {"ttl": "1.1234567891s"}"#, pass: #""android": {"ttl": "1.123456789s"}"#),
    .error(
      "ttl at most 4 weeks", "message.android.ttl",
      "must be from 0 to 2419200 seconds (4 weeks); found 2419201",
      fail: #""android": {"ttl": "2419201s"}"#, pass: #""android": {"ttl": "2419200s"}"#),
    .error(
      "ttl not negative", "message.android.ttl", "must not be negative",
      fail: #""android": {"ttl": "-1s"}"#, pass: #""android": {"ttl": "0s"}"#),
    .error(
      "android priority values", "message.android.priority", #"must be one of "NORMAL", "HIGH""#,
      fail: #""android": {"priority": "URGENT"}"#, pass: #""android": {"priority": "high"}"#),
    .error(
      "android priority is a string", "message.android.priority", "must be a string",
      fail: #""android": {"priority": 10}"#, pass: #""android": {"priority": "normal"}"#),
    .error(
      "colour is #rrggbb", "message.android.notification.color", "must be a colour like #ff8800",
      fail: ##""android": {"notification": {"color": "#ff000"}}"##,
      pass: ##""android": {"notification": {"color": "#A0b1C2"}}"##),
    .error(
      "colour is not a name", "message.android.notification.color", "#ff8800",
      fail: #""android": {"notification": {"color": "red"}}"#,
      pass: ##""android": {"notification": {"color": "#ff0000"}}"##),
    .error(
      "notification_priority values", "message.android.notification.notification_priority",
      #""PRIORITY_MAX"; found "HIGH""#,
      fail: #""android": {"notification": {"notification_priority": "HIGH"}}"#,
      pass: #""android": {"notification": {"notification_priority": "PRIORITY_MAX"}}"#),
    .warning(
      "notification_priority spelling", "message.android.notification.notification_priority",
      #"write "PRIORITY_HIGH" (FCM's spelling)"#,
      fail: #""android": {"notification": {"notification_priority": "priority_high"}}"#,
      pass: #""android": {"notification": {"notification_priority": "PRIORITY_HIGH"}}"#),
    .error(
      "visibility values", "message.android.notification.visibility", #""SECRET"; found "HIDDEN""#,
      fail: #""android": {"notification": {"visibility": "HIDDEN"}}"#,
      pass: #""android": {"notification": {"visibility": "SECRET"}}"#),
    .error(
      "proxy values", "message.android.notification.proxy", #"found "MAYBE""#,
      fail: #""android": {"notification": {"proxy": "MAYBE"}}"#,
      pass: #""android": {"notification": {"proxy": "IF_PRIORITY_LOWERED"}}"#),
    .error(
      "body_loc_args need body_loc_key", "message.android.notification.body_loc_args",
      "needs body_loc_key",
      fail: #""android": {"notification": {"body_loc_args": ["a"]}}"#,
      pass: #""android": {"notification": {"body_loc_key": "k", "body_loc_args": ["a"]}}"#),
    .error(
      "title_loc_args need title_loc_key", "message.android.notification.title_loc_args",
      "needs title_loc_key",
      fail: #""android": {"notification": {"title_loc_args": ["a"]}}"#,
      pass: #""android": {"notification": {"title_loc_key": "k", "title_loc_args": ["a"]}}"#),
    .error(
      "loc args are strings", "message.android.notification.title_loc_args",
      "item 1 must be a string, found number",
      fail: #""android": {"notification": {"title_loc_key": "k", "title_loc_args": ["a", 2]}}"#,
      pass: #""android": {"notification": {"title_loc_key": "k", "title_loc_args": ["a", "2"]}}"#),
    .error(
      "notification_count not negative", "message.android.notification.notification_count",
      "must be from 0 to 2147483647; found -1",
      fail: #""android": {"notification": {"notification_count": -1}}"#,
      pass: #""android": {"notification": {"notification_count": 0}}"#),
    .error(
      "notification_count is whole", "message.android.notification.notification_count",
      "must be a whole number",
      fail: #""android": {"notification": {"notification_count": 1.5}}"#,
      pass: #""android": {"notification": {"notification_count": 2}}"#),
    .error(
      "notification_count is a number", "message.android.notification.notification_count",
      "must be an integer, found string",
      fail: #""android": {"notification": {"notification_count": "3"}}"#,
      pass: #""android": {"notification": {"notification_count": 3}}"#),
    .error(
      "event_time is RFC 3339", "message.android.notification.event_time", "RFC 3339",
      fail: #""android": {"notification": {"event_time": "2024-05-01 12:00:00"}}"#,
      pass: #""android": {"notification": {"event_time": "2024-05-01T12:00:00.123456789Z"}}"#),
    .error(
      "event_time needs a zone", "message.android.notification.event_time", "RFC 3339",
      fail: #""android": {"notification": {"event_time": "2024-05-01T12:00:00"}}"#,
      pass: #""android": {"notification": {"event_time": "2024-05-01T14:00:00+02:00"}}"#),
    .error(
      "event_time is a real date", "message.android.notification.event_time", "RFC 3339",
      fail: #""android": {"notification": {"event_time": "2024-02-30T12:00:00Z"}}"#,
      pass: #""android": {"notification": {"event_time": "2024-02-29T12:00:00Z"}}"#),
    .error(
      "vibrate_timings not empty", "message.android.notification.vibrate_timings",
      "must not be empty",
      fail: #""android": {"notification": {"vibrate_timings": []}}"#,
      pass: #""android": {"notification": {"vibrate_timings": ["0s", "0.5s"]}}"#),
    .error(
      "vibrate_timings are durations", "message.android.notification.vibrate_timings",
      #"item 1 must be a duration like "0.5s", found number"#,
      fail: #""android": {"notification": {"vibrate_timings": ["0s", 500]}}"#,
      pass: #""android": {"notification": {"vibrate_timings": ["0s", "0.500000000s"]}}"#),
    .error(
      "vibrate_timings not negative", "message.android.notification.vibrate_timings",
      "item 0 must not be negative",
      fail: #""android": {"notification": {"vibrate_timings": ["-1s"]}}"#,
      pass: #""android": {"notification": {"vibrate_timings": ["1s"]}}"#),
    .warning(
      "default vibration wins", "message.android.notification.vibrate_timings",
      "default_vibrate_timings is true",
      fail:
        #""android": {"notification": {"default_vibrate_timings": true, "vibrate_timings": ["1s"]}}"#,
      pass:
        #""android": {"notification": {"default_vibrate_timings": false, "vibrate_timings": ["1s"]}}"#
    ),
    .error(
      "booleans are unquoted", "message.android.notification.sticky",
      "must be a boolean (true or false), found string; write true without quotes",
      fail: #""android": {"notification": {"sticky": "true"}}"#,
      pass: #""android": {"notification": {"sticky": true}}"#),
    .error(
      "direct_boot_ok is a boolean", "message.android.direct_boot_ok", "must be a boolean",
      fail: #""android": {"direct_boot_ok": 1}"#, pass: #""android": {"direct_boot_ok": true}"#),
    .warning(
      "bypass_proxy_notification is deprecated",
      "message.android.notification.bypass_proxy_notification", "deprecated; use proxy",
      fail: #""android": {"notification": {"bypass_proxy_notification": true}}"#,
      pass: #""android": {"notification": {"proxy": "DENY"}}"#),
    .error(
      "title is text", "message.android.notification.title", "must be a string, found array",
      fail: #""android": {"notification": {"title": ["a"]}}"#,
      pass: #""android": {"notification": {"title": "a"}}"#),
    .error(
      "body is text", "message.android.notification.body", "must be a string, found object",
      fail: #""android": {"notification": {"body": {}}}"#,
      pass: #""android": {"notification": {"body": "b"}}"#),
  ]
}
