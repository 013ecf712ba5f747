/// Renders what each platform receives once the common fields and its overrides merge
/// (FCM-SPEC §6), and records which request path each part shows (`PlatformView.sources`).
///
/// Readings chosen where the spec leaves questions open (FCM-SPEC §8):
/// - `android.data` / `webpush.data` *replace* `message.data` when present (the docs say
///   "override"); `apns` has no data block, so custom data become top-level payload keys.
/// - Override objects merge key by key: `android.notification.title` replaces only the title,
///   and `apns.payload.aps.alert.title` only the Apple title.
/// - `android_v2`, when present, is the Android config (V2-API: it replaces `android`);
///   `remote_notification.notification` overrides like `android.notification`, and a
///   `background_sync` message is a data message, so no notification is shown.
/// - FCM's own keys (`gcm.message_id`, `google.c.*`) are not shown; they add roughly 100 bytes.
/// - Payload size counts the compact JSON of `notification` + `data` (Android, web) or of the
///   APNs payload dictionary (Apple).
///
/// Fields are read under their snake_case names whichever spelling the draft uses
/// (`SpelledMessage`); source paths are reported as the draft spells them.
public enum PlatformRenderer {
  /// The view for one platform of an already rendered `Message`.
  public static func view(_ platform: Platform, of message: JSONObject) -> PlatformView {
    var memo = DerivationMemo()
    return view(platform, of: SpelledMessage(message), memo: &memo)
  }

  /// The three device platforms' views.
  public static func views(of message: JSONObject) -> [PlatformView] {
    var memo = DerivationMemo()
    return views(of: SpelledMessage(message), memo: &memo)
  }

  /// The three device platforms' views, counting sizes with what `memo` remembers.
  public static func views(of spelled: SpelledMessage, memo: inout DerivationMemo)
    -> [PlatformView]
  {
    [Platform.android, .apns, .webpush].map { view($0, of: spelled, memo: &memo) }
  }

  /// The view, without its source map: `PlatformView.sources` renders again, recording, when
  /// asked (only the preview asks), so sizes and validation build no paths.
  private static func view(
    _ platform: Platform, of spelled: SpelledMessage, memo: inout DerivationMemo
  ) -> PlatformView {
    let rendered = render(platform, spelled.canonical, recording: false, memo: &memo)
    return PlatformView(
      platform: platform, value: rendered.value, payload: rendered.payload,
      payloadBytes: rendered.payloadBytes
        ?? PayloadSize.compactBytes(rendered.payload, memo: &memo.bytes),
      origin: spelled)
  }

  /// Which request path each part of `platform`'s view of `spelled` shows, spelled as the
  /// draft spells it.
  static func sources(_ platform: Platform, of spelled: SpelledMessage) -> SourceMap {
    var memo = DerivationMemo()
    var map =
      render(platform, spelled.canonical, recording: true, memo: &memo).sources.map ?? SourceMap()
    map.spelling = spelled.spelling
    return map
  }

  /// One platform's view and payload of a canonically spelled message, with the source pairs
  /// when `recording`, reusing what `memo` remembers of the previous render when not.
  static func render(
    _ platform: Platform, _ message: JSONObject, recording: Bool, memo: inout DerivationMemo
  ) -> Rendering {
    switch platform {
    case .common:
      var sources = SourceRecorder(recording: recording)
      sources.set(.root, from: messagePath)
      let value = JSONValue.object(message)
      return Rendering(value: value, payload: value, sources: sources)
    case .android: return android(message, recording: recording)
    case .apns: return apns(message, recording: recording, memo: &memo)
    case .webpush: return webpush(message, recording: recording)
    }
  }

  /// What one platform's renderer produced.
  struct Rendering {
    var value: JSONValue
    var payload: JSONValue
    var sources: SourceRecorder
    /// The payload's compact bytes, when the renderer knows them from its parts.
    var payloadBytes: Int? = nil
  }

  /// Where `platform`'s payload lies in its view: under `payload` for APNs; for the others
  /// the payload's members are the view's own (`notification`, `data`) beside the options.
  static func payloadRoot(_ platform: Platform) -> JSONPath {
    platform == .apns ? "payload" : .root
  }

  static let messagePath: JSONPath = "message"
  /// Paths the renderers start from, parsed once (a render that records nothing builds no
  /// paths at all).
  static let notificationPath: JSONPath = "message.notification"
  static let dataPath: JSONPath = "message.data"
  static let androidPath: JSONPath = "message.android"
  static let androidV2Path: JSONPath = "message.android_v2"
  static let webpushPath: JSONPath = "message.webpush"
  static let apnsPath: JSONPath = "message.apns"
  /// The Android config's members the renderer places itself; the others are copied. (Four
  /// short keys: comparing costs less than hashing, on every render.)
  private static let androidHandledKeys: [String] = [
    "notification", "data", "fcm_options", "remote_notification",
  ]

