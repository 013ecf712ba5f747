import Config
import Foundation
import PushCore

/// The options every network command shares with `send` (credentials, project, profile,
/// endpoints, retries), read from an `ArgumentScanner` and handed to `send`'s own
/// `CredentialResolver` and `ProfileLookup` as `SendOptions`.
struct NetworkOptions {
  /// Options that take a value.
  static let valued: Set<String> = [
    "--credentials", "--access-token", "--project", "--quota-project", "--endpoint",
    "--iid-endpoint", "--allow-endpoint", "--profile", "--concurrency", "--max-attempts",
    "--timeout", "--ca-file",
  ]

  var send = SendOptions()
  var iidEndpoint: String?

  /// Reads the shared options; `dryRun` marks a command that changes nothing (a read_only
  /// profile allows it).
  init(_ args: ArgumentScanner, dryRun: Bool) throws(ArgumentScanner.UsageError) {
    send.credentials = args.value("--credentials")
    send.accessToken = args.value("--access-token")
    send.project = args.value("--project")
    send.quotaProject = args.value("--quota-project")
    send.endpoint = args.value("--endpoint")
    send.allowEndpoint = args.values("--allow-endpoint")
    send.profile = args.value("--profile")
    send.dryRun = dryRun
    send.caFile = args.value("--ca-file")
    iidEndpoint = args.value("--iid-endpoint")
    if let text = args.value("--concurrency") {
      send.concurrency = try Self.integer("--concurrency", text, 1...1000)
    }
    if let text = args.value("--max-attempts") {
      send.maxAttempts = try Self.integer("--max-attempts", text, 1...20)
    }
    if let text = args.value("--timeout") {
      let trimmed = text.hasSuffix("s") ? String(text.dropLast()) : text
      guard let seconds = Double(trimmed), SendOptions.timeoutRange.contains(seconds) else {
        throw .init("--timeout \(text): expected a number of seconds from 0.001 to 3600")
      }
      send.timeout = seconds
    }
  }

  /// What a command needs to talk to FCM and the Instance ID service.
  struct Connection {
    var project: String
    var tokens: any AccessTokenProvider
    var transport: any HTTPTransport
    var fcmEndpoint: String
    var iidEndpoint: String
    var policy: RetryPolicy
  }

  /// Looks the profile and credentials up and checks both endpoints against the trust rule.
  func connect(context: CommandContext, environment: SendEnvironment, connections: Int)
    async throws(CommandFailure) -> Connection
  {
    let profile: Profile?
    do {
      profile = try ProfileLookup.profile(send, context: context)
    } catch {
      throw CommandFailure(error.description)
    }
    let trust: TrustStore
    do {
      trust = try TrustStore.resolve(
        option: send.caFile, environment: context.environment, url: context.url(forPath:))
    } catch {
      throw CommandFailure(error.description)
    }
    let transport = environment.makeTransport(connections, trust)
    let resolver = CredentialResolver(options: send, profile: profile, context: context)
    do {
      let fcm = try resolver.trustedEndpoint()
      let iid = try EndpointURL.trusted(
        iidEndpoint ?? context.environment["FCM_IID_ENDPOINT"] ?? InstanceInfo.productionEndpoint,
        role: "the Instance ID endpoint", allowedHosts: resolver.allowedHosts)
      let resolved = try await resolver.resolve(transport: transport, clock: environment.clock)
      var policy = environment.retryPolicy
      if let n = send.maxAttempts { policy.maxAttempts = n }
      return Connection(
        project: resolved.project.value, tokens: resolved.tokens, transport: transport,
        fcmEndpoint: fcm, iidEndpoint: iid, policy: policy)
    } catch {
      throw CommandFailure(error.description)
    }
  }

  /// A requester for topic and Instance ID calls over `connection`.
  func requester(_ connection: Connection, stop: StopSignal, environment: SendEnvironment)
    -> TopicRequester
  {
    TopicRequester(
      project: connection.project, tokens: connection.tokens, transport: connection.transport,
      policy: connection.policy, clock: environment.clock, stop: stop, timeout: send.timeout)
  }

  private static func integer(_ name: String, _ text: String, _ range: ClosedRange<Int>)
    throws(ArgumentScanner.UsageError) -> Int
  {
    guard let n = Int(text), range.contains(n) else {
      throw .init(
        "\(name) \(text): expected a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return n
  }
}

/// A command that could not run, with the reason to print (exit status 2).
struct CommandFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
