/// Turns a rendered v1 `message` into request bodies, one per recipient, without re-rendering.
///
/// For each target the message gets exactly one of `token`/`topic`/`condition` (others are
/// removed; the new one takes the place of the first target key the draft had, else goes
/// last) and is wrapped as `{"message":{…}}`, plus `"validate_only":true` for a dry run, in
/// compact JSON. Token bodies are spliced from a prefix and suffix serialised once, so a
/// million-token campaign does not serialise the message a million times.
public struct MessageTemplate: Sendable {
  /// The message with every target key removed.
  public let message: JSONObject
  /// Whether requests ask FCM to validate only.
  public let dryRun: Bool
  /// The key a `.token` target's value goes in: `token`, or `fid` for Firebase Installation
  /// IDs (firebase-admin 7.x's `Message.fid`).
  public let recipientKey: String
  private let targetPosition: Int
  private let tokenPrefix: [UInt8]
  private let tokenSuffix: [UInt8]

  private static let placeholder = "\u{1}fcm-compose-token\u{1}"

  /// Prepares bodies for `message` (the value at `message` in the request: an object).
  public init(message: JSONValue, dryRun: Bool, recipientKey: String = "token") {
    let original = message.objectValue ?? JSONObject()
    let firstTarget = MessageTarget.position(in: original)
    let object = MessageTarget.removingTargets(from: original)
    self.message = object
    self.dryRun = dryRun
    self.recipientKey = recipientKey
    self.targetPosition = firstTarget ?? object.count
    let sample = Self.render(
      object, target: .token(Self.placeholder), key: recipientKey, at: targetPosition,
      dryRun: dryRun)
    let marker = JSONWriter.quoted(Self.placeholder)
    if let range = sample.range(of: marker) {
      tokenPrefix = Array(sample[..<range.lowerBound].utf8)
      tokenSuffix = Array(sample[range.upperBound...].utf8)
    } else {
      tokenPrefix = []
      tokenSuffix = []
    }
  }

  /// The complete compact request body for `target`.
  public func body(for target: PushTarget) -> [UInt8] {
    if case .token(let token) = target, !tokenPrefix.isEmpty {
      var out = tokenPrefix
      out.reserveCapacity(tokenPrefix.count + token.utf8.count + tokenSuffix.count + 2)
      out.append(contentsOf: JSONWriter.quoted(token).utf8)
      out.append(contentsOf: tokenSuffix)
      return out
    }
    return Array(
      Self.render(message, target: target, key: recipientKey, at: targetPosition, dryRun: dryRun)
        .utf8)
  }

  /// The request as a JSON value (what `body(for:)` serialises).
  public func request(for target: PushTarget) -> JSONValue {
    Self.request(message, target: target, key: recipientKey, at: targetPosition, dryRun: dryRun)
  }

  /// The target the draft's message itself names, if any (first of token, topic, condition).
  public static func ownTarget(of message: JSONValue) -> PushTarget? {
    guard let object = message.objectValue else { return nil }
    for member in object {
      guard let value = member.value.stringValue, !value.isEmpty else { continue }
      switch member.key {
      case "token": return .token(value)
      case "topic": return .topic(value)
      case "condition": return .condition(value)
      default: continue
      }
    }
    return nil
  }

  private static func request(
    _ message: JSONObject, target: PushTarget, key: String, at position: Int, dryRun: Bool
  ) -> JSONValue {
    var object = message
    let key = if case .token = target { key } else { target.key }
    object.insert(.string(target.value), forKey: key, at: position)
    var request: JSONObject = ["message": .object(object)]
    if dryRun { request["validate_only"] = true }
    return .object(request)
  }

  private static func render(
    _ message: JSONObject, target: PushTarget, key: String, at position: Int, dryRun: Bool
  ) -> String {
    JSONWriter.string(
      request(message, target: target, key: key, at: position, dryRun: dryRun), style: .compact)
  }
}
