/// `WebpushConfig` (FCM-SPEC §1.8, §2.2).
extension RuleCase {
  private static func web(_ members: String) -> String {
    #""webpush": {"notification": {"# + members + "}}"
  }

  static let webpushCases: [RuleCase] = [
    .error(
      "dir values", "message.webpush.notification.dir", #"must be one of "auto", "ltr", "rtl""#,
      fail: web(#""dir": "up""#), pass: web(#""dir": "rtl""#)),
    .error(
      "Urgency values", "message.webpush.headers.Urgency", #"found "urgent""#,
      fail: #""webpush": {"headers": {"Urgency": "urgent"}}"#,
      pass: #""webpush": {"headers": {"Urgency": "very-low"}}"#),
    .error(
      "Urgency header in lower case", "message.webpush.headers.urgency", #"found "asap""#,
      fail: #""webpush": {"headers": {"urgency": "asap"}}"#,
      pass: #""webpush": {"headers": {"urgency": "high"}}"#),
    .error(
      "TTL header range", "message.webpush.headers.TTL", "from 0 to 2419200 seconds (4 weeks)",
      fail: #""webpush": {"headers": {"TTL": "2419201"}}"#,
      pass: #""webpush": {"headers": {"TTL": "2419200"}}"#),
    .error(
      "TTL header is whole seconds", "message.webpush.headers.TTL", "whole number of seconds",
      fail: #""webpush": {"headers": {"TTL": "1h"}}"#,
      pass: #""webpush": {"headers": {"TTL": "3600"}}"#),
    .error(
      "Topic header characters", "message.webpush.headers.Topic",
      "1 to 32 of the characters A-Z a-z 0-9 - _",
      fail: #""webpush": {"headers": {"Topic": "spring sale!"}}"#,
      pass: #""webpush": {"headers": {"Topic": "spring_sale"}}"#),
    .warning(
      "extra keys that misspell a known one (Struct key: FCM passes it, the browser ignores it)",
      "message.webpush.notification.require_interaction",
      #"did you mean "requireInteraction"?"#,
      fail: web(#""require_interaction": true"#), pass: web(#""requireInteraction": true"#)),
    .error(
      "renotify is a boolean", "message.webpush.notification.renotify", "must be a boolean",
      fail: web(#""renotify": "yes""#), pass: web(#""renotify": true, "tag": "t""#)),
    .error(
      "timestamp is a number", "message.webpush.notification.timestamp",
      "must be a number, found string",
      fail: web(#""timestamp": "1700000000000""#), pass: web(#""timestamp": 1700000000000"#)),
    .error(
      "vibrate is numbers", "message.webpush.notification.vibrate",
      "item 1 must be a number, found string",
      fail: web(#""vibrate": [200, "100"]"#), pass: web(#""vibrate": [200, 100]"#)),
    .error(
      "actions is a list", "message.webpush.notification.actions", "must be a list, found object",
      fail: web(#""actions": {"action": "a"}"#), pass: web(#""actions": [{"action": "a"}]"#)),
    .error(
      "actions are objects", "message.webpush.notification.actions",
      "item 0 must be an object, found string",
      fail: web(#""actions": ["a"]"#), pass: web(#""actions": [{"action": "a", "title": "A"}]"#)),
    .warning(
      "unknown action keys are ignored (Notification API: NotificationAction dictionary)",
      "message.webpush.notification.actions[0].label", "is not a key the receiver knows",
      fail: web(#""actions": [{"action": "a", "title": "A", "label": "A"}]"#),
      pass: web(#""actions": [{"action": "a", "title": "A"}]"#)),
    .error(
      "action icon is a URL", "message.webpush.notification.actions[0].icon",
      "must start with https:// or http://",
      fail: web(#""actions": [{"action": "a", "icon": "file:///i.png"}]"#),
      pass: web(#""actions": [{"action": "a", "icon": "https://e.com/i.png"}]"#)),
    .error(
      "web notification is an object", "message.webpush.notification", "must be an object",
      fail: #""webpush": {"notification": "hi"}"#, pass: web(#""title": "hi""#)),
  ]
}
