import Foundation
import Testing

@testable import PushCore

/// A fixed clock: these tests do not depend on the time they run at.
private let testNow = Date(timeIntervalSince1970: 1_767_225_600)

/// The exporters' building blocks: the schema-derived object kinds, exact duration and colour
/// conversions, enum tokens, and the rule that nothing is dropped silently.
@Suite struct ExporterTests {
  @Test func everyObjectFieldOfTheSchemaHasAnSDKKind() {
    for field in FieldSchema.shared.fields
    where (field.kind == .object || field.kind == .objectList)
      && !ObjectKind.untypedSubtrees.contains(where: { field.path.hasPrefix($0) })
    {
      let path = field.kind == .objectList ? field.path + "[]" : field.path
      #expect(ObjectKind(rawValue: path) != nil, "\(field.path) has no ObjectKind")
    }
  }

  @Test func durationsKeepEveryDigit() throws {
    let ttl = try #require(ProtoDuration(json: "3600.5s"))
    #expect(ttl.secondsLiteral == "3600.5")
    #expect(ttl.millisecondsLiteral == "3600500")
    let tiny = try #require(ProtoDuration(json: "0.000000001s"))
    #expect(tiny.millisecondsLiteral == "0.000001")
    #expect(!tiny.isWholeMicroseconds)
    #expect(ProtoDuration(json: "-1s") == nil)
    #expect(ProtoDuration(json: "1.0000000001s") == nil)
  }

  @Test func enumValuesBecomeTheSDKsTokens() {
    let priorities = [
      "PRIORITY_UNSPECIFIED", "PRIORITY_MIN", "PRIORITY_LOW", "PRIORITY_DEFAULT", "PRIORITY_HIGH",
      "PRIORITY_MAX",
    ]
    #expect(SDKTranslator.enumToken("PRIORITY_MAX", among: priorities) == "max")
    #expect(SDKTranslator.enumToken("PRIORITY_UNSPECIFIED", among: priorities) == nil)
    #expect(SDKTranslator.enumToken("HIGH", among: ["NORMAL", "HIGH"]) == "high")
    let proxy = ["PROXY_UNSPECIFIED", "ALLOW", "DENY", "IF_PRIORITY_LOWERED"]
    #expect(SDKTranslator.enumToken("IF_PRIORITY_LOWERED", among: proxy) == "if_priority_lowered")
  }

  @Test func colorObjectsBecomeHexAndSayWhenRounded() throws {
    let exact = try #require(ColorHex(json: ["red": 1, "green": 0, "blue": 0]))
    #expect(exact.hex == "#ff0000" && exact.isExact)
    let half = try #require(
      ColorHex(json: ["red": 0, "green": .number(JSONNumber(uncheckedText: "0.5")), "blue": 1]))
    #expect(half.hex == "#0080ff" && !half.isExact)
  }

  @Test func valuesAnSDKCannotExpressAreCommentedNotDropped() {
    var draft = Draft(message: ["topic": "news"])
    draft.setValue(
      .string("PRIORITY_UNSPECIFIED"), at: "message.android.notification.notification_priority")
    draft.setValue(.bool(true), at: "message.android.notification.bypass_proxy_notification")
    let python = Exporter.result(draft, as: .python, options: ExportOptions(now: testNow))
    #expect(python.text.contains("# message.android.notification.notification_priority = "))
    #expect(python.text.contains("# message.android.notification.bypass_proxy_notification = "))
    #expect(python.notes.count == 2)
    let go = Exporter.result(draft, as: .go, options: ExportOptions(now: testNow))
    #expect(go.notes.count == 2)
  }

  @Test func curlBodyNeedsNoShellEscaping() {
    let draft = Draft(message: [
      "topic": "news", "notification": ["title": "$HOME `id` \"q\" 'x' \\ שלום"],
    ])
    let text = Exporter.export(draft, as: .curl, options: ExportOptions(project: "p", now: testNow))
    #expect(text.contains("--data-binary @- <<'JSON'\n{\n"))
    #expect(text.contains(#""title": "$HOME `id` \"q\" 'x' \\ שלום""#))
    #expect(text.hasSuffix("\n}\nJSON\n"))
  }

  @Test func apnsFileIsWhatAppleReceivesPlusTheBundle() throws {
    let draft = Draft(message: ["token": "t", "notification": ["title": "T", "body": "B"]])
    let text = Exporter.export(
      draft, as: .apns, options: ExportOptions(bundleID: "com.a.b", now: testNow))
    let file = try #require(try JSONParser.parse(text).objectValue)
    #expect(file.keys == ["Simulator Target Bundle", "aps"])
    #expect(file["aps"] == ["alert": ["title": "T", "body": "B"]])
  }
}
