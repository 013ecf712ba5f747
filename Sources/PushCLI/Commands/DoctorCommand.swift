import Config
import Foundation
import PushCore

/// `fcm-compose doctor [--profile NAME] [credential options]`: the credential chain step by
/// step (PushCore's `CredentialDoctor`), ending in a `validate_only` send to a dummy token.
/// Exit 0 only when the whole chain works.
public enum DoctorCommand {
  static let valued: Set<String> = [
    "--profile", "--credentials", "--access-token", "--project", "--quota-project", "--endpoint",
    "--allow-endpoint", "--ca-file", "--timeout", "--app", "--data-endpoint", "--firebase-endpoint",
  ]

  /// Runs `doctor` with the arguments after the word `doctor`.
  public static func run(
    _ arguments: [String], context: CommandContext,
    makeTransport: @Sendable (TrustStore) -> any HTTPTransport = {
      CurlTransport(maxConnections: 2, trust: $0)
    }
  ) async -> Int32 {
    let args: ArgumentScanner
    do {
      args = try ArgumentScanner(arguments, valued: valued, flags: [])
    } catch {
      return CLI.usageError(
        error.message, usage: usage, context: context)
    }
    if let extra = args.positionals.first {
      return CLI.usageError(
        "doctor takes no FILE (got \(extra))", usage: usage,
        context: context)
    }
    var timeout = 30.0
    if let text = args.value("--timeout") {
      guard let n = Double(text), n.isFinite, n > 0, n <= 3600 else {
        return CLI.usageError(
          "--timeout \(text): expected seconds from 0 to 3600",
          usage: usage, context: context)
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
    let trust: TrustStore
    do {
      trust = try TrustStore.resolve(
        option: args.value("--ca-file"), environment: context.environment,
        url: context.url(forPath:))
    } catch {
      context.writeErr("fcm-compose doctor: \(error)\n")
      return ExitCode.usage
    }
    do {
      let doctor = CredentialDoctor(
        source: try resolver.source(), endpoint: resolver.endpointText,
        context: resolver.credentialContext(transport: makeTransport(trust), clock: .live))
      report = await doctor.run(url: { context.url(forPath: $0) }).addingNetwork(
        trust: trust, endpoint: resolver.endpointText, environment: context.environment)
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
        transport: makeTransport(trust))
      lines = DoctorReport(steps: report.steps + [probe]).lines.dropLast() + lines.suffix(1)
    }
    if let profile { context.writeOut("Profile \(profile.name)\n") }
    context.writeOut(lines.joined(separator: "\n") + "\n")
    return report.passed ? ExitCode.ok : ExitCode.problems
  }
}
