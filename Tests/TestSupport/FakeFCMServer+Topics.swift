import Foundation

extension FakeFCMServer {
  /// One topic-management or Instance ID request the server saw (`Tests/FakeFCM/fake_topics.py`).
  public struct TopicRequest: Sendable, Equatable {
    /// `v1` or `iid`.
    public var api: String
    /// `POST`, `DELETE` or `GET`.
    public var method: String
    /// The topic as sent (`/topics/T` for the Instance ID batches), if any.
    public var topic: String?
    /// The tokens the request named.
    public var tokens: [String]
    /// The HTTP status the server answered.
    public var status: Int
  }

  /// Every topic request seen so far, in order.
  public func topicRequests() async throws -> [TopicRequest] {
    let json = try await call("GET", "/__admin/topics")
    return ((json["requests"] as? [[String: Any]]) ?? []).map { item in
      TopicRequest(
        api: item["api"] as? String ?? "", method: item["method"] as? String ?? "",
        topic: item["topic"] as? String, tokens: item["tokens"] as? [String] ?? [],
        status: item["status"] as? Int ?? 0)
    }
  }

  /// Each token's topics (with the day each was added), as the server holds them now.
  public func subscriptions() async throws -> [String: [String: String]] {
    let json = try await call("GET", "/__admin/topics")
    return (json["subscriptions"] as? [String: [String: String]]) ?? [:]
  }

  /// Adds subscriptions (`{token: {topic: "YYYY-MM-DD"}}`) before a test runs.
  public func seedSubscriptions(_ subscriptions: [String: [String: String]]) async throws {
    let data = try JSONSerialization.data(withJSONObject: ["subscriptions": subscriptions])
    _ = try await call("POST", "/__admin/topics", body: String(decoding: data, as: UTF8.self))
  }
}
