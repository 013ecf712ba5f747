/// What one platform receives, as rendered for the preview and `render --platform`.
public struct PlatformView: Sendable, Hashable {
  /// The platform.
  public var platform: Platform
  /// The full view: delivery options plus the payload.
  public var value: JSONValue
  /// The part that counts against the payload limit (see `PlatformRenderer`).
  public var payload: JSONValue
  /// UTF-8 bytes of the compact payload.
  public var payloadBytes: Int
  /// The message this view was rendered from, kept so `sources` can be derived on demand.
  var origin: SpelledMessage

  init(
    platform: Platform, value: JSONValue, payload: JSONValue, payloadBytes: Int,
    origin: SpelledMessage
  ) {
    self.platform = platform
    self.value = value
    self.payload = payload
    self.payloadBytes = payloadBytes
    self.origin = origin
  }

  /// Which request path each part of `value` shows (paths as the draft spells them). Built
  /// when asked, by rendering again with recording on: only the preview highlighting needs
  /// it, and building it on every render cost more than the render itself.
  public var sources: SourceMap { PlatformRenderer.sources(platform, of: origin) }

  /// Equal views show the same value with the same sources (the origins are compared first,
  /// since equal origins render equal sources).
  public static func == (a: PlatformView, b: PlatformView) -> Bool {
    a.platform == b.platform && a.value == b.value && a.payload == b.payload
      && (a.origin == b.origin || a.sources == b.sources)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(platform)
    hasher.combine(value)
    hasher.combine(payload)
  }

  /// FCM's payload limit: 4096 bytes, except 2048 for topic messages (the error-code reference).
  public static let byteLimit = 4096
  /// The lower limit the error-code reference gives for topic messages.
  public static let topicByteLimit = 2048

  /// The payload limit for a rendered message: `topicByteLimit` for topic and condition
  /// messages, else `byteLimit`.
  public static func payloadLimit(for message: JSONObject) -> Int {
    message["topic"] != nil || message["condition"] != nil ? topicByteLimit : byteLimit
  }
}
