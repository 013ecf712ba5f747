import Foundation
import PushCore

/// `fcm-compose scheduler [--once] [--grace D]` and `scheduler install`.
enum SchedulerCommand {
  static func run(_ arguments: [String], context: CommandContext) async -> Int32 {
    if arguments.first == "install" {
      return SchedulerInstall.run(Array(arguments.dropFirst()), context: context)
    }
    let args: ArgumentScanner
    do {
      args = try ArgumentScanner(arguments, valued: ["--grace"], flags: ["--once", "--help", "-h"])
      _ = try context.now()
    } catch {
      return CLI.usageError(error.message, usage: usage, context: context)
    }
    if args.has("--help") || args.has("-h") {
      context.writeOut(usage + "\n")
      return ExitCode.ok
    }
    guard args.positionals.isEmpty else {
      return CLI.usageError(
        "unexpected \"\(args.positionals[0])\"", usage: usage, context: context)
    }
    var grace: Double?
    if let text = args.value("--grace") {
      guard let seconds = Durations.seconds(text) else {
        return CLI.usageError(
          "--grace must be a duration like 30m, 1h or 2d, found \"\(text)\"", usage: usage,
          context: context)
      }
      grace = seconds
    }
    let signals = SchedulerSignals()
    let uninstall = InterruptHandler.install(
      stop: { signals.stop() }, cancel: { signals.cancel() })
    defer { uninstall() }
    let scheduler = Scheduler(
      store: JobStore(environment: context.environment), context: context,
      environment: .live, grace: grace, signals: signals)
    let now: @Sendable () -> Date = { (try? context.now()) ?? Date() }
    if args.has("--once") {
      let pass = await scheduler.runDue(now: now)
      return pass.failed > 0 ? ExitCode.problems : ExitCode.ok
    }
    scheduler.log("scheduler started (jobs in \(scheduler.store.root.path))", now: now())
    var failed = false
    while !signals.isStopping {
      let pass = await scheduler.runDue(now: now)
      failed = failed || pass.failed > 0
      // Wake for the next wave, and at least every 30 s to see jobs queued meanwhile.
      let wake = min(pass.next ?? now().addingTimeInterval(30), now().addingTimeInterval(30))
      while !signals.isStopping, now() < wake {
        try? await Task.sleep(nanoseconds: 200_000_000)
      }
    }
    scheduler.log("scheduler stopped", now: now())
    return failed ? ExitCode.problems : ExitCode.ok
  }
}
