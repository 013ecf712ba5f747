import Config
import Foundation
import PushCore

/// `fcm-compose send FILE [options]` as a library function (DESIGN.md §5, §7).
public enum SendCommand {
  /// Runs `send` with the arguments that follow the word `send`; returns the exit status
  /// (0 all delivered, 1 not all delivered or the send failed, 2 usage or unreadable input).
  public static func run(
    arguments: [String], context: CommandContext, environment: SendEnvironment = .live
  ) async -> Int32 {
    let options: SendOptions
    do {
      options = try SendOptions.parse(arguments)
    } catch {
      context.errorLine("fcm-compose send: \(error)")
      context.writeErr("Run 'fcm-compose send --help' for usage.\n")
      return ExitCode.usage
    }
    if options.help {
      context.writeOut(usage + "\n")
      return ExitCode.ok
    }
    let file = options.file ?? "-"
    let draft: SendDraft
    do {
      draft = try environment.loadDraft(file, context)
    } catch {
      context.errorLine("fcm-compose send: \(error)")
      return ExitCode.usage
    }
    var problems = environment.validate(draft)
    if let source = draft.source {
      problems = AudienceValidator.templateDiagnostics(problems, of: source)
    }
    for problem in problems where problem.severity != .info {
      context.errorLine("\(file): \(problem)")
    }
    let gate = SendGate(problems)
    guard gate.allows(allowDropped: options.allowDropped) else {
      if case .droppedOnly = gate {
        context.errorLine(
          "Not sent: FCM would accept this, but the device drops it or the browser throws; "
            + "fix it, or pass --allow-dropped to send it anyway.")
      } else {
        context.errorLine(
          "Not sent: fix the errors above (`fcm-compose validate \(file)` lists them).")
      }
      return ExitCode.problems
    }
    if case .droppedOnly = gate {
      context.errorLine(
        "fcm-compose send: --allow-dropped: sending although the device drops it or the "
          + "browser throws")
    }
    return await send(draft: draft, options: options, context: context, environment: environment)
  }

  private static func send(
    draft: SendDraft, options: SendOptions, context: CommandContext, environment: SendEnvironment
  ) async -> Int32 {
    let planner = SendPlanner(options: options, draft: draft, context: context)
    let audience: Campaign.Audience
    let endpoint: String
    do {
      audience = try planner.audience()
    } catch {
      context.errorLine("fcm-compose send: \(error)")
      return ExitCode.usage
    }
    let variables = MessagePersonalization(message: draft.message.objectValue ?? [:]).variables
    if !variables.isEmpty, !isAudience(audience) {
      let list = variables.map { "{{\($0)}}" }.joined(separator: ", ")
      context.writeErr(
        "fcm-compose send: the message has placeholders (\(list)); send it with --audience "
          + "A.csv so each recipient gets their own values\n")
      return ExitCode.usage
    }
    let profile: Profile?
    do {
      profile = try ProfileLookup.profile(options, context: context)
    } catch {
      context.errorLine("fcm-compose send: \(error)")
      return ExitCode.usage
    }
    let concurrency = isSingle(audience) ? 1 : options.concurrency
    let trust: TrustStore
    do {
      trust = try TrustStore.resolve(
        option: options.caFile, environment: context.environment, url: context.url(forPath:))
    } catch {
      context.errorLine("fcm-compose send: \(error)")
      return ExitCode.usage
    }
    let transport = environment.makeTransport(concurrency, trust)
    let tokens: any AccessTokenProvider
    let project: String
    do {
      let resolver = CredentialResolver(options: options, profile: profile, context: context)
      endpoint = try resolver.trustedEndpoint()
      let resolved = try await resolver.resolve(transport: transport, clock: environment.clock)
      (tokens, project) = (resolved.tokens, resolved.project.value)
    } catch {
      context.errorLine("fcm-compose send: \(error)")
      return ExitCode.usage
    }
    var journal = planner.journal(audience: audience, project: project)
    var campaign = Campaign(
      message: draft.message, audience: audience, dryRun: options.dryRun, concurrency: concurrency,
      project: project, journalPath: journal?.path, resume: options.resume,
      resendUnconfirmed: options.resendUnconfirmed,
      reportPath: options.report.map { context.url(forPath: $0).path })
    campaign.recipientKey = planner.recipientKey
    let duplicates = SendGuard(options: options, profile: profile, context: context)
    if let status = duplicates.apply(&campaign, journal: &journal, now: environment.clock.now()) {
      return status
    }
    let pacer = options.rate.map {
      RatePacer(rate: $0, ramp: options.ramp, clock: environment.clock)
    }
    campaign.pacer = pacer
    var policy = environment.retryPolicy
    if let n = options.maxAttempts { policy.maxAttempts = n }
    if let wait = options.quotaWait { policy.quotaWait = wait }
    let stop = StopSignal()
    let sender = FCMSender(
      project: project, endpoint: endpoint, tokens: tokens, transport: transport, policy: policy,
      clock: environment.clock, stop: stop, timeout: options.timeout, pacer: pacer)
    sender.onPause { seconds, quota in
      let why =
        quota
        ? "FCM says the project's quota is exceeded (QUOTA_EXCEEDED)"
        : "FCM asked to slow down (HTTP 429)"
      let lead = context.stderrIsTTY ? "\r\u{1B}[K" : ""
      context.writeErr(
        lead + "\(why): every request waits \(Int(seconds.rounded(.up))) s, then sending resumes.\n"
      )
    }
    let breaker = CircuitBreaker(endpoint: endpoint, stop: stop, clock: environment.clock)
    sender.attach(breaker)
    let runner = CampaignRunner(
      sender: sender, stop: stop, clock: environment.clock, breaker: breaker)
    return await execute(
      runner, campaign, options: options, draftName: draft.name, journal: journal,
      context: context, environment: environment)
  }

