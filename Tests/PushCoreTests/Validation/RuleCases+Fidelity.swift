import PushCore

/// Rules added so the validator is as exact as FCM, Apple and the browsers (issue 8). Each
/// case names the source of its rule.
extension RuleCase {
  static let fidelityCases: [RuleCase] =
    [
      .error(
        "android and android_v2 together (V2-API: android_v2 replaces android)",
        "message.android_v2", "android and android_v2 are both set",
        fail: #""android": {}, "android_v2": {"background_sync": {}}"#,
        pass: #""android_v2": {"background_sync": {}}"#),
      .error(
        "android_v2 needs a message kind (Java AndroidConfigV2: exactly one)", "message.android_v2",
        "needs remote_notification",
        fail: #""android_v2": {"ttl": "60s"}"#,
        pass: #""android_v2": {"ttl": "60s", "background_sync": {}}"#),
      .error(
        "android_v2 kinds are exclusive (Java AndroidConfigV2: exactly one)", "message.android_v2",
        "has both remote_notification and background_sync",
        fail:
          #""android_v2": {"background_sync": {}, "remote_notification": {"notification": {}}}"#,
        pass: #""android_v2": {"remote_notification": {"notification": {}}}"#),
      .error(
        "remote_notification needs its notification (Java AndroidRemoteNotification)",
        "message.android_v2.remote_notification.notification", "is required",
        fail: #""android_v2": {"remote_notification": {"mutable_content": true}}"#,
        pass: #""android_v2": {"remote_notification": {"notification": {"title": "t"}}}"#),
      .warning(
        "unknown v2 notification keys (preview API, not all fields documented)",
        "message.android_v2.remote_notification.notification.glow",
        "is not a key the receiver knows",
        fail: #""android_v2": {"remote_notification": {"notification": {"glow": true}}}"#,
        pass: #""android_v2": {"remote_notification": {"notification": {"sticky": true}}}"#),
      .error(
        "background pushes use priority 5 (Apple: Sending notification requests to APNs)",
        "message.apns.headers.apns-priority", "Apple rejects 10 for background pushes",
        fail:
          #""apns": {"headers": {"apns-push-type": "background", "apns-priority": "10"}, "payload": {"aps": {"content-available": 1}}}"#,
        pass:
          #""apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "payload": {"aps": {"content-available": 1}}}"#
      ),
      .error(
        "apns.payload is an object (REST-MSG: payload is a JSON object)", "message.apns.payload",
        "must be an object, found array",
        fail: #""apns": {"payload": [1]}"#, pass: #""apns": {"payload": {"aps": {}}}"#),
      .error(
        "content-state is an object (ActivityKit decodes ContentState from it)",
        "message.apns.payload.aps.content-state", "must be an object, found string",
        fail: apsDoc(#""content-state": "on""#), pass: apsDoc(#""content-state": {"on": true}"#)),
      .error(
        "attributes is an object (ActivityKit decodes the attributes from it)",
        "message.apns.payload.aps.attributes", "must be an object, found number",
        fail: apsDoc(#""attributes": 1"#), pass: apsDoc(#""attributes": {"team": "A"}"#)),
      .error(
        "renotify needs a tag (Notification API: TypeError)",
        "message.webpush.notification.renotify",
        "renotify needs a non-empty tag",
        fail: webDoc(#""renotify": true"#), pass: webDoc(#""renotify": true, "tag": "score""#)),
      .error(
        "silent cannot vibrate (Notification API: TypeError)",
        "message.webpush.notification.vibrate",
        "a silent notification cannot vibrate",
        fail: webDoc(#""silent": true, "vibrate": [100]"#),
        pass: webDoc(#""silent": false, "vibrate": [100]"#)),
      .error(
        "an action needs its action id (Notification API: NotificationAction.action is required)",
        "message.webpush.notification.actions[0].action", "action is required",
        fail: webDoc(#""actions": [{"title": "Open"}]"#),
        pass: webDoc(#""actions": [{"action": "open", "title": "Open"}]"#)),
      .error(
        "an action needs its title (Notification API: NotificationAction.title is required)",
        "message.webpush.notification.actions[0].title", "title is required",
        fail: webDoc(#""actions": [{"action": "open"}]"#),
        pass: webDoc(#""actions": [{"action": "open", "title": "Open"}]"#)),
      .error(
        "action type values (Chrome: button or text)",
        "message.webpush.notification.actions[0].type",
        "must be one of",
        fail: webDoc(#""actions": [{"action": "a", "title": "A", "type": "reply"}]"#),
        pass: webDoc(#""actions": [{"action": "a", "title": "A", "type": "text"}]"#)),
      .error(
        "vibrate is numbers (Notification API: VibratePattern)",
        "message.webpush.notification.vibrate",
        "must be a list",
        fail: webDoc(#""vibrate": "buzz""#), pass: webDoc(#""vibrate": 200"#)),
      .error(
        "web icon URL scheme (Notification API resolves it; only http(s) is fetched)",
        "message.webpush.notification.icon", "must start with",
        fail: webDoc(#""icon": "ftp://e.com/i.png""#), pass: webDoc(#""icon": "/icons/i.png""#)),
      .error(
        "web badge must be a URL", "message.webpush.notification.badge", "contains a space",
        fail: webDoc(#""badge": "my badge.png""#), pass: webDoc(#""badge": "badge.png""#)),
      .error(
        "web image must be a URL", "message.webpush.notification.image", "contains a space",
        fail: webDoc(#""image": "a b.png""#),
        pass: webDoc(#""image": "data:image/png;base64,AAAA""#)),
      .error(
        "action navigate must be a URL (declarative Web Push)",
        "message.webpush.notification.actions[0].navigate", "contains a space",
        fail: webDoc(#""actions": [{"action": "a", "title": "A", "navigate": "a b"}]"#),
        pass: webDoc(#""actions": [{"action": "a", "title": "A", "navigate": "/scores"}]"#)),
      .error(
        "web action icon must be a URL", "message.webpush.notification.actions[0].icon",
        "must start with",
        fail: webDoc(#""actions": [{"action": "a", "title": "A", "icon": "ftp://e.com/a.png"}]"#),
        pass: webDoc(#""actions": [{"action": "a", "title": "A", "icon": "a.png"}]"#)),
      .error(
        "Android loc key is non-empty (Python SDK: loc key required for args)",
        "message.android.notification.body_loc_key", "must not be empty",
        fail: #""android": {"notification": {"body_loc_key": ""}}"#,
        pass: #""android": {"notification": {"body_loc_key": "k"}}"#),
      .error(
        "Android title loc key is non-empty", "message.android.notification.title_loc_key",
        "must not be empty",
        fail: #""android": {"notification": {"title_loc_key": ""}}"#,
        pass: #""android": {"notification": {"title_loc_key": "k"}}"#),
      .warning(
        "Apple loc-key is non-empty (Apple: loc-key names a Localizable.strings key)",
        "message.apns.payload.aps.alert.loc-key", "must not be empty",
        fail: alertDoc(#""loc-key": """#), pass: alertDoc(#""loc-key": "K""#)),
      // Issue 45: inside aps.alert these were errors; the Python SDK's custom_data sends them,
      // FCM and APNs pass them and iOS ignores the key, so they are warnings.
      .warning(
        "Apple title-loc-key is non-empty", "message.apns.payload.aps.alert.title-loc-key",
        "must not be empty", fail: alertDoc(#""title-loc-key": """#),
        pass: alertDoc(#""title-loc-key": "K""#)),
      .warning(
        "Apple subtitle-loc-key is non-empty", "message.apns.payload.aps.alert.subtitle-loc-key",
        "must not be empty",
        fail: alertDoc(#""subtitle-loc-key": """#), pass: alertDoc(#""subtitle-loc-key": "K""#)),
      .warning(
        "Apple action-loc-key is non-empty", "message.apns.payload.aps.alert.action-loc-key",
        "must not be empty",
        fail: alertDoc(#""action-loc-key": """#), pass: alertDoc(#""action-loc-key": "K""#)),
      // Was an error; FCM and APNs pass the alert through and iOS ignores the key (the Python
      // SDK's ApsAlert(custom_data=…) may override Apple's keys with any type).
      .warning(
        "summary-arg-count is an integer (Apple: Generating a remote notification)",
        "message.apns.payload.aps.alert.summary-arg-count",
        "must be a whole number; iOS expects Apple's type here and ignores the key otherwise",
        fail: alertDoc(#""summary-arg-count": 1.5"#), pass: alertDoc(#""summary-arg-count": 2"#)),
      .warning(
        "Live Activity localized title needs loc-key (Apple: ActivityKit push notifications)",
        "message.apns.payload.aps.alert.title", #"must have "loc-key""#,
        fail: alertDoc(#""title": {"loc-args": ["a"]}"#),
        pass: alertDoc(#""title": {"loc-key": "%@ scored", "loc-args": ["A"]}"#)),
      .warning(
        "Live Activity localized body needs a string loc-key",
        "message.apns.payload.aps.alert.body",
        "loc-key must be a non-empty string",
        fail: alertDoc(#""body": {"loc-key": 1}"#), pass: alertDoc(#""body": {"loc-key": "K"}"#)),
      // Was an error; Python and Go send these URLs, so it is a warning naming Node (and an
      // error for `export --as node`).
      .warning(
        "image URL characters (Node Admin SDK validator.isURL)", "message.notification.image",
        "which the Node Admin SDK refuses (Python and Go send it)",
        fail: #""notification": {"image": "https://e.com/café.png"}"#,
        pass: #""notification": {"image": "https://e.com/caf%C3%A9.png"}"#),
      .warning(
        "image host name (Node Admin SDK validator.isURL)", "message.android.notification.image",
        "host name the Node Admin SDK refuses",
        fail: #""android": {"notification": {"image": "https://-cdn.e.com/a.png"}}"#,
        pass: #""android": {"notification": {"image": "https://cdn-1.e.com/a.png"}}"#),
      .warning(
        "image path (Node Admin SDK validator.isURL)", "message.apns.fcm_options.image",
        "path the Node Admin SDK refuses",
        fail: #""apns": {"fcm_options": {"image": "https://e.com/a&b.png"}}"#,
        pass: #""apns": {"fcm_options": {"image": "https://e.com/a.png?x=1&y=2"}}"#),
      // Issue 45: judged as written. A punycode host passes every SDK (Node's isURL host
      // pattern takes `xn--` labels); a Unicode host is refused by Node alone (Python checks a
      // string, Go's url.ParseRequestURI takes it), so it is a warning with the punycode.
      .warning(
        "Unicode image host (Node Admin SDK validator.isURL; Python, Go send it)",
        "message.notification.image",
        "write it in punycode if you export to Node: xn--r8jz45g.jp",
        fail: #""notification": {"image": "https://例え.jp/a.png"}"#,
        pass: #""notification": {"image": "https://xn--r8jz45g.jp/a.png"}"#),
      .warning(
        "Unicode image host under android (Node Admin SDK validator.isURL)",
        "message.android.notification.image", "the Node Admin SDK refuses",
        fail: #""android": {"notification": {"image": "https://bücher.de/a%20b.png"}}"#,
        pass: #""android": {"notification": {"image": "https://xn--bcher-kva.de/a%20b.png"}}"#),
      // Issue 45: the Python SDK's ApsAlert(custom_data=…) overrides Apple's alert keys with
      // any value; FCM and APNs pass it, iOS ignores the key (was "must be a string" error).
      .warning(
        "Apple alert key of another type (Python ApsAlert custom_data)",
        "message.apns.payload.aps.alert.launch-image", "iOS expects Apple's type here",
        fail: alertDoc(#""launch-image": ["a.png"]"#), pass: alertDoc(#""launch-image": "a.png""#)),
    ] + liveActivityCases

  /// Live Activity shape (Apple, "Starting and updating Live Activities with ActivityKit push
  /// notifications").
  static let liveActivityCases: [RuleCase] = [
    .error(
      "Live Activity push needs event", "message.apns.payload.aps.event",
      "FCM accepts this, but iOS drops a Live Activity push without event",
      fail: liveDoc(#""timestamp": 1767225600, "content-state": {}"#),
      pass: liveDoc(#""event": "update", "timestamp": 1767225600, "content-state": {}"#)),
    .error(
      "Live Activity push needs timestamp", "message.apns.payload.aps.timestamp",
      "iOS drops a Live Activity push without timestamp",
      fail: liveDoc(#""event": "update", "content-state": {}"#),
      pass: liveDoc(#""event": "update", "timestamp": 1767225600, "content-state": {}"#)),
    .error(
      "Live Activity push needs content-state (push type liveactivity)",
      "message.apns.payload.aps.content-state", "apns-push-type is liveactivity",
      fail:
        #""apns": {"headers": {"apns-push-type": "liveactivity"}, "payload": {"aps": {"event": "end", "timestamp": 1}}}"#,
      pass:
        #""apns": {"headers": {"apns-push-type": "liveactivity"}, "payload": {"aps": {"event": "end", "timestamp": 1, "content-state": {}}}}"#
    ),
    .error(
      "push-to-start needs attributes-type", "message.apns.payload.aps.attributes-type",
      "iOS drops a push-to-start without attributes-type",
      fail: liveDoc(#""event": "start", "timestamp": 1, "content-state": {}, "attributes": {}"#),
      pass: liveDoc(
        #""event": "start", "timestamp": 1, "content-state": {}, "attributes": {}, "attributes-type": "MatchAttributes""#
      )),
    .error(
      "push-to-start needs attributes", "message.apns.payload.aps.attributes",
      "iOS drops a push-to-start without attributes",
      fail: liveDoc(
        #""event": "start", "timestamp": 1, "content-state": {}, "attributes-type": "A""#),
      pass: liveDoc(
        #""event": "start", "timestamp": 1, "content-state": {}, "attributes-type": "A", "attributes": {}"#
      )),
    .warning(
      "dismissal-date only with end", "message.apns.payload.aps.dismissal-date",
      #"only applies to an "end" event"#,
      fail: liveDoc(
        #""event": "update", "timestamp": 1, "content-state": {}, "dismissal-date": 2"#),
      pass: liveDoc(#""event": "end", "timestamp": 1, "content-state": {}, "dismissal-date": 2"#)),
    .warning(
      "Live Activity times are seconds", "message.apns.payload.aps.timestamp",
      "Unix seconds, not milliseconds",
      fail: liveDoc(#""event": "update", "timestamp": 1767225600000, "content-state": {}"#),
      pass: liveDoc(#""event": "update", "timestamp": 1767225600, "content-state": {}"#)),
    .error(
      "input-push-token is the number 1", "message.apns.payload.aps.input-push-token",
      "expects the number 1",
      fail: liveDoc(
        #""event": "start", "timestamp": 1, "content-state": {}, "attributes-type": "A", "attributes": {}, "input-push-token": true"#
      ),
      pass: liveDoc(
        #""event": "start", "timestamp": 1, "content-state": {}, "attributes-type": "A", "attributes": {}, "input-push-token": 1"#
      )),
  ]

  static func apsDoc(_ members: String) -> String {
    #""apns": {"payload": {"aps": {"# + members + "}}}"
  }
  static func alertDoc(_ members: String) -> String { apsDoc(#""alert": {"# + members + "}") }
  static func webDoc(_ members: String) -> String {
    #""webpush": {"notification": {"# + members + "}}"
  }
  static func liveDoc(_ members: String) -> String {
    #""apns": {"live_activity_token": "la-token", "payload": {"aps": {"# + members + "}}}"
  }
}
