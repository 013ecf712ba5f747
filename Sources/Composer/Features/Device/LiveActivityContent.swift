import PushCore

/// What a Live Activity push shows, read from the Apple view: the event, the new content state
/// (the app's widget lays it out, so the preview lists its values), the alert that lights up
/// the screen, and the stale / dismissal times (Apple, "Starting and updating Live Activities
/// with ActivityKit push notifications").
struct LiveActivityContent: Equatable {
  var event: String
  /// `content-state` members as `key: value` lines, in the payload's order.
  var state: [(key: String, value: String)]
  /// The `attributes-type` of a push-to-start.
  var attributesType: String?
  var alertTitle = ""
  var alertBody = ""
  var staleDate: Int?
  var dismissalDate: Int?

  /// The Live Activity in the Apple view, if the message is one (`live_activity_token` set or
  /// `apns-push-type: liveactivity`).
  init?(_ view: PlatformView?) {
    let value = view?.value.objectValue ?? [:]
    let pushType = value["headers"]?.objectValue?.first { $0.key.lowercased() == "apns-push-type" }
    guard value["live_activity_token"] != nil || pushType?.value.stringValue == "liveactivity"
    else { return nil }
    let aps = value["payload"]?.objectValue?["aps"]?.objectValue ?? [:]
    event = aps["event"]?.stringValue ?? "update"
    state = (aps["content-state"]?.objectValue ?? [:]).map {
      ($0.key, $0.value.stringValue ?? JSONWriter.string($0.value, style: .compact))
    }
    attributesType = aps["attributes-type"]?.stringValue
    if case .object(let alert)? = aps["alert"] {
      alertTitle = Self.text(alert["title"])
      alertBody = Self.text(alert["body"])
    }
    staleDate = aps["stale-date"]?.numberValue?.intValue
    dismissalDate = aps["dismissal-date"]?.numberValue?.intValue
  }

  /// A string, or a localized `{"loc-key": …}` shown as its key.
  private static func text(_ value: JSONValue?) -> String {
    if let s = value?.stringValue { return s }
    return value?.objectValue?["loc-key"]?.stringValue.map { "⟨\($0)⟩" } ?? ""
  }

  static func == (a: LiveActivityContent, b: LiveActivityContent) -> Bool {
    a.event == b.event && a.state.map(\.key) == b.state.map(\.key)
      && a.state.map(\.value) == b.state.map(\.value) && a.attributesType == b.attributesType
      && a.alertTitle == b.alertTitle && a.alertBody == b.alertBody
      && a.staleDate == b.staleDate && a.dismissalDate == b.dismissalDate
  }
}
