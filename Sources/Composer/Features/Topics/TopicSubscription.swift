import Config
import Foundation
import PushCore

/// The palette's "Subscribe test devices to the topic": the draft's test devices, its topic
/// and the profile to send with, performed off the reducer with the core's `TopicSender`
/// through a `CampaignRunner` (what `fcm-compose topics subscribe` runs).
public struct TopicSubscription: Sendable, Equatable {
  public var tokens: [String]
  /// The bare topic name.
  public var topic: String
  public var profile: Profile?

  public init(tokens: [String], topic: String, profile: Profile?) {
    self.tokens = tokens
    self.topic = topic
    self.profile = profile
  }

  /// Subscribes the devices and says how it went, in one status line.
  public static func perform(
    _ request: TopicSubscription, environment: [String: String],
    transport: any HTTPTransport = CurlTransport(maxConnections: 4)
  ) async -> Action {
    guard let operation = TopicOperation(.subscribe, topic: request.topic) else {
      return .topicSubscribed(message: "Not a valid topic: \(request.topic)", complete: false)
    }
    let (source, endpointText, context) = SendSetup.credentialSetup(
      request.profile, environment, transport)
    let summary: CampaignSummary
    do throws(SendError) {
      let endpoint = try EndpointURL.trusted(
        endpointText, role: "the FCM endpoint", allowedHosts: context.allowedHosts)
      let resolved = try await source.resolve(url: { URL(fileURLWithPath: $0) }, context: context)
      let project = resolved.project.value
      let requester = TopicRequester(
        project: project, tokens: resolved.tokens, transport: transport)
      let sender = TopicSender(
        operation: operation, endpoint: endpoint, project: project, requester: requester)
      let campaign = Campaign(
        message: operation.journalMessage,
        audience: .tokens(request.tokens, file: nil, fileDisplayName: nil), concurrency: 4,
        project: project)
      summary = try await CampaignRunner(sender: sender).run(campaign)
    } catch {
      return .topicSubscribed(message: "Not subscribed: \(error)", complete: false)
    }
    if let reason = summary.abortReason {
      return .topicSubscribed(message: "Not subscribed: \(reason)", complete: false)
    }
    let devices = summary.attempted == 1 ? "device" : "devices"
    var message =
      "Subscribed \(summary.sent) of \(summary.attempted) test \(devices) to topic "
      + operation.topic
    let codes = summary.failuresByCode.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    if !codes.isEmpty { message += " (not done: \(codes.joined(separator: ", ")))" }
    return .topicSubscribed(message: message, complete: summary.isCleanSuccess)
  }
}
