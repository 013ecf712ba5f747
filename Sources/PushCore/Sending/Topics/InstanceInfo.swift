import Foundation

/// What the Instance ID service knows about one token: `GET {IID}/iid/info/TOKEN?details=true`
/// with `access_token_auth: true` (https://developers.google.com/instance-id/reference/server
/// #get_information_about_app_instances). It is the legacy API, and the only one that lists a
/// token's topics.
public struct InstanceInfo: Sendable, Equatable {
  /// One topic subscription and the day it was added (`YYYY-MM-DD`, as the service gives it).
  public struct Topic: Sendable, Equatable {
    public var name: String
    public var addDate: String?

    public init(name: String, addDate: String?) {
      self.name = name
      self.addDate = addDate
    }
  }

  /// The app's package name or bundle id (`application`).
  public var application: String?
  /// `ANDROID`, `IOS`, `CHROME`… as the service spells it (`platform`).
  public var platform: String?
  /// The sender (project number) allowed to send to the token (`authorizedEntity`).
  public var authorizedEntity: String?
  /// `applicationVersion`, when given.
  public var applicationVersion: String?
  /// Topics, sorted by name (`rel.topics`).
  public var topics: [Topic]
  /// The answer as received, for `--json`.
  public var raw: JSONValue

  /// The Instance ID production base URL.
  public static let productionEndpoint = "https://iid.googleapis.com"

  /// Parses an answer body; nil when it is not a JSON object.
  public init?(body: [UInt8]) {
    guard let value = try? JSONParser.parse(Data(body)), let object = value.objectValue else {
      return nil
    }
    raw = value
    application = object["application"]?.stringValue
    platform = object["platform"]?.stringValue
    authorizedEntity = object["authorizedEntity"]?.stringValue
    applicationVersion = object["applicationVersion"]?.stringValue
    let rel = object["rel"]?.objectValue?["topics"]?.objectValue ?? JSONObject()
    topics = rel.map { member in
      Topic(name: member.key, addDate: member.value.objectValue?["addDate"]?.stringValue)
    }.sorted { $0.name < $1.name }
  }

  /// A lookup's answer: the info, or the service's refusal for this token.
  public enum Lookup: Sendable, Equatable {
    case found(InstanceInfo)
    case refused(FCMErrorInfo)
  }

  /// The info URL for `token`.
  public static func url(endpoint: String, token: String) -> String {
    "\(endpoint)/iid/info/\(TopicOperation.escaped(token))?details=true"
  }

  /// Fetches the info of `token`; throws a `SendError` for a problem every token would have,
  /// and returns the error for one that is the token's own (`NOT_FOUND`, `INVALID_ARGUMENT`).
  public static func fetch(token: String, endpoint: String, requester: TopicRequester)
    async
    throws(SendError) -> Lookup
  {
    let answer = await requester.perform(
      url: url(endpoint: endpoint, token: token), method: "GET", body: [],
      headers: TopicRequester.instanceIDHeaders, decode: FCMErrorInfo.decodeTopicAnswer)
    switch answer {
    case .aborted(let error, _):
      throw error
    case .network(let error, _):
      throw .network(host: EndpointURL.host(of: endpoint), reason: "\(error)")
    case .response(let response, _):
      guard (200..<300).contains(response.status) else {
        return .refused(FCMErrorInfo.decodeTopicAnswer(response, now: Date()))
      }
      guard let info = InstanceInfo(body: response.body) else {
        let info = FCMErrorInfo(
          httpStatus: response.status, code: "INTERNAL",
          message: "the Instance ID service answered with something that is not a JSON object")
        return .refused(info)
      }
      return .found(info)
    }
  }
}
