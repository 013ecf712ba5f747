/// Targets and topic conditions (FCM-SPEC §2.1, §2.2, §7.1).
extension RuleCase {
  static let targetCases: [RuleCase] = [
    .error(
      "a target is required", "message", "no target",
      fail: #""notification": {"title": "Hi"}"#,
      pass: #""topic": "news", "notification": {"title": "Hi"}"#, target: false),
    .error(
      "only one target", "message.topic", "more than one target: token and topic",
      fail: #""token": "t", "topic": "news""#, pass: #""topic": "news""#, target: false),
    .error(
      "only one target (fid and condition)", "message.condition", "more than one target",
      fail: #""fid": "f", "condition": "'a' in topics""#, pass: #""fid": "f""#, target: false),
    .error(
      "token must not be empty", "message.token", "must not be empty",
      fail: #""token": """#, pass: #""token": "t""#, target: false),
    .error(
      "fid must not be empty", "message.fid", "must not be empty",
      fail: #""fid": """#, pass: #""fid": "f""#, target: false),
    .error(
      "topic must not be empty", "message.topic", "must not be empty",
      fail: #""topic": """#, pass: #""topic": "t""#, target: false),
    .error(
      "condition must not be empty", "message.condition", "must not be empty",
      fail: #""condition": """#, pass: #""condition": "'a' in topics""#, target: false),
    .error(
      "token must be a string", "message.token", #"must be a string, found number; write "5""#,
      fail: #""token": 5"#, pass: #""token": "5""#, target: false),
    .warning(
      "token has stray white space", "message.token", "leading or trailing white space",
      fail: #""token": " t ""#, pass: #""token": "t""#, target: false),
    .error(
      "topic characters", "message.topic", "1 to 900 of the characters",
      fail: #""topic": "foo bar""#, pass: #""topic": "Foo-bar_1.~%""#, target: false),
    .error(
      "topic ends at its last character", "message.topic", "1 to 900 of the characters",
      fail: #""topic": "news\n""#, pass: #""topic": "news""#, target: false),
    .error(
      "topic with a path", "message.topic", "1 to 900 of the characters",
      fail: #""topic": "/foo/bar""#, pass: #""topic": "foo""#, target: false),
    .error(
      "topic letters are ASCII only", "message.topic", "1 to 900 of the characters",
      fail: #""topic": "nëws""#, pass: #""topic": "news""#, target: false),
    .error(
      "topic has no line break of two scalars", "message.topic", "1 to 900 of the characters",
      fail: #""topic": "news\r\n""#, pass: #""topic": "news""#, target: false),
    .error(
      "condition topic characters", "message.condition", #""a b" is not a valid topic name"#,
      fail: #""condition": "'a b' in topics""#, pass: #""condition": "'a~b%' in topics""#,
      target: false),
    .error(
      "topic length 900", "message.topic", "(901 characters)",
      fail: #""topic": ""# + long(901) + #"""#, pass: #""topic": ""# + long(900) + #"""#,
      target: false),
    .warning(
      "leading /topics/ is stripped", "message.topic", #"drop the "/topics/" prefix"#,
      fail: #""topic": "/topics/news""#, pass: #""topic": "news""#, target: false),
    .error(
      "condition: single & is not an operator", "message.condition", "use && or ||",
      fail: #""condition": "'a' in topics & 'b' in topics""#,
      pass: #""condition": "'a' in topics && ('b' in topics || !('c' in topics))""#,
      target: false),
    .error(
      "condition: topics are quoted", "message.condition",
      "at character 1: expected a quoted topic name like 'news'",
      fail: #""condition": "a in topics""#, pass: #""condition": "'a' in topics""#,
      target: false),
    .error(
      "condition: quoted topic followed by in topics", "message.condition",
      #"expected "in topics" after 'a'"#,
      fail: #""condition": "'a' && 'b' in topics""#,
      pass: #""condition": "'a' in topics && 'b' in topics""#, target: false),
    .error(
      "condition: at most 5 topics", "message.condition", "uses 6 topics; FCM allows at most 5",
      fail:
        #""condition": "'a' in topics && 'b' in topics && 'c' in topics || 'd' in topics && 'e' in topics && 'f' in topics""#,
      pass:
        #""condition": "'a' in topics && 'b' in topics && 'c' in topics || 'd' in topics && 'e' in topics""#,
      target: false),
    .error(
      "condition: parentheses balance", "message.condition", "expected ) to close",
      fail: #""condition": "('a' in topics || 'b' in topics""#,
      pass: #""condition": "('a' in topics || 'b' in topics)""#, target: false),
    .error(
      "condition: topic names", "message.condition", #""a b" is not a valid topic name"#,
      fail: #""condition": "'a b' in topics""#, pass: #""condition": "'a_b' in topics""#,
      target: false),
    .error(
      "condition: nothing after the last test", "message.condition", "expected && or ||",
      fail: #""condition": "'a' in topics 'b' in topics""#,
      pass: #""condition": "'a' in topics || 'b' in topics""#, target: false),
  ]
}
