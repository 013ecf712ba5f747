/// URL fields: images http(s), the web link https only (FCM-SPEC §2.1, §2.2, §7.7).
extension RuleCase {
  static let urlCases: [RuleCase] = [
    .error(
      "image is http(s)", "message.notification.image",
      "must start with https:// or http:// (found ftp:)",
      fail: #""notification": {"image": "ftp://e.com/a.png"}"#,
      pass: #""notification": {"image": "http://e.com/a.png"}"#),
    .error(
      "image is a URL", "message.notification.image", "is not a valid URL",
      fail: #""notification": {"image": "a.png"}"#,
      pass: #""notification": {"image": "https://e.com/a.png"}"#),
    .error(
      "image is not empty", "message.notification.image", "must not be empty",
      fail: #""notification": {"image": ""}"#,
      pass: #""notification": {"image": "https://e.com/a.png"}"#),
    .error(
      "image has a host", "message.notification.image", "has no host name",
      fail: #""notification": {"image": "https:///a.png"}"#,
      pass: #""notification": {"image": "https://e.com/a.png"}"#),
    .error(
      "image has no spaces", "message.notification.image", "encode it as %20",
      fail: #""notification": {"image": "https://e.com/my image.png"}"#,
      pass: #""notification": {"image": "https://e.com/my%20image.png"}"#),
    .error(
      "android image is http(s)", "message.android.notification.image", "must start with",
      fail: #""android": {"notification": {"image": "data:image/png;base64,AAAA"}}"#,
      pass: #""android": {"notification": {"image": "https://e.com/a.png"}}"#),
    .error(
      "apns image is http(s)", "message.apns.fcm_options.image", "must start with",
      fail: #""apns": {"fcm_options": {"image": "s3://bucket/a.png"}}"#,
      pass: #""apns": {"fcm_options": {"image": "https://e.com/a.png"}}"#),
    .error(
      "web link is https", "message.webpush.fcm_options.link",
      "must be an https:// URL (found http://)",
      fail: #""webpush": {"fcm_options": {"link": "http://e.com/m/42"}}"#,
      pass: #""webpush": {"fcm_options": {"link": "https://e.com/m/42"}}"#),
    .error(
      "web link is not empty", "message.webpush.fcm_options.link", "must not be empty",
      fail: #""webpush": {"fcm_options": {"link": ""}}"#,
      pass: #""webpush": {"fcm_options": {"link": "https://e.com"}}"#),
    .error(
      "web icon is http(s)", "message.webpush.notification.icon", "must start with",
      fail: #""webpush": {"notification": {"icon": "javascript:alert(1)"}}"#,
      pass: #""webpush": {"notification": {"icon": "https://e.com/i.png"}}"#),
    .error(
      "web image is http(s)", "message.webpush.notification.image", "must start with",
      fail: #""webpush": {"notification": {"image": "ftp://e.com/a.png"}}"#,
      pass: #""webpush": {"notification": {"image": "https://e.com/a.png"}}"#),
    .error(
      "web badge is http(s)", "message.webpush.notification.badge", "must start with",
      fail: #""webpush": {"notification": {"badge": "ftp://e.com/b.png"}}"#,
      pass: #""webpush": {"notification": {"badge": "https://e.com/b.png"}}"#),
  ]

  /// `analytics_label` in all four `fcm_options` blocks (Python's rule, the strictest).
  private static let labelBlocks: [(open: String, path: String, close: String)] = [
    (#""fcm_options": {"analytics_label": "#, "message.fcm_options.analytics_label", "}"),
    (
      #""android": {"fcm_options": {"analytics_label": "#,
      "message.android.fcm_options.analytics_label", "}}"
    ),
    (
      #""apns": {"fcm_options": {"analytics_label": "#,
      "message.apns.fcm_options.analytics_label", "}}"
    ),
    (
      #""webpush": {"fcm_options": {"analytics_label": "#,
      "message.webpush.fcm_options.analytics_label", "}}"
    ),
  ]

  /// `analytics_label` in all four `fcm_options` blocks (Python's rule, the strictest).
  static var labelCases: [RuleCase] {
    var cases: [RuleCase] = []
    for block in labelBlocks {
      let open = block.open
      let close = block.close
      let tooLong: String = open + "\"" + long(51) + "\"" + close
      let longest: String = open + "\"" + long(50) + "\"" + close
      cases.append(
        .error(
          "analytics_label characters", block.path, "1 to 50 of the characters",
          fail: open + #""spring sale!""# + close,
          pass: open + #""spring_sale-2027.~%""# + close))
      cases.append(
        .error("analytics_label at most 50", block.path, "1 to 50", fail: tooLong, pass: longest))
      cases.append(
        .error(
          "analytics_label not empty", block.path, #"found """#, fail: open + #""""# + close,
          pass: open + #""x""# + close))
    }
    return cases
  }
}
