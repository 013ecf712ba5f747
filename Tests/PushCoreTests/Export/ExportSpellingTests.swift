import Foundation
import PushCore
import Testing

/// A fixed clock: these tests do not depend on the time they run at.
private let testNow = Date(timeIntervalSince1970: 1_767_225_600)

/// Exports read android_v2 and lowerCamelCase bodies like the rest: the Node snippet sends
/// `android_v2` as the plain object it is (Node messages are plain objects), Python and Go,
/// whose released SDKs have no `AndroidConfigV2`, say so instead of dropping it; a camelCase
/// draft builds the same SDK objects as its snake_case twin.
@Suite struct ExportSpellingTests {
  static let v2: JSONObject = [
    "topic": "news",
    "android_v2": ["ttl": "60s", "remote_notification": ["notification": ["title": "Goal"]]],
  ]

  @Test func nodeSendsAndroidV2AsWritten() {
    let node = Exporter.export(
      Draft(message: Self.v2), as: .node, options: ExportOptions(now: testNow))
    #expect(node.contains("android_v2: {"))
    #expect(node.contains("remote_notification: {"))
    #expect(node.contains("title: 'Goal'") || node.contains(#"title: "Goal""#))
  }

  @Test func pythonAndGoNameAndroidV2AsNotExpressible() {
    for format in [ExportFormat.python, .go] {
      let result = Exporter.result(
        Draft(message: Self.v2), as: format, options: ExportOptions(now: testNow))
      #expect(result.text.contains("message.android_v2 = "), "\(format)")
      #expect(result.notes.contains { $0.contains("android_v2") }, "\(format)")
    }
  }

  @Test func camelCaseDraftExportsLikeItsTwin() {
    let snake = Draft(message: [
      "topic": "news", "fcm_options": ["analytics_label": "l"],
      "android": ["collapse_key": "c", "notification": ["click_action": "OPEN"]],
    ])
    let camel = Draft(message: [
      "topic": "news", "fcmOptions": ["analyticsLabel": "l"],
      "android": ["collapseKey": "c", "notification": ["clickAction": "OPEN"]],
    ])
    for format in [ExportFormat.python, .node, .go] {
      let a = Exporter.result(snake, as: format, options: ExportOptions(now: testNow))
      let b = Exporter.result(camel, as: format, options: ExportOptions(now: testNow))
      #expect(b.notes.isEmpty, "\(format): \(b.notes)")
      #expect(a.text == b.text, "\(format)")
    }
  }
}
