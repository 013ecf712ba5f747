import Foundation
import PushCore

/// `fcm-compose topics subscribe|unsubscribe TOPIC …` and `topics info TOKEN…`.
public enum TopicsCommand {
  static let valued =
    NetworkOptions.valued.union(RecipientOptions.valued).union(["--report", "--journal"])
  static let flags: Set<String> = [
    "--legacy", "--resume", "--quiet", "-q", "--json", "--help", "-h",
  ]

  public static func run(_ arguments: [String], context: CommandContext) async -> Int32 {
    await run(arguments, context: context, environment: .live)
  }

  public static func run(
    _ arguments: [String], context: CommandContext, environment: SendEnvironment
  ) async -> Int32 {
    let args: ArgumentScanner
    do {
      args = try ArgumentScanner(arguments, valued: valued, flags: flags)
    } catch {
      return usageError(error.message, context: context)
    }
    if args.has("--help") || args.has("-h") {
      context.writeOut(usage + "\n")
      return ExitCode.ok
    }
    switch args.positionals.first {
    case "subscribe", "unsubscribe":
      return await change(args, context: context, environment: environment)
    case "info":
      return await info(args, context: context, environment: environment)
    case let other?:
      return usageError(
        "unknown subcommand \"\(other)\" (subscribe, unsubscribe or info)", context: context)
    case nil:
      return usageError("say what to do: subscribe, unsubscribe or info", context: context)
    }
  }

  /// `subscribe` / `unsubscribe`.
  private static func change(
    _ args: ArgumentScanner, context: CommandContext, environment: SendEnvironment
  ) async -> Int32 {
    let kind: TopicOperation.Kind = args.positionals[0] == "subscribe" ? .subscribe : .unsubscribe
    guard args.positionals.count == 2 else {
      return usageError(
        args.positionals.count < 2
          ? "\(kind.rawValue) needs a TOPIC" : "one TOPIC at a time", context: context)
    }
    let name = args.positionals[1]
    guard let operation = TopicOperation(kind, topic: name, legacy: args.has("--legacy")) else {
      return usageError(
        "topic \"\(name)\" is not valid: use letters, digits and -_.~% (an optional /topics/ "
          + "prefix is dropped)", context: context)
    }
    let network: NetworkOptions
    let recipients: RecipientOptions
    let audience: Campaign.Audience
    do {
      network = try NetworkOptions(args, dryRun: false)
      recipients = try RecipientOptions(args)
    } catch {
      return usageError(error.message, context: context)
    }
    let connection: NetworkOptions.Connection
    do {
      audience = try recipients.audience(context: context)
      connection = try await network.connect(
        context: context, environment: environment,
        connections: operation.legacy ? 4 : network.send.concurrency)
    } catch {
      context.errorLine("fcm-compose topics: \(error)")
      return ExitCode.usage
    }
    let journal = journalPath(args, operation, recipients, connection.project, context)
    let concurrency = operation.legacy ? min(network.send.concurrency, 4) : network.send.concurrency
    let campaign = Campaign(
      message: operation.journalMessage, audience: audience, concurrency: concurrency,
      project: connection.project, journalPath: journal.path, resume: args.has("--resume"),
      reportPath: args.value("--report").map { context.url(forPath: $0).path })
    let stop = StopSignal()
    let requester = network.requester(connection, stop: stop, environment: environment)
    let runner: CampaignExecution.Runner
    if operation.legacy {
      let batches = TopicBatchRunner(
        operation: operation, endpoint: connection.iidEndpoint, requester: requester, stop: stop,
        clock: environment.clock)
      runner = { campaign, onEvent throws(SendError) in
        try await batches.run(campaign, onEvent: onEvent)
      }
    } else {
      let sender = TopicSender(
        operation: operation, endpoint: connection.fcmEndpoint, project: connection.project,
        requester: requester)
      let campaigns = CampaignRunner(sender: sender, stop: stop, clock: environment.clock)
      runner = { campaign, onEvent throws(SendError) in
        try await campaigns.run(campaign, onEvent: onEvent)
      }
    }
    let summary: CampaignSummary
    do {
      summary = try await CampaignExecution.run(
        campaign, runner: runner, stop: stop, quiet: args.has("--quiet") || args.has("-q"),
        context: context, environment: environment)
    } catch {
      context.errorLine("fcm-compose topics: \(error)")
      return ExitCode.usage
    }
    if let reason = summary.abortReason { context.errorLine("error: \(reason)") }
    let verb = kind == .subscribe ? "Subscribed" : "Unsubscribed"
    let api = operation.legacy ? " through the Instance ID API (legacy)" : ""
    context.outputLine("\(verb) to topic \(operation.topic)\(api):")
    context.writeOut(
      SendSummaryPrinter(
        summary: summary, reportPath: args.value("--report"), journalPath: journal.path,
        resumeHint: "fcm-compose topics \(kind.rawValue) \(operation.topic) … --resume",
        verb: verb
      ).text())
    if journal.automatic, let path = journal.path, summary.isFinished {
      try? FileManager.default.removeItem(atPath: path)
    }
    return summary.isCleanSuccess ? ExitCode.ok : ExitCode.problems
  }

  /// The journal: `--journal`, beside `--report`, or one of its own per project, operation,
  /// topic, API and recipients (removed once the change is finished).
  private static func journalPath(
    _ args: ArgumentScanner, _ operation: TopicOperation, _ recipients: RecipientOptions,
    _ project: String, _ context: CommandContext
  ) -> (path: String?, automatic: Bool) {
    if let journal = args.value("--journal") { return (context.url(forPath: journal).path, false) }
    if let report = args.value("--report") {
      return (context.url(forPath: report).path + ".journal", false)
    }
    let key = recipients.journalKey
    let api = operation.legacy ? "iid" : "v1"
    return (
      SendFiles.automaticJournal(
        environment: context.environment, project: project,
        draftPath: "topics \(operation.kind.rawValue) \(operation.topic) \(api)",
        tokensFile: key.file.map { context.url(forPath: $0).path }, tokens: key.listed), true
    )
  }

  static func usageError(_ message: String, context: CommandContext) -> Int32 {
    context.errorLine("fcm-compose topics: \(message)")
    context.writeErr("Run 'fcm-compose topics --help' for usage.\n")
    return ExitCode.usage
  }
}
