import Foundation
import PushCore
import Testing

@Suite("Message template")
struct MessageTemplateTests {
  @Test func tokenBodyEqualsTheRenderedMessagePlusToken() {
    let message: JSONValue = ["notification": ["title": "Hi \"you\""], "data": ["k": "v"]]
    let template = MessageTemplate(message: message, dryRun: false)
    let body = String(decoding: template.body(for: .token("abc:123")), as: UTF8.self)
    #expect(
      body
        == #"{"message":{"notification":{"title":"Hi \"you\""},"data":{"k":"v"},"token":"abc:123"}}"#
    )
    #expect(body == JSONWriter.string(template.request(for: .token("abc:123")), style: .compact))
  }

  @Test func existingTargetsAreReplacedInPlace() {
    let message: JSONValue = ["topic": "old", "notification": ["title": "x"], "condition": "c"]
    let body = String(
      decoding: MessageTemplate(message: message, dryRun: false).body(for: .token("t")),
      as: UTF8.self)
    #expect(body == #"{"message":{"token":"t","notification":{"title":"x"}}}"#)
  }

  @Test func dryRunAddsValidateOnly() {
    let body = String(
      decoding: MessageTemplate(message: ["data": ["a": "b"]], dryRun: true).body(
        for: .topic("news")), as: UTF8.self)
    #expect(body == #"{"message":{"data":{"a":"b"},"topic":"news"},"validate_only":true}"#)
  }

  @Test func topicNamesAreNormalisedLikeTheSDKs() {
    #expect(PushTarget.normalizedTopic("/topics/news") == "news")
    #expect(PushTarget.normalizedTopic("a-b_c.d~e%f") == "a-b_c.d~e%f")
    #expect(PushTarget.normalizedTopic("bad topic") == nil)
    #expect(PushTarget.redactedSample == "…567890")
  }
}

extension PushTarget {
  fileprivate static var redactedSample: String { PushTarget.token("abc1234567890").redacted }
}
