import Config
import Foundation
import PushCore

/// `fcm-compose doctor [--profile NAME] [credential options]`: the credential chain step by
/// step (PushCore's `CredentialDoctor`), ending in a `validate_only` send to a dummy token.
/// Exit 0 only when the whole chain works.
public enum DoctorCommand {
  static let usage = """
    Usage: fcm-compose doctor [--profile NAME] [--credentials FILE] [--access-token TOKEN]
                              [--project ID] [--quota-project ID] [--endpoint URL]
                              [--allow-endpoint HOST]... [--timeout SECONDS]
                              [--app ID] [--data-endpoint URL] [--firebase-endpoint URL]

    Shows which credential send would use and where it was found (the same lookup order as
    Google's client libraries), the account and type, the project and where it came from, the
    endpoint, then gets a token and asks FCM to validate a tiny message to a dummy token.
    Each failure says what to run next. Nothing is delivered and no secret is printed.
    Then says whether the FCM Data API answers for the project (`fcm-compose report`; it does
    not change the exit status).
    Exit status: 0 the credentials work, 1 they do not, 2 usage error.
    """

  static let valued: Set<String> = [
    "--profile", "--credentials", "--access-token", "--project", "--quota-project", "--endpoint",
    "--allow-endpoint", "--timeout", "--app", "--data-endpoint", "--firebase-endpoint",
  ]

  /// Runs `doctor` with the arguments after the word `doctor`.
  public static func run(
    _ arguments: [String], context: CommandContext,
    makeTransport: @Sendable () -> any HTTPTransport = { CurlTransport(maxConnections: 2) }
  ) async -> Int32 {
    let args: ArgumentScanner
    do {
      args = try ArgumentScanner(arguments, valued: valued, flags: ["--help", "-h"])
    } catch {
      return CLI.usageError(
        error.message, usage: "usage: fcm-compose doctor --help", context: context)
    }
    if args.has("--help") || args.has("-h") {
      context.writeOut(usage + "\n")
      return ExitCode.ok
    }
    if let extra = args.positionals.first {
      return CLI.usageError(
        "doctor takes no FILE (got \(extra))", usage: "usage: fcm-compose doctor --help",
        context: context)
    }
    var timeout = 30.0
    if let text = args.value("--timeout") {
      guard let n = Double(text), n.isFinite, n > 0, n <= 3600 else {
        return CLI.usageError(
          "--timeout \(text): expected seconds from 0 to 3600",
          usage: "usage: fcm-compose doctor --help", context: context)
      }
      timeout = n
    }
    var profile: Profile?
    if let name = args.value("--profile") {
      do {
        profile = try ProfileLookup.profile(named: name, context: context)
      } catch {
        context.writeErr("fcm-compose doctor: \(error)\n")
        return ExitCode.usage
      }
    }
    var resolver = CredentialResolver(profile: profile, context: context)
    resolver.credentials = args.value("--credentials")
    resolver.accessToken = args.value("--access-token")
    resolver.project = args.value("--project")
    resolver.quotaProject = args.value("--quota-project")
    resolver.endpoint = args.value("--endpoint")
    resolver.allowEndpoint = args.values("--allow-endpoint")
    resolver.timeout = timeout
    let report: DoctorReport
    do {
      let doctor = CredentialDoctor(
        source: try resolver.source(), endpoint: resolver.endpointText,
        context: resolver.credentialContext(transport: makeTransport(), clock: .live))
      report = await doctor.run(url: { context.url(forPath: $0) })
    } catch {
      context.writeErr("fcm-compose doctor: \(error)\n")
      return ExitCode.usage
    }
    var lines = report.lines
    if report.passed {
      var options = ReportOptions()
      (options.credentials, options.accessToken) = (resolver.credentials, resolver.accessToken)
      (options.project, options.quotaProject) = (resolver.project, resolver.quotaProject)
      (options.allowEndpoint, options.timeout) = (resolver.allowEndpoint, timeout)
      options.dataEndpoint = args.value("--data-endpoint")
      options.firebaseEndpoint = args.value("--firebase-endpoint")
      let probe = await DataAPIProbe.step(
        ReportSetup(options: options, profile: profile, context: context),
        app: args.value("--app") ?? profile?.androidAppID, fcmEndpoint: resolver.endpointText,
        transport: makeTransport())
      lines = DoctorReport(steps: report.steps + [probe]).lines.dropLast() + lines.suffix(1)
    }
    if let profile { context.writeOut("Profile \(profile.name)\n") }
    context.writeOut(lines.joined(separator: "\n") + "\n")
    return report.passed ? ExitCode.ok : ExitCode.problems
  }
}
