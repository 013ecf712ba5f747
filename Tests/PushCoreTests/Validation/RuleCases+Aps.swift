/// The `aps` dictionary inside `apns.payload` (FCM-SPEC §1.7, §2.2).
extension RuleCase {
  private static func aps(_ members: String) -> String {
    #""notification": {"title": "t"}, "apns": {"payload": {"aps": {"# + members + "}}}"
  }

  static let apsCases: [RuleCase] = [
    .error(
      "alert is a string or an object", "message.apns.payload.aps.alert",
      "must be an object or a string, found number",
      fail: aps(#""alert": 1"#), pass: aps(#""alert": "Hello""#)),
    // Issue 45: errors before; ApsAlert(custom_data=…) in the Python SDK sends these, FCM and
    // APNs pass them, iOS ignores the key: warnings (still errors outside aps.alert).
    .warning(
      "alert loc-args need loc-key", "message.apns.payload.aps.alert.loc-args", "needs loc-key",
      fail: aps(#""alert": {"loc-args": ["a"]}"#),
      pass: aps(#""alert": {"loc-key": "K", "loc-args": ["a"]}"#)),
    .warning(
      "alert title-loc-args need title-loc-key", "message.apns.payload.aps.alert.title-loc-args",
      "needs title-loc-key",
      fail: aps(#""alert": {"title-loc-args": ["a"]}"#),
      pass: aps(#""alert": {"title-loc-key": "K", "title-loc-args": ["a"]}"#)),
    .warning(
      "alert subtitle-loc-args need subtitle-loc-key",
      "message.apns.payload.aps.alert.subtitle-loc-args", "needs subtitle-loc-key",
      fail: aps(#""alert": {"subtitle-loc-args": ["a"]}"#),
      pass: aps(#""alert": {"subtitle-loc-key": "K", "subtitle-loc-args": ["a"]}"#)),
    .error(
      "badge not negative", "message.apns.payload.aps.badge", "must be from 0 to 2147483647",
      fail: aps(#""badge": -1"#), pass: aps(#""badge": 0"#)),
    .error(
      "badge is whole", "message.apns.payload.aps.badge", "must be a whole number",
      fail: aps(#""badge": 1.5"#), pass: aps(#""badge": 1"#)),
    .error(
      "sound not empty", "message.apns.payload.aps.sound", "must not be empty",
      fail: aps(#""sound": """#), pass: aps(#""sound": "default""#)),
    .error(
      "critical sound needs a name", "message.apns.payload.aps.sound.name", "name is required",
      fail: aps(#""sound": {"critical": 1, "volume": 0.5}"#),
      pass: aps(#""sound": {"critical": 1, "name": "default", "volume": 0.5}"#)),
    .error(
      "critical sound name not empty", "message.apns.payload.aps.sound.name", "must not be empty",
      fail: aps(#""sound": {"name": ""}"#), pass: aps(#""sound": {"name": "ping.caf"}"#)),
    .error(
      "critical sound volume 0 to 1", "message.apns.payload.aps.sound.volume",
      "must be from 0 to 1; found 1.5",
      fail: aps(#""sound": {"critical": 1, "name": "default", "volume": 1.5}"#),
      pass: aps(#""sound": {"critical": 1, "name": "default", "volume": 1}"#)),
    .error(
      "critical sound volume is a number", "message.apns.payload.aps.sound.volume",
      "must be a number, found string",
      fail: aps(#""sound": {"name": "default", "volume": "0.5"}"#),
      pass: aps(#""sound": {"name": "default", "volume": 0.5}"#)),
    .error(
      "critical is the number 1", "message.apns.payload.aps.sound.critical",
      "Apple expects the number 1, not true",
      fail: aps(#""sound": {"critical": true, "name": "default"}"#),
      pass: aps(#""sound": {"critical": 1, "name": "default"}"#)),
    .error(
      "mutable-content is the number 1", "message.apns.payload.aps.mutable-content",
      "Apple expects the number 1, not true; write 1",
      fail: aps(#""mutable-content": true"#), pass: aps(#""mutable-content": 1"#)),
    .warning(
      "content-available 0 means absent", "message.apns.payload.aps.content-available",
      "0 means off; remove the key instead",
      fail: aps(#""content-available": 0"#), pass: aps(#""content-available": 1"#)),
    .error(
      "content-available is a number", "message.apns.payload.aps.content-available",
      "must be the number 1",
      fail: aps(#""content-available": "1""#), pass: aps(#""content-available": 1"#)),
    .error(
      "interruption-level values", "message.apns.payload.aps.interruption-level",
      #"found "urgent""#,
      fail: aps(#""interruption-level": "urgent""#),
      pass: aps(#""interruption-level": "time-sensitive""#)),
    .error(
      "relevance-score is a number (Apple: Live Activities use values above 1)",
      "message.apns.payload.aps.relevance-score", "must be a number",
      fail: aps(#""relevance-score": "high""#), pass: aps(#""relevance-score": 75"#)),
    .error(
      "live activity event values", "message.apns.payload.aps.event", #"found "begin""#,
      fail: aps(#""event": "begin""#), pass: aps(#""event": "start""#)),
    .warning(
      "aps camelCase key is a typo (Struct key: FCM passes it, iOS ignores it)",
      "message.apns.payload.aps.mutableContent",
      #"did you mean "mutable-content"?"#,
      fail: aps(#""mutableContent": 1"#), pass: aps(#""mutable-content": 1"#)),
    .warning(
      "unknown aps key", "message.apns.payload.aps.shout", "is not a key the receiver knows",
      fail: aps(#""shout": 1"#), pass: aps(#""category": "SHOUT""#)),
    .error(
      "aps is an object", "message.apns.payload.aps", "must be an object, found string",
      fail: #""notification": {"title": "t"}, "apns": {"payload": {"aps": "alert"}}"#,
      pass: aps("")),
  ]
}
