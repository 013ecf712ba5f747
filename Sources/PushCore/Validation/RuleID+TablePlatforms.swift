/// The rule table's platform, size and draft rules (see `RuleID+Table.swift`).
extension RuleID {
  private static func r(
    _ id: RuleID, _ level: Rule.Level, _ source: Rule.Source, _ why: String, _ example: String
  ) -> Rule {
    Rule(id: id, level: level, source: source, why: why, example: example, refusedBy: [])
  }

  static let platforms: [Rule] = [
    r(
      .vibrateIgnored, .warning, .device, "default_vibrate_timings wins over vibrate_timings.",
      #"{"message": {"topic": "n", "android": {"notification": {"default_vibrate_timings": true, "vibrate_timings": ["1s"]}}}}"#
    ),
    r(
      .androidV2Both, .error, .fcm, "FCM takes one Android config: android or android_v2.",
      #"{"message": {"topic": "n", "android": {}, "android_v2": {"background_sync": {}}}}"#),
    r(
      .androidV2Kind, .error, .fcm,
      "android_v2 holds exactly one of remote_notification and background_sync.",
      #"{"message": {"topic": "n", "android_v2": {}}}"#),
    r(
      .alertKeyType, .warning, .device,
      "iOS expects Apple's type for an aps.alert key and ignores the key otherwise.",
      #"{"message": {"topic": "n", "apns": {"payload": {"aps": {"alert": {"launch-image": ["a"]}}}}}}"#
    ),
    r(
      .apnsDataPriority10, .error, .fcm,
      "FCM rejects apns-priority 10 for a message with nothing to show.",
      #"{"message": {"topic": "n", "data": {"a": "b"}, "apns": {"headers": {"apns-priority": "10"}}}}"#
    ),
    r(
      .apnsDataPriority, .warning, .fcm,
      "A data-only message reaches Apple devices only with apns-priority 5.",
      #"{"message": {"topic": "n", "data": {"a": "b"}}}"#),
    r(
      .apnsImageMutable, .warning, .device,
      "iOS shows an image only through a Notification Service Extension (mutable-content 1).",
      #"{"message": {"topic": "n", "notification": {"image": "https://a.example/a.png"}}}"#),
    r(
      .apnsBackgroundPriority, .error, .apns, "APNs rejects priority 10 for background pushes.",
      #"{"message": {"topic": "n", "apns": {"headers": {"apns-push-type": "background", "apns-priority": "10"}, "payload": {"aps": {"content-available": 1}}}}}"#
    ),
    r(
      .apnsBackgroundAlert, .warning, .apns, "A background push must not show an alert.",
      #"{"message": {"topic": "n", "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "payload": {"aps": {"alert": "Hi"}}}}}"#
    ),
    r(
      .apnsExpirationPast, .warning, .apns, "APNs discards a notification whose expiry passed.",
      #"{"message": {"topic": "n", "notification": {"title": "a"}, "apns": {"headers": {"apns-expiration": "1000"}}}}"#
    ),
    r(
      .liveActivityRequired, .dropped, .device,
      "FCM accepts it; iOS drops a Live Activity push without event, timestamp or content-state.",
      #"{"message": {"token": "t", "apns": {"live_activity_token": "la", "payload": {"aps": {"event": "update"}}}}}"#
    ),
    r(
      .liveActivityDismissal, .warning, .device, "iOS reads dismissal-date only for an end event.",
      #"{"message": {"token": "t", "apns": {"live_activity_token": "la", "payload": {"aps": {"event": "update", "timestamp": 1, "content-state": {}, "dismissal-date": 2}}}}}"#
    ),
    r(
      .liveActivityMilliseconds, .warning, .device, "Live Activity times are Unix seconds.",
      #"{"message": {"token": "t", "apns": {"live_activity_token": "la", "payload": {"aps": {"event": "update", "timestamp": 1767225600000, "content-state": {}}}}}}"#
    ),
    r(
      .webRenotifyTag, .dropped, .browser,
      "FCM accepts it; showNotification() throws a TypeError for renotify without a tag.",
      #"{"message": {"topic": "n", "webpush": {"notification": {"title": "a", "renotify": true}}}}"#
    ),
    r(
      .webSilentVibrate, .dropped, .browser,
      "FCM accepts it; showNotification() throws a TypeError for a silent one that vibrates.",
      #"{"message": {"topic": "n", "webpush": {"notification": {"silent": true, "vibrate": [1]}}}}"#
    ),
    r(
      .payloadSize, .error, .fcm, "FCM rejects a payload over 4096 bytes.",
      "a message whose platform payload exceeds 4096 bytes"),
    r(
      .topicPayloadSize, .warning, .fcm, "FCM documents 2048 bytes for topic messages.",
      "a topic message whose platform payload exceeds 2048 bytes"),
    r(
      .consoleCharacters, .warning, .fcm, "The Firebase console allows 1000 characters.",
      "a notification whose title, text and custom data exceed 1000 characters"),
  ]

  static let drafts: [Rule] = [
    r(
      .validateOnly, .error, .fcm, "validate_only is a boolean, given once.",
      #"{"validate_only": "yes", "message": {"topic": "n"}}"#),
    r(
      .consoleExpires, .error, .fcm, "The expiry becomes the ttl: 0 to 4 weeks.",
      #"{"console": {"expires": "5 weeks"}, "message": {"topic": "n"}}"#),
    r(
      .recipientToken, .error, .fcm, "FCM needs a non-empty registration token per recipient.",
      #"{"recipients": {"tokens": [""]}, "message": {}}"#),
    r(
      .duplicateToken, .warning, .compose, "A token listed twice is sent to once.",
      #"{"recipients": {"tokens": ["a", "a"]}, "message": {}}"#),
    r(
      .placeholderToken, .warning, .compose,
      "A template's token is a placeholder to replace with a real registration token.",
      #"{"message": {"token": "paste-a-registration-token-here"}}"#),
    r(
      .template, .error, .compose, "A placeholder fcm-compose cannot fill cannot be sent.",
      #"{"message": {"topic": "n", "notification": {"title": "Hi {{name"}}}"#),
    r(
      .emptyCell, .warning, .compose, "An audience cell a placeholder reads is empty.",
      "an audience row whose cell for {{name}} (no fallback) is empty"),
    r(
      .ignoreList, .warning, .compose,
      "fcm_compose.ignore names warning rules; an error cannot be ignored.",
      #"{"fcm_compose": {"ignore": ["no-target"]}, "message": {"topic": "n"}}"#),
    r(
      .scheduleForm, .error, .compose,
      "fcm_compose.schedule must say when to send in a form the scheduler reads.",
      #"{"fcm_compose": {"schedule": {"send": "later"}}, "message": {"topic": "n"}}"#),
    r(
      .scheduleZone, .error, .compose, "A schedule's time zone must be an IANA zone name.",
      #"{"fcm_compose": {"schedule": {"date": "2027-01-04", "time": "09:00", "#
        + #""time_zone": "Mars/Olympus"}}, "message": {"topic": "n"}}"#),
    r(
      .scheduleNever, .warning, .compose, "A recurring plan whose end comes first never sends.",
      #"{"fcm_compose": {"schedule": {"send": "recurring", "date": "2027-01-04", "#
        + #""time": "09:00", "time_zone": "UTC", "every": "day", "until": "2027-01-01"}}, "#
        + #""message": {"topic": "n"}}"#),
    r(
      .schedulePast, .warning, .compose,
      "A scheduled time already past is refused when the job is queued.",
      #"{"fcm_compose": {"schedule": {"date": "2001-01-01", "time": "09:00", "#
        + #""time_zone": "UTC"}}, "message": {"topic": "n"}}"#),
    r(
      .scheduleClockChange, .warning, .compose,
      "A wall-clock time a change of the clocks skips goes when they jump; a repeated one "
        + "goes at the first.",
      #"{"fcm_compose": {"schedule": {"date": "2027-03-28", "time": "02:30", "#
        + #""time_zone": "Europe/Berlin"}}, "message": {"topic": "n"}}"#),
    r(
      .audience, .error, .compose, "The audience file cannot be read or a row is skipped.",
      "an audience file that does not exist"),
    r(
      .skippedRow, .warning, .compose,
      "A row the audience reader skips is not sent; validate --audience fails on it.",
      "an audience row without a token"),
    r(.jsonSyntax, .error, .fcm, "FCM rejects a body that is not JSON.", #"{"message": {"#),
    r(.draftFile, .error, .compose, "A draft is a JSON object holding the message.", "[1, 2]"),
    r(
      .fcmRejected, .error, .fcm, "FCM answered the send (or dry run) with this error.",
      "a send that FCM answers with INVALID_ARGUMENT"),
    r(.note, .info, .compose, "A note, not a problem.", "the composer reading an audience"),
  ]
}
