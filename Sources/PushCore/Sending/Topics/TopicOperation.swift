import Foundation

/// One topic change for many devices: subscribe them to a topic, or unsubscribe them.
///
/// Requests follow firebase-admin-python 7.x (`messaging.py`, `_MessagingService`): through FCM
/// v1 one request per token, `POST {FCM}/v1/projects/{p}/registrations/{token}/topicSubscriptions
/// ?topic_name={topic}` with body `{}` (HTTP 409, or an `ALREADY_EXISTS` status, means already
/// subscribed: a success) and `DELETE …/registrations/{token}/topicSubscriptions/{topic}
/// ?allow_missing=true`, token and topic percent-encoded with nothing left unescaped; or,
/// `legacy`, the deprecated Instance ID batch endpoints (`subscribe_to_topic_legacy`):
/// `POST {IID}/iid/v1:batchAdd` / `:batchRemove` with `{"to": "/topics/NAME",
/// "registration_tokens": [...]}`, at most 1,000 tokens a request, and the header
/// `access_token_auth: true`
/// (https://developers.google.com/instance-id/reference/server#manage_relationship_maps_for_multiple_app_instances).
public struct TopicOperation: Sendable, Equatable {
  /// What happens to each device.
  public enum Kind: String, Sendable, Equatable {
    case subscribe
    case unsubscribe
  }

  /// Subscribe or unsubscribe.
  public var kind: Kind
  /// The topic's bare name (no `/topics/` prefix), checked as `send --topic` checks it.
  public var topic: String
  /// Use the Instance ID batch API instead of FCM v1.
  public var legacy: Bool

  /// The most tokens one Instance ID batch request may carry.
  public static let legacyBatchLimit = 1000

  /// Creates an operation; nil when `topic` is not a valid topic name (a leading `/topics/`
  /// is accepted and dropped).
  public init?(_ kind: Kind, topic: String, legacy: Bool = false) {
    guard let bare = PushTarget.normalizedTopic(topic) else { return nil }
    self.kind = kind
    self.topic = bare
    self.legacy = legacy
  }

  /// What the campaign journal pins down instead of a message: a resume can only continue the
  /// same operation on the same topic through the same API.
  public var journalMessage: JSONValue {
    .object([
      "fcm_compose_topic_operation": .string(kind.rawValue), "topic": .string(topic),
      "api": .string(legacy ? "iid" : "v1"),
    ])
  }

  /// The FCM v1 request for one token (or installation ID).
  public func request(endpoint: String, project: String, token: String) -> (
    url: String, method: String, body: [UInt8]
  ) {
    let base =
      "\(endpoint)/v1/projects/\(Self.escaped(project))/registrations/\(Self.escaped(token))"
      + "/topicSubscriptions"
    switch kind {
    case .subscribe:
      return (base + "?topic_name=" + Self.escaped(topic), "POST", Array("{}".utf8))
    case .unsubscribe:
      return (base + "/" + Self.escaped(topic) + "?allow_missing=true", "DELETE", [])
    }
  }

  /// The Instance ID batch request's URL and body for `tokens`.
  public func legacyRequest(endpoint: String, tokens: [String]) -> (url: String, body: [UInt8]) {
    let url = endpoint + (kind == .subscribe ? "/iid/v1:batchAdd" : "/iid/v1:batchRemove")
    let body: JSONValue = .object([
      "to": .string("/topics/" + topic),
      "registration_tokens": .array(tokens.map { .string($0) }),
    ])
    return (url, Array(JSONWriter.string(body, style: .compact).utf8))
  }

  /// Percent-encodes everything but RFC 3986's unreserved characters (Python's
  /// `urllib.parse.quote(s, safe='')`, which the Admin SDK uses).
  public static func escaped(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }

  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