  private static func execute(
    _ runner: CampaignRunner, _ campaign: Campaign, options: SendOptions, draftName: String?,
    journal: (path: String, automatic: Bool)?, context: CommandContext,
    environment: SendEnvironment
  ) async -> Int32 {
    let printer = SendProgressPrinter(
      context: context, quiet: options.quiet, dryRun: options.dryRun,
      uptime: environment.clock.uptime)
    let handle = runner.start(campaign)
    let uninstall = environment.installInterruptHandler(
      {
        context.writeErr(
          "\nStopping after the requests in flight… (press Ctrl-C again to abandon them)\n")
        handle.stop()
      },
      { handle.cancel() })
    defer { uninstall() }
    var results: [DeliveryResult] = []
    for await event in handle.events {
      printer.handle(event)
      if case .result(let result, _) = event, results.count < SendHistoryDetails.maximumResults {
        results.append(result)
      }
    }
    let summary: CampaignSummary
    do {
      summary = try await handle.summary
    } catch {
      context.errorLine("fcm-compose send: \(error)")
      return ExitCode.usage
    }
    if let reason = summary.abortReason { context.errorLine("error: \(reason)") }
    let hint = "fcm-compose send " + (options.file ?? "-") + " … --resume"
    context.writeOut(
      SendSummaryPrinter(
        summary: summary, reportPath: options.report, journalPath: journal?.path, resumeHint: hint
      ).text())
    if let journal, journal.automatic, summary.isFinished, summary.unconfirmed == 0 {
      try? FileManager.default.removeItem(atPath: journal.path)
    }
    if options.history {
      do {
        try SendHistory.append(
          path: SendHistory.path(environment: context.environment), date: environment.clock.now(),
          project: campaign.project, draft: draftName ?? options.file, audience: campaign.audience,
          summary: summary,
          details: SendHistoryDetails(
            message: campaign.message, results: results, totalResults: summary.attempted,
            reportPath: campaign.reportPath, identity: campaign.identity,
            journalPath: summary.isFinished ? nil : journal?.path))
      } catch {
        context.errorLine("warning: history not saved: \(error)")
      }
    }
    return summary.isCleanSuccess ? ExitCode.ok : ExitCode.problems
  }

  private static func isAudience(_ audience: Campaign.Audience) -> Bool {
    if case .audience = audience { return true }
    return false
  }

  private static func isSingle(_ audience: Campaign.Audience) -> Bool {
    switch audience {
    case .tokens(let tokens, let file, _): file == nil && tokens.count <= 1
    case .audience: false
    case .topic, .condition: true
    }
  }

}
