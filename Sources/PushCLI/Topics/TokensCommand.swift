import Foundation
import PushCore
import Synchronization

/// `fcm-compose tokens check F` and `tokens prune F --report R`.
public enum TokensCommand {
  static let valued = NetworkOptions.valued.subtracting(["--iid-endpoint"]).union([
    "--live", "--dead", "--report",
  ])
  static let flags: Set<String> = ["--fids", "--dedupe", "--quiet", "-q", "--help", "-h"]

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
    let verb = args.positionals.first
    guard verb == "check" || verb == "prune" else {
      return usageError(
        verb.map { "unknown subcommand \"\($0)\" (check or prune)" }
          ?? "say what to do: check or prune", context: context)
    }
    guard args.positionals.count == 2 else {
      return usageError(
        args.positionals.count < 2 ? "\(verb ?? "") needs a FILE" : "one FILE at a time",
        context: context)
    }
    let file = args.positionals[1]
    if verb == "prune" { return prune(file, args, context: context) }
    return await check(file, args, context: context, environment: environment)
  }

  /// `tokens check F`: a `validate_only` request per token, then F.live and F.dead.
  private static func check(
    _ file: String, _ args: ArgumentScanner, context: CommandContext,
    environment: SendEnvironment
  ) async -> Int32 {
    let network: NetworkOptions
    do {
      network = try NetworkOptions(args, dryRun: true)
    } catch {
      return usageError(error.message, context: context)
    }
    let url = context.url(forPath: file)
    let isAudience = TokenFileSplitter.isAudiencePath(file)
    let audience: Campaign.Audience
    let resolver = RecipientResolver(url: { context.url(forPath: $0) })
    do {
      audience =
        isAudience
        ? try resolver.audience(file, url: url, strict: false)
        : try resolver.tokens([], file: file, source: file)
    } catch {
      context.errorLine("fcm-compose tokens: \(error)")
      return ExitCode.usage
    }
    let connection: NetworkOptions.Connection
    do {
      connection = try await network.connect(
        context: context, environment: environment, connections: network.send.concurrency)
    } catch {
      context.errorLine("fcm-compose tokens: \(error)")
      return ExitCode.usage
    }
    var campaign = Campaign(
      message: .object([:]), audience: audience, dryRun: true,
      concurrency: network.send.concurrency, project: connection.project)
    if args.has("--fids") { campaign.recipientKey = "fid" }
    let stop = StopSignal()
    let sender = FCMSender(
      project: connection.project, endpoint: connection.fcmEndpoint, tokens: connection.tokens,
      transport: connection.transport, policy: connection.policy, clock: environment.clock,
      stop: stop, timeout: network.send.timeout)
    let runner = CampaignRunner(sender: sender, stop: stop, clock: environment.clock)
    let verdicts = Mutex(CheckVerdicts())
    let summary: CampaignSummary
    do {
      summary = try await CampaignExecution.run(
        campaign,
        runner: { campaign, onEvent throws(SendError) in
          try await runner.run(campaign, onEvent: onEvent)
        }, stop: stop, quiet: args.has("--quiet") || args.has("-q"), context: context,
        environment: environment, onResult: { result in verdicts.withLock { $0.add(result) } })
    } catch {
      context.errorLine("fcm-compose tokens: \(error)")
      return ExitCode.usage
    }
    if let reason = summary.abortReason {
      context.errorLine("error: \(reason)")
      context.errorLine("Nothing written: the check did not finish.")
      return ExitCode.problems
    }
    if summary.stopped {
      context.errorLine("Stopped: nothing written (run the check again to split \(file)).")
      return ExitCode.problems
    }
    let verdict = verdicts.withLock { $0 }
    let livePath = args.value("--live") ?? file + ".live"
    let deadPath = args.value("--dead") ?? file + ".dead"
    let counts: TokenFileSplitter.Counts
    do {
      counts = try TokenFileSplitter.split(
        source: url, displayName: file, isAudience: isAudience,
        live: context.url(forPath: livePath), dead: context.url(forPath: deadPath),
        dedupe: false, malformedAreDead: true, isDead: { verdict.dead[$0] != nil })
    } catch {
      context.errorLine("fcm-compose tokens: \(error)")
      return ExitCode.usage
    }
    context.writeOut(
      checkSummary(counts, verdict, summary, file: file, live: livePath, dead: deadPath))
    return counts.dead + counts.malformed > 0 ? ExitCode.problems : ExitCode.ok
  }

  private static func checkSummary(
    _ counts: TokenFileSplitter.Counts, _ verdict: CheckVerdicts, _ summary: CampaignSummary,
    file: String, live: String, dead: String
  ) -> String {
    var out =
      "Checked \(summary.attempted) token\(summary.attempted == 1 ? "" : "s") in "
      + "\(String(format: "%.1f", summary.elapsed)) s: \(counts.live) live, \(counts.dead) dead"
      + (counts.malformed > 0 ? ", \(counts.malformed) malformed" : "") + ".\n"
    var reasons = verdict.byCode.map { ($0.key, $0.value) }
    if counts.malformed > 0 { reasons.append(("malformed lines", counts.malformed)) }
    for (code, n) in reasons.sorted(by: { $0.1 > $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) {
      let padded = code.padding(toLength: max(code.count, 22), withPad: " ", startingAt: 0)
      let advice = code == "malformed lines" ? "not tokens at all" : SendSummaryPrinter.advice(code)
      out += "  \(padded) \(String(n).leftPadded(6))  \(advice)\n"
    }
    if verdict.unknown > 0 {
      out +=
        "Not checked: \(verdict.unknown) (FCM did not give a verdict: \(verdict.unknownCodes)); "
        + "they stay in the live file.\n"
    }
    out += "Live: \(live)\nDead: \(dead)\n"
    if counts.dead > 0 {
      out += "Take them out of the list: fcm-compose tokens prune \(file) --report \(dead)\n"
    }
    return TerminalSafe.escaped(out, layout: .multiLine)
  }

  static func usageError(_ message: String, context: CommandContext) -> Int32 {
    context.errorLine("fcm-compose tokens: \(message)")
    context.writeErr("Run 'fcm-compose tokens --help' for usage.\n")
    return ExitCode.usage
  }
}

/// What a check learnt about each token: the dead ones by code, and how many got no verdict.
struct CheckVerdicts: Sendable {
  var dead: [String: String] = [:]
  var byCode: [String: Int] = [:]
  var unknown = 0
  private var unknownByCode: [String: Int] = [:]

  mutating func add(_ result: DeliveryResult) {
    switch result.outcome {
    case .sent: return
    case .rejected(let info) where info.isTokenProblem || DeadTokens.deadCodes.contains(info.code):
      if dead.updateValue(info.code, forKey: result.target.value) == nil {
        byCode[info.code, default: 0] += 1
      }
    default:
      unknown += 1
      unknownByCode[result.outcome.errorCode ?? "UNKNOWN", default: 0] += 1
    }
  }

  var unknownCodes: String {
    unknownByCode.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      .joined(separator: ", ")
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
