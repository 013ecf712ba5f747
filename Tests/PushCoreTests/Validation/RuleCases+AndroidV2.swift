import Foundation
import PushCore

/// `android_v2` reuses `android`'s fields (the schema derives them), so every Android rule case
/// also holds inside `android_v2`: each case is moved there (`android.notification.*` →
/// `android_v2.remote_notification.notification.*`, `android.*` → `android_v2.*`, with a
/// `background_sync` kind where the case has no notification).
extension RuleCase {
  static let androidV2Cases: [RuleCase] =
    (androidCases + lightCases + urlCases + labelCases + fidelityCases)
    .compactMap(movedToAndroidV2)

  /// Keys of `android` that `AndroidConfigV2` does not have.
  private static let notInV2 = [
    "priority", "notification.proxy", "notification.bypass_proxy_notification",
  ]

  private static func movedToAndroidV2(_ rule: RuleCase) -> RuleCase? {
    let prefix = "message.android."
    guard rule.path.hasPrefix(prefix), !rule.isDraft else { return nil }
    let rest = String(rule.path.dropFirst(prefix.count))
    guard !notInV2.contains(where: { rest == $0 || rest.hasPrefix($0 + ".") }) else { return nil }
    let isNotification = rest.hasPrefix("notification")
    let path =
      isNotification
      ? "message.android_v2.remote_notification." + rest : "message.android_v2." + rest
    guard let fail = moved(rule.failing, isNotification),
      let pass = moved(rule.passing, isNotification)
    else { return nil }
    var v2 = rule
    v2.rule = "android_v2: " + rule.rule
    v2.path = path
    v2.failing = fail
    v2.passing = pass
    return v2
  }

  /// The members text with `android` moved into `android_v2`.
  private static func moved(_ members: String, _ isNotification: Bool) -> String? {
    guard let document = try? JSONParser.parse("{" + members + "}"),
      var object = document.objectValue
    else { return nil }
    guard let android = object["android"]?.objectValue else { return members }
    var v2 = android
    if let notification = v2.removeValue(forKey: "notification") {
      v2["remote_notification"] = ["notification": notification]
    } else if isNotification {
      v2["remote_notification"] = ["notification": [:]]
    } else {
      v2["background_sync"] = [:]
    }
    let position = object.index(forKey: "android") ?? object.count
    _ = object.removeValue(forKey: "android")
    object.insert(.object(v2), forKey: "android_v2", at: position)
    let text = JSONWriter.string(.object(object), style: .compact)
    return String(text.dropFirst().dropLast())
  }
}
