/// Custom data, header maps and reserved keys (FCM-SPEC §2.1 union, §7.2).
extension RuleCase {
  static let dataCases: [RuleCase] = [
    .error(
      "data values are strings", "message.data.count",
      #"values must be strings, found number; write "3""#,
      fail: #""data": {"count": 3}"#, pass: #""data": {"count": "3"}"#),
    .error(
      "data values are strings (boolean)", "message.data.ok", #"write "true" in quotes"#,
      fail: #""data": {"ok": true}"#, pass: #""data": {"ok": "true"}"#),
    .error(
      "data is an object", "message.data", "must be an object, found array",
      fail: #""data": ["a"]"#, pass: #""data": {"a": "b"}"#),
    .error(
      "android.data values are strings", "message.android.data.n", "values must be strings",
      fail: #""android": {"data": {"n": 1}}"#, pass: #""android": {"data": {"n": "1"}}"#),
    .error(
      "webpush.data values are strings", "message.webpush.data.n", "values must be strings",
      fail: #""webpush": {"data": {"n": null}}"#, pass: #""webpush": {"data": {"n": ""}}"#),
    .error(
      "apns.headers values are strings", "message.apns.headers.apns-priority",
      "values must be strings, found number",
      fail: #""apns": {"headers": {"apns-priority": 5}}"#,
      pass: #""apns": {"headers": {"apns-priority": "5"}}"#),
    .error(
      "webpush.headers values are strings", "message.webpush.headers.TTL",
      "values must be strings, found number",
      fail: #""webpush": {"headers": {"TTL": 60}}"#, pass: #""webpush": {"headers": {"TTL": "60"}}"#
    ),
    .error(
      "reserved key from", "message.data.from", #""from" is a reserved key"#,
      fail: #""data": {"from": "me"}"#, pass: #""data": {"sender": "me"}"#),
    .warning(
      "data key notification (FCM-SPEC §2.1 revised: API accepts it)", "message.data.notification",
      "FCM accepts it",
      fail: #""data": {"notification": "x"}"#, pass: #""data": {"notification_text": "x"}"#),
    .error(
      "reserved key message_type", "message.data.message_type", "reserved key",
      fail: #""data": {"message_type": "x"}"#, pass: #""data": {"type": "x"}"#),
    .warning(
      "collapse_key in data is overwritten", "message.data.collapse_key",
      "FCM overwrites your value",
      fail: #""data": {"collapse_key": "x"}"#, pass: #""data": {"collapse": "x"}"#),
    .error(
      "google. prefix (REST-MSG)", #"message.data["google.c.a.e"]"#,
      #"starting with "google." or "gcm." are reserved"#,
      fail: #""data": {"google.c.a.e": "1"}"#, pass: #""data": {"c.a.e": "1"}"#),
    .warning(
      "google prefix without a dot (FCM-SPEC §2.1 revised: older wording)",
      "message.data.googleAnalytics", "were reserved by older FCM docs",
      fail: #""data": {"googleAnalytics": "1"}"#, pass: #""data": {"analytics": "1"}"#),
    .warning(
      "gcm prefix without a dot, any case (FCM-SPEC §2.1 revised)", "message.data.GCM_id",
      "were reserved by older FCM docs",
      fail: #""data": {"GCM_id": "1"}"#, pass: #""data": {"id_gcm": "1"}"#),
    .error(
      "reserved keys are case-insensitive", "message.data.From", "reserved key",
      fail: #""data": {"From": "x"}"#, pass: #""data": {"Fromage": "x"}"#),
    .error(
      "reserved keys in android.data", "message.android.data.from", "reserved key",
      fail: #""android": {"data": {"from": "x"}}"#, pass: #""android": {"data": {"to": "x"}}"#),
    .error(
      "reserved keys in webpush.data", #"message.webpush.data["gcm.n.e"]"#, "are reserved",
      fail: #""webpush": {"data": {"gcm.n.e": "1"}}"#, pass: #""webpush": {"data": {"n.e": "1"}}"#),
    .error(
      "empty data key", #"message.data[""]"#, "must not be empty",
      fail: #""data": {"": "x"}"#, pass: #""data": {"k": "x"}"#),
  ]
}
