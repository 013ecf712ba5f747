/// Unknown fields, output-only fields, payload sizes and the console's limit
/// (FCM-SPEC §1.3, §2.3, §2.4).
extension RuleCase {
  static let messageCases: [RuleCase] = [
    .error(
      "both spellings of one field (proto3 JSON: one field given twice)",
      "message.android.notification.clickAction",
      #""clickAction" and "click_action" are the same field"#,
      fail: #""android": {"notification": {"clickAction": "OPEN", "click_action": "OPEN"}}"#,
      pass: #""android": {"notification": {"clickAction": "OPEN"}}"#),
    .error(
      "misspelt field, not a camelCase twin", "message.android.notification.clickaction",
      #""clickaction" is not a field of message.android.notification (did you mean "click_action"?)"#,
      fail: #""android": {"notification": {"clickaction": "OPEN"}}"#,
      pass: #""android": {"notification": {"click_action": "OPEN"}}"#),
    .error(
      "near misses", "message.android.colapse_key", #"did you mean "collapse_key"?"#,
      fail: #""android": {"colapse_key": "k"}"#, pass: #""android": {"collapse_key": "k"}"#),
    .error(
      "legacy top-level priority", "message.priority", #""priority" is not a field of message"#,
      fail: #""priority": "high""#, pass: #""android": {"priority": "high"}"#),
    .error(
      "legacy sound in the common notification", "message.notification.sound",
      "is not a field of message.notification",
      fail: #""notification": {"title": "t", "sound": "default"}"#,
      pass: #""notification": {"title": "t"}, "android": {"notification": {"sound": "default"}}"#),
    .error(
      "no image in the top-level fcm_options", "message.fcm_options.image",
      "is not a field of message.fcm_options",
      fail: #""fcm_options": {"image": "https://e.com/a.png"}"#,
      pass:
        #""notification": {"image": "https://e.com/a.png"}, "apns": {"payload": {"aps": {"mutable-content": 1}}}"#
    ),
    .warning(
      "name is output only (REST-MSG: FCM ignores it)", "message.name", "output only",
      fail: #""name": "projects/p/messages/1""#, pass: ""),
    .error(
      "notification is an object", "message.notification", "must be an object, found string",
      fail: #""notification": "Hello""#, pass: #""notification": {"body": "Hello"}"#),
    .error(
      "Android payload over 4096 bytes", "message",
      "Android payload is 4129 bytes; FCM's limit is 4096",
      fail: #""android": {"data": {"big": ""# + long(4110) + #""}}"#,
      pass: #""android": {"data": {"big": ""# + long(4060) + #""}}"#),
    .error(
      "Apple payload over 4096 bytes", "message", "Apple payload is",
      fail: #""apns": {"payload": {"aps": {"badge": 1}, "big": ""# + long(4100) + #""}}"#,
      pass: #""apns": {"payload": {"aps": {"badge": 1}, "big": ""# + long(3900) + #""}}"#),
    .error(
      "Web payload over 4096 bytes", "message", "Web payload is",
      fail: #""webpush": {"data": {"big": ""# + long(4100) + #""}}"#,
      pass: #""webpush": {"data": {"big": ""# + long(4000) + #""}}"#),
    .error(
      "payload bytes, not characters", "message", "Android payload is",
      fail: #""android": {"data": {"big": ""# + long(1400, "€") + #""}}"#,
      pass: #""android": {"data": {"big": ""# + long(1400, "e") + #""}}"#),
    .warning(
      "topic messages over 2048 bytes", "message", "FCM documents 2048 for topic messages",
      fail: #""topic": "news", "android": {"data": {"big": ""# + long(2100) + #""}}"#,
      pass: #""topic": "news", "android": {"data": {"big": ""# + long(1900) + #""}}"#,
      target: false),
    .warning(
      "the console's 1000 characters", "message.notification",
      "1001 characters; the Firebase console allows 1000",
      fail: #""notification": {"title": ""# + long(500) + #"", "body": ""# + long(501) + #""}"#,
      pass: #""notification": {"title": ""# + long(500) + #"", "body": ""# + long(500) + #""}"#),
    .warning(
      "the console counts characters, not bytes", "message.notification", "the Firebase console",
      fail: #""notification": {"body": ""# + long(1001, "中") + #""}"#,
      pass: #""notification": {"body": ""# + long(1000, "中") + #""}"#),
  ]

  static let draftCases: [RuleCase] = [
    .draft(
      "duplicate keys", "message.data.a", .warning, "duplicate key; only the last value counts",
      fail: #"{"message": {"token": "t", "data": {"a": "1", "a": "2"}}}"#,
      pass: #"{"message": {"token": "t", "data": {"a": "1", "b": "2"}}}"#),
    .draft(
      "recipients are a target", "message", .error, "or add recipient tokens to the draft",
      fail: #"{"message": {"notification": {"title": "t"}}}"#,
      pass: #"{"recipients": {"tokens": ["a"]}, "message": {"notification": {"title": "t"}}}"#),
    .draft(
      "recipient tokens are a list", "recipients.tokens", .error, "must be a list of token strings",
      fail: #"{"recipients": {"tokens": "a,b"}, "message": {"token": "t"}}"#,
      pass: #"{"recipients": {"tokens": ["a", "b"]}, "message": {"token": "t"}}"#),
    .draft(
      "recipient tokens not empty", "recipients.tokens[1]", .error, "non-empty token string",
      fail: #"{"recipients": {"tokens": ["a", ""]}, "message": {}}"#,
      pass: #"{"recipients": {"tokens": ["a", "b"]}, "message": {}}"#),
    .draft(
      "recipient tokens are strings", "recipients.tokens[0]", .error, "non-empty token string",
      fail: #"{"recipients": {"tokens": [7]}, "message": {}}"#,
      pass: #"{"recipients": {"tokens": ["7"]}, "message": {}}"#),
    .draft(
      "duplicate recipient tokens", "recipients.tokens[2]", .warning, "duplicate token",
      fail: #"{"recipients": {"tokens": ["a", "b", "a"]}, "message": {}}"#,
      pass: #"{"recipients": {"tokens": ["a", "b", "c"]}, "message": {}}"#),
    .draft(
      "expiry at most 4 weeks", "console.expires", .error, "from 0 to 4 weeks",
      fail: #"{"console": {"expires": {"value": 29, "unit": "days"}}, "message": {"token": "t"}}"#,
      pass: #"{"console": {"expires": {"value": 28, "unit": "days"}}, "message": {"token": "t"}}"#),
    .draft(
      "expiry not negative", "console.expires", .error, "from 0 to 4 weeks",
      fail: #"{"console": {"expires": {"value": -1, "unit": "hours"}}, "message": {"token": "t"}}"#,
      pass: #"{"console": {"expires": {"value": 0, "unit": "hours"}}, "message": {"token": "t"}}"#),
    .draft(
      "expiry units", "console.expires", .error, "minutes, hours, days or weeks",
      fail: #"{"console": {"expires": {"value": 1, "unit": "months"}}, "message": {"token": "t"}}"#,
      pass: #"{"console": {"expires": {"value": 4, "unit": "weeks"}}, "message": {"token": "t"}}"#),
    .draft(
      "validate_only is a boolean", "validate_only", .error, "must be true or false, found string",
      fail: #"{"validate_only": "yes", "message": {"token": "t"}}"#,
      pass: #"{"validate_only": true, "message": {"token": "t"}}"#),
    .draft(
      "a draft has a message", "message", .error, #"the draft has no "message" object"#,
      fail: #"{"name": "Spring sale"}"#,
      pass: #"{"name": "Spring sale", "message": {"token": "t"}}"#),
    .draft(
      "message is an object", "message", .error, "message must be an object, found string",
      fail: #"{"message": "hello"}"#, pass: #"{"message": {"token": "hello"}}"#),
  ]
}