  static func android(_ message: JSONObject, recording: Bool) -> Rendering {
    let isV2 = message["android_v2"] != nil
    let base = isV2 ? androidV2Path : androidPath
    let config = message[isV2 ? "android_v2" : "android"]?.objectValue ?? [:]
    let remote = config["remote_notification"]?.objectValue
    let isBackgroundSync = isV2 && config["background_sync"] != nil && remote == nil
    var sources = SourceRecorder(recording: recording)
    var notification = JSONObject()
    if !isBackgroundSync {
      overlay(
        &notification, message["notification"]?.objectValue, from: notificationPath,
        at: "notification", sources: &sources)
    }
    overlay(
      &notification,
      (isV2 ? remote : config)?["notification"]?.objectValue,
      from: (isV2 ? base.appending("remote_notification") : base).appending("notification"),
      at: "notification", sources: &sources)
    var payload = JSONObject()
    if !notification.isEmpty { payload["notification"] = .object(notification) }
    if let data = config["data"] {
      payload["data"] = data
      sources.set("data", from: base.appending("data"))
    } else if let data = message["data"] {
      payload["data"] = data
      sources.set("data", from: dataPath)
    }
    var value = payload
    value.reserveCapacity(payload.count + config.count + (remote?.count ?? 0) + 1)
    for member in config where !androidHandledKeys.contains(member.key) {
      value[member.key] = member.value
      sources.set(JSONPath([.key(member.key)]), from: base.appending(member.key))
    }
    for member in remote ?? [:] where member.key != "notification" {
      value[member.key] = member.value
      sources.set(
        JSONPath([.key(member.key)]),
        from: base.appending("remote_notification").appending(member.key))
    }
    if let (label, isOwn) = analyticsLabel(config, message) {
      value["fcm_options"] = ["analytics_label": label]
      sources.set("fcm_options.analytics_label", from: analyticsLabelSource(isOwn, base: base))
    }
    return Rendering(value: .object(value), payload: .object(payload), sources: sources)
  }

  static func webpush(_ message: JSONObject, recording: Bool) -> Rendering {
    let base = webpushPath
    let config = message["webpush"]?.objectValue ?? [:]
    var sources = SourceRecorder(recording: recording)
    var notification = JSONObject()
    overlay(
      &notification, message["notification"]?.objectValue, from: notificationPath,
      at: "notification", sources: &sources)
    overlay(
      &notification, config["notification"]?.objectValue, from: base.appending("notification"),
      at: "notification", sources: &sources)
    var value = JSONObject()
    value.reserveCapacity(4)
    if let headers = config["headers"] {
      value["headers"] = headers
      sources.set("headers", from: base.appending("headers"))
    }
    var payload = JSONObject()
    if !notification.isEmpty { payload["notification"] = .object(notification) }
    if let data = config["data"] {
      payload["data"] = data
      sources.set("data", from: base.appending("data"))
    } else if let data = message["data"] {
      payload["data"] = data
      sources.set("data", from: dataPath)
    }
    for member in payload { value[member.key] = member.value }
    var fcmOptions = JSONObject()
    overlay(
      &fcmOptions, config["fcm_options"]?.objectValue, from: base.appending("fcm_options"),
      at: "fcmOptions", sources: &sources)
    if fcmOptions["analytics_label"] == nil,
      let (label, isOwn) = analyticsLabel([:], message)
    {
      fcmOptions["analytics_label"] = label
      sources.set("fcmOptions.analytics_label", from: analyticsLabelSource(isOwn, base: base))
    }
    if !fcmOptions.isEmpty { value["fcmOptions"] = .object(fcmOptions) }
    return Rendering(value: .object(value), payload: .object(payload), sources: sources)
  }

  /// Copies `override`'s members into `base` (found at `output` in the view), recording each as
  /// coming from `source.<key>` (the paths are built only when recording).
  static func overlay(
    _ base: inout JSONObject, _ override: JSONObject?, from source: @autoclosure () -> JSONPath,
    at output: @autoclosure () -> JSONPath, sources: inout SourceRecorder
  ) {
    guard let override, !override.isEmpty else { return }
    base.reserveCapacity(base.count + override.count)
    for member in override {
      base[member.key] = member.value
      sources.set(output().appending(member.key), from: source().appending(member.key))
    }
  }

  /// The platform's analytics label (its own, else the message's) and whether it is its own.
  static func analyticsLabel(_ config: JSONObject, _ message: JSONObject)
    -> (label: JSONValue, isOwn: Bool)?
  {
    if let label = config["fcm_options"]?.objectValue?[analyticsLabelKey] { return (label, true) }
    if let label = message["fcm_options"]?.objectValue?[analyticsLabelKey] {
      return (label, false)
    }
    return nil
  }

  /// Where the analytics label was set: the platform's own `fcm_options` under `base`, or the
  /// message's.
  static func analyticsLabelSource(_ isOwn: Bool, base: JSONPath) -> JSONPath {
    (isOwn ? base : messagePath).appending("fcm_options").appending(analyticsLabelKey)
  }

  private static let analyticsLabelKey = "analytics_label"
}
