extension PlatformRenderer {
  /// The APNs view (FCM-SPEC §6.3): the common title and body become `aps.alert`, the
  /// `apns.payload` overlays it, custom data become top-level payload keys.
  static func apns(
    _ message: JSONObject, recording: Bool, memo: inout DerivationMemo
  ) -> Rendering {
    let base = apnsPath
    let apsSource = apsSourcePath
    let apsOutput = apsOutputPath
    let config = message["apns"]?.objectValue ?? [:]
    let common = message["notification"]?.objectValue ?? [:]
    var sources = SourceRecorder(recording: recording)
    var aps = JSONObject()
    let custom = config["payload"]?.objectValue ?? [:]
    let customAps = custom["aps"]?.objectValue ?? [:]
    switch customAps["alert"] {
    case .some(.object(let o)):
      var alert = commonAlert(common, at: apsOutput.appending("alert"), sources: &sources)
      overlay(
        &alert, o, from: apsSource.appending("alert"), at: apsOutput.appending("alert"),
        sources: &sources)
      if !alert.isEmpty { aps["alert"] = .object(alert) }
    case .some(let other):
      aps["alert"] = other
      sources.set(apsOutput.appending("alert"), from: apsSource.appending("alert"))
    case nil:
      let alert = commonAlert(common, at: apsOutput.appending("alert"), sources: &sources)
      if !alert.isEmpty { aps["alert"] = .object(alert) }
    }
    for member in customAps where member.key != "alert" {
      aps[member.key] = member.value
      sources.set(apsOutput.appending(member.key), from: apsSource.appending(member.key))
    }
    // Custom data and payload keys become top-level keys (see `ApnsCustomKeys`).
    let customKeys =
      recording
      ? ApnsCustomKeys(data: message["data"], custom: config["payload"], sources: &sources)
      : ApnsCustomKeys.of(data: message["data"], custom: config["payload"], memo: &memo.apnsKeys)
    var memberBytes: Int? = customKeys.bytes
    if !aps.isEmpty {
      memberBytes? += PayloadSize.memberBytes(JSONObject.Member(key: "aps", value: .object(aps)))
    }
    let ownImage = config["fcm_options"]?.objectValue?["image"]
    let image = ownImage ?? common["image"]
    let options: JSONObject.Member? = image.map { .init(key: "fcm_options", value: ["image": $0]) }
    let appendsOptions = options != nil && !customKeys.hasFCMOptions
    if appendsOptions, let options { memberBytes? += PayloadSize.memberBytes(options) }
    let shape = ApnsPayloadShape(keys: customKeys, hasAps: !aps.isEmpty, hasOptions: appendsOptions)
    var payload: JSONObject
    if recording {
      var none: JSONObject?
      payload = shape.payload(
        aps: aps, options: appendsOptions ? options : nil, recycled: &none, previous: nil)
    } else {
      payload = shape.payload(
        aps: aps, options: appendsOptions ? options : nil,
        recycled: &memo.recycledApnsPayload, previous: memo.apnsShape)
      memo.apnsShape = shape
    }
    if let options {
      if customKeys.hasFCMOptions {
        // Replaces a custom key in place: counted from scratch.
        payload[options.key] = options.value
        memberBytes = nil
      }
      sources.set(
        "payload.fcm_options.image",
        from: ownImage != nil
          ? base.appending("fcm_options").appending("image")
          : notificationPath.appending("image"))
    }
    var value = JSONObject()
    if let headers = config["headers"] {
      value["headers"] = headers
      sources.set("headers", from: base.appending("headers"))
    }
    value["payload"] = .object(payload)
    if let token = config["live_activity_token"] {
      value["live_activity_token"] = token
      sources.set("live_activity_token", from: base.appending("live_activity_token"))
    }
    if let (label, isOwn) = analyticsLabel(config, message) {
      value["fcm_options"] = ["analytics_label": label]
      sources.set("fcm_options.analytics_label", from: analyticsLabelSource(isOwn, base: base))
    }
    return Rendering(
      value: .object(value), payload: .object(payload), sources: sources,
      payloadBytes: memberBytes.map {
        PayloadSize.objectBytes(count: payload.count, memberBytes: $0)
      })
  }

  /// The common title and body as `aps.alert` members (found at `output`).
  private static func commonAlert(
    _ common: JSONObject, at output: @autoclosure () -> JSONPath, sources: inout SourceRecorder
  ) -> JSONObject {
    var alert = JSONObject()
    for key in ["title", "body"] {
      guard let text = common[key] else { continue }
      alert[key] = text
      sources.set(output().appending(key), from: notificationPath.appending(key))
    }
    return alert
  }

  private static let apsSourcePath: JSONPath = "message.apns.payload.aps"
  private static let apsOutputPath: JSONPath = "payload.aps"
}
