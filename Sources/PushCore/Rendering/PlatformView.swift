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
  /// Which request path each part of `value` shows (paths as the draft spells them).
  public var sources: SourceMap

  public init(platform: Platform, value: JSONValue, payload: JSONValue, sources: SourceMap) {
    self.platform = platform
    self.value = value
    self.payload = payload
    self.payloadBytes = PayloadSize.compactBytes(payload)
    self.sources = sources
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
