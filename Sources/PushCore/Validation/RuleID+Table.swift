/// The rule table: every rule once, with its level, source, one sentence of why and a draft
/// that breaks it (`RuleTableTests` validates each example and finds its rule).
extension RuleID {
  static let table: [RuleID: Rule] = Dictionary(
    uniqueKeysWithValues: (shape + meaning + targets + platforms + drafts).map { ($0.id, $0) })

  private static func r(
    _ id: RuleID, _ level: Rule.Level, _ source: Rule.Source, _ why: String, _ example: String,
    refusedBy: Set<Rule.SDK> = []
  ) -> Rule {
    Rule(id: id, level: level, source: source, why: why, example: example, refusedBy: refusedBy)
  }

  private static let shape: [Rule] = [
    r(
      .type, .error, .fcm, "FCM's proto3 JSON parser rejects a value of the wrong JSON type.",
      #"{"message": {"topic": "news", "android": {"priority": 1}}}"#),
    r(
      .unknownField, .error, .fcm, "FCM rejects a key that is not a field of the message.",
      #"{"message": {"topic": "news", "notification": {"titel": "Hi"}}}"#),
    r(
      .duplicateSpelling, .error, .fcm,
      "proto3 JSON rejects one field given under both its names (Multiple specifications).",
      #"{"message": {"topic": "news", "fcm_options": {}, "fcmOptions": {}}}"#),
    r(
      .required, .error, .fcm, "FCM rejects an object without the fields it needs.",
      #"{"message": {"topic": "n", "android": {"notification": {"light_settings": {"color": {"red": 1}}}}}}"#
    ),
    r(
      .empty, .error, .fcm, "FCM rejects an empty value where it needs one; leave the key out.",
      #"{"message": {"topic": ""}}"#),
    r(
      .tooLong, .error, .apns, "APNs rejects an apns-collapse-id over 64 bytes.",
      #"{"message": {"topic": "n", "apns": {"headers": {"apns-collapse-id": "\#(String(repeating: "a", count: 65))"}}}}"#
    ),
    r(
      .characters, .error, .fcm, "FCM accepts only its own characters in topics and labels.",
      #"{"message": {"topic": "big news"}}"#),
    r(
      .range, .error, .fcm, "FCM rejects a number outside the field's range (ttl: 4 weeks).",
      #"{"message": {"topic": "news", "android": {"ttl": "2419201s"}}}"#),
    r(
      .enumValue, .error, .fcm, "FCM rejects a value that is not one of the field's enum values.",
      #"{"message": {"topic": "news", "android": {"priority": "urgent"}}}"#),
    r(
      .enumSpelling, .warning, .fcm, "FCM's spelling of an enum value is upper case.",
      #"{"message": {"topic": "n", "android": {"notification": {"visibility": "public"}}}}"#),
    r(
      .durationFormat, .error, .fcm, "A Duration is a string of seconds ending in s.",
      #"{"message": {"topic": "news", "android": {"ttl": 3600}}}"#),
    r(
      .timestampFormat, .error, .fcm, "A Timestamp is an RFC 3339 string.",
      #"{"message": {"topic": "n", "android": {"notification": {"event_time": "today"}}}}"#),
    r(
      .secondsFormat, .error, .fcm, "FCM reads these headers as whole seconds.",
      #"{"message": {"topic": "news", "webpush": {"headers": {"TTL": "1h"}}}}"#),
    r(
      .colorFormat, .error, .fcm, "FCM rejects a colour that is not #rrggbb or 0-1 floats.",
      #"{"message": {"topic": "n", "android": {"notification": {"color": "red"}}}}"#),
    r(
      .urlFormat, .error, .fcm, "FCM rejects a URL it cannot parse or of another scheme.",
      #"{"message": {"topic": "n", "webpush": {"fcm_options": {"link": "http://a.example"}}}}"#),
    r(
      .mapValueType, .error, .fcm, "Data and header values are strings; FCM rejects others.",
      #"{"message": {"topic": "news", "data": {"score": 3}}}"#),
    r(
      .flagValue, .error, .sdk,
      "Apple's flags are the number 1; every Admin SDK writes 1 for true and sends nothing else.",
      #"{"message": {"topic": "n", "apns": {"payload": {"aps": {"content-available": true}}}}}"#),
    r(
      .flagZero, .warning, .device, "0 means off: the key does nothing.",
      #"{"message": {"topic": "n", "apns": {"payload": {"aps": {"mutable-content": 0}}}}}"#),
    r(
      .localizedText, .warning, .device,
      "A Live Activity's localized text is an object with loc-key and loc-args; iOS ignores others.",
      #"{"message": {"topic": "n", "apns": {"payload": {"aps": {"alert": {"title": {"x": 1}}}}}}}"#),
  ]

  private static let meaning: [Rule] = [
    r(
      .unknownKey, .warning, .device, "The receiver ignores a key it does not know.",
      #"{"message": {"topic": "n", "apns": {"payload": {"aps": {"bagde": 1}}}}}"#),
    r(
      .duplicateKey, .warning, .compose, "A key given twice: only the last value counts.",
      #"{"message": {"topic": "a", "topic": "b"}}"#),
    r(
      .whitespace, .warning, .fcm, "FCM does not trim leading or trailing white space.",
      #"{"message": {"topic": "n", "android": {"notification": {"body_loc_key": " k"}}}}"#),
    r(
      .topicPrefix, .warning, .sdk, "The SDKs strip /topics/ before sending, and so does render.",
      #"{"message": {"topic": "/topics/news"}}"#),
    r(
      .deprecated, .warning, .fcm, "FCM keeps the field for old senders; use its successor.",
      #"{"message": {"topic": "n", "android": {"notification": {"bypass_proxy_notification": true}}}}"#
    ),
    r(
      .discouragedValue, .warning, .fcm, "A value FCM accepts but does not document.",
      #"{"message": {"topic": "n", "apns": {"headers": {"apns-priority": "1"}}}}"#),
    r(
      .notAllowed, .warning, .fcm, "FCM accepts it, but it does not do what it seems to.",
      "a field the schema marks as not meant to be set"),
    r(
      .caution, .warning, .fcm, "A header FCM sets itself; yours may confuse delivery.",
      #"{"message": {"topic": "n", "apns": {"headers": {"apns-topic": "com.example"}}}}"#),
    r(
      .locArgsNeedKey, .error, .sdk,
      "Every Admin SDK refuses loc args without their loc key (the key fills in the args).",
      #"{"message": {"topic": "n", "android": {"notification": {"body_loc_args": ["a"]}}}}"#),
    r(
      .nodeImageURL, .warning, .sdk,
      "The Node Admin SDK's isURL refuses characters, hosts and paths Python and Go send.",
      #"{"message": {"topic": "n", "notification": {"image": "https://a.example/a&b.png"}}}"#,
      refusedBy: [.node]),
    r(
      .unicodeHost, .warning, .sdk,
      "The Node Admin SDK refuses a host written in Unicode; its punycode spelling passes all.",
      #"{"message": {"topic": "n", "notification": {"image": "https://例え.jp/a.png"}}}"#,
      refusedBy: [.node]),
    r(
      .apnsPayloadAps, .warning, .sdk,
      "The Java Admin SDK refuses an APNs payload without aps (Python sends one); iOS shows nothing.",
      #"{"message": {"topic": "n", "apns": {"payload": {"campaign": "x"}}}}"#),
  ]

  private static let targets: [Rule] = [
    r(
      .noMessage, .error, .fcm, "The request body holds the message at \"message\".",
      #"{"notification": {"title": "Hi"}}"#),
    r(
      .noTarget, .error, .fcm, "FCM needs a recipient: Recipient of the message is not set.",
      #"{"message": {"notification": {"title": "Hi"}}}"#),
    r(
      .targetCount, .error, .fcm, "FCM takes exactly one of token, fid, topic or condition.",
      #"{"message": {"topic": "a", "condition": "'b' in topics"}}"#),
    r(
      .conditionSyntax, .error, .fcm, "FCM rejects a condition it cannot parse.",
      #"{"message": {"condition": "'a' in topics &&"}}"#),
    r(
      .conditionTopics, .error, .fcm, "FCM allows at most five topics in a condition.",
      #"{"message": {"condition": "'a' in topics || 'b' in topics || 'c' in topics || 'd' in topics || 'e' in topics || 'f' in topics"}}"#
    ),
    r(
      .dataKeyEmpty, .error, .fcm, "FCM rejects an empty custom data key.",
      #"{"message": {"topic": "news", "data": {"": "x"}}}"#),
    r(
      .dataKeyReserved, .error, .fcm,
      "FCM rejects from, message_type and keys starting with google. or gcm.",
      #"{"message": {"topic": "news", "data": {"from": "me"}}}"#),
    r(
      .dataKeyNotification, .warning, .device,
      "FCM accepts it, but client libraries may confuse it with the notification payload.",
      #"{"message": {"topic": "news", "data": {"notification": "x"}}}"#),
    r(
      .dataKeyOverwritten, .warning, .fcm, "FCM overwrites collapse_key with its own value.",
      #"{"message": {"topic": "news", "data": {"collapse_key": "x"}}}"#),
    r(
      .dataKeyLegacy, .warning, .device,
      "Older FCM docs reserved google and gcm; the Android SDK may hide such keys.",
      #"{"message": {"topic": "news", "data": {"gcmx": "x"}}}"#),
  ]
}
