import PushCore
import Testing

/// How paths print (the FCM field-violation form) and parse back.
@Suite struct JSONPathTests {
  static let printed: [(JSONPath, String)] = [
    (JSONPath([.key("message"), .key("data"), .index(0), .key("value")]), "message.data[0].value"),
    (
      JSONPath([.key("message"), .key("apns"), .key("headers"), .key("apns-priority")]),
      "message.apns.headers.apns-priority"
    ),
    (JSONPath([.key("message"), .key("data"), .key("odd key")]), #"message.data["odd key"]"#),
    (JSONPath([.key("a.b")]), #"["a.b"]"#),
    (JSONPath([.key("")]), #"[""]"#),
    (JSONPath([.key("x"), .key(#"say "hi""#)]), #"x["say \"hi\""]"#),
    (JSONPath([.key("line\nbreak"), .key(#"back\slash"#)]), #"["line\nbreak"]["back\\slash"]"#),
    (JSONPath([.index(2), .key("x")]), "[2].x"),
    (JSONPath([.key("ключ"), .key("שלום")]), #"["ключ"]["שלום"]"#),
    (JSONPath.root, "$"),
  ]

  @Test func printsLikeFCMFieldViolations() {
    for (path, text) in Self.printed {
      #expect(path.description == text)
    }
  }

  @Test func parsesWhatItPrints() {
    for (path, text) in Self.printed {
      #expect(JSONPath(parsing: text) == path, "\(text)")
    }
  }

  @Test func rejectsMalformedText() {
    for text in [".a", "a..b", "a.", "a[", "a[x]", "a[1", #"a["x"#, #"a["x"x]"#, "a[-1]"] {
      #expect(JSONPath(parsing: text) == nil, "\(text)")
    }
  }

  @Test func emptyTextAndDollarAreTheRoot() {
    #expect(JSONPath(parsing: "") == .root)
    #expect(JSONPath(parsing: "$") == .root)
    #expect(JSONPath(parsing: #"["$"]"#) == JSONPath([.key("$")]))
  }

  @Test func literalsAndAppending() {
    let path: JSONPath = "message.android.notification"
    #expect(path.appending("color").description == "message.android.notification.color")
    #expect(path.appending(index: 3).description == "message.android.notification[3]")
    #expect(path.parent.description == "message.android")
    #expect(JSONPath.root.parent == .root)
    #expect(path.lastKey == "notification")
    #expect(path.appending(index: 0).lastKey == nil)
  }

  @Test func prefixAndSchemaKey() {
    let path: JSONPath = "message.webpush.notification.actions[2].title"
    #expect(path.hasPrefix("message.webpush"))
    #expect(path.hasPrefix(.root))
    #expect(!path.hasPrefix("message.web"))
    #expect(path.schemaKey == "message.webpush.notification.actions[].title")
  }
}
