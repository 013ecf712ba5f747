import Config
import Foundation
import PushCore

/// `fcm-compose report`: the FCM Data API's delivery data for one Android app, every page,
/// filtered by label and day, as a table per label (or JSON, or CSV).
public enum ReportCommand {
  /// Runs `report` with the arguments after the word `report`.
  public static func run(
    _ arguments: [String], context: CommandContext,
    makeTransport: @Sendable (TrustStore) -> any HTTPTransport = {
      CurlTransport(maxConnections: 2, trust: $0)
    }
  ) async -> Int32 {
    let options: ReportOptions
    let today: DeliveryDate
    do {
      options = try ReportOptions.parse(arguments)
      today = DeliveryDate(try context.now())
    } catch {
      return CLI.usageError(
        error.message, usage: "usage: fcm-compose report --help", context: context)
    }
    if options.help {
      context.writeOut(usage + "\n")
      return ExitCode.ok
    }
    let profile: Profile?
    do {
      profile = try options.profile.map { name throws(ProfileLookup.Failure) in
        try ProfileLookup.profile(named: name, context: context)
      }
    } catch {
      context.errorLine("fcm-compose report: \(error)")
      return ExitCode.usage
    }
    let trust: TrustStore
    do {
      trust = try TrustStore.resolve(
        option: options.caFile, environment: context.environment, url: context.url(forPath:))
    } catch {
      context.errorLine("fcm-compose report: \(error)")
      return ExitCode.usage
    }
    let setup = ReportSetup(options: options, profile: profile, context: context)
    let source: DeliveryDataSource
    do {
      source = try await setup.source(transport: makeTransport(trust))
    } catch {
      context.errorLine("fcm-compose report: \(error)")
      return error.isUsage ? ExitCode.usage : ExitCode.problems
    }
    do {
      switch try await source.chooseApp(options.app ?? profile?.androidAppID) {
      case .several(let apps):
        context.errorLine(
          "fcm-compose report: project '\(source.project)' has \(apps.count) Android apps; "
            + "choose one with --app (or android_app_id in the profile):")
        for app in apps { context.errorLine("  " + app.summary) }
        return ExitCode.usage
      case .app(let app):
        let records = try await source.records(app: app)
        let report = DeliveryReport(
          appID: app, records: records, filter: options.filter(today: today))
        write(report, options: options, context: context)
        return ExitCode.ok
      }
    } catch {
      context.errorLine("fcm-compose report: \(error)")
      return ExitCode.problems
    }
  }

  private static func write(
    _ report: DeliveryReport, options: ReportOptions, context: CommandContext
  ) {
    switch options.format {
    case .json: context.writeOut(report.json)
    case .csv: context.writeOut(report.csv)
    case .table:
      if report.sections.isEmpty {
        context.errorLine(
          "No delivery data for app \(report.appID)"
            + (options.labels.isEmpty ? "" : " and label " + options.labels.joined(separator: ", "))
            + " in the days asked for. FCM publishes a day's figures a day or more later, "
            + "only for Android devices that share usage statistics.")
        return
      }
      for line in report.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
        context.outputLine(String(line))
      }
    }
  }
}

/// The credential, project and endpoints of a report, from the options and the profile (the
/// options win), resolved as `send` resolves them but with the cloud-platform scope.
struct ReportSetup {
  /// Why a report cannot start: a usage problem (exit 2) or a credential one (exit 1).
  struct Failure: Error, CustomStringConvertible {
    var description: String
    var isUsage: Bool
  }

  var resolver: CredentialResolver
  var dataEndpoint: String?
  var firebaseEndpoint: String?

  init(options: ReportOptions, profile: Profile?, context: CommandContext) {
    resolver = CredentialResolver(profile: profile, context: context)
    resolver.credentials = options.credentials
    resolver.accessToken = options.accessToken
    resolver.project = options.project
    resolver.quotaProject = options.quotaProject
    resolver.allowEndpoint = options.allowEndpoint
    resolver.timeout = options.timeout
    dataEndpoint = options.dataEndpoint
    firebaseEndpoint = options.firebaseEndpoint
  }

  func source(transport: any HTTPTransport) async throws(Failure) -> DeliveryDataSource {
    let env = resolver.context.environment
    let data: String
    let firebase: String
    do {
      data = try ReportAPI.data.endpoint(
        option: dataEndpoint, environment: env, allowedHosts: resolver.allowedHosts)
      firebase = try ReportAPI.firebase.endpoint(
        option: firebaseEndpoint, environment: env, allowedHosts: resolver.allowedHosts)
    } catch {
      throw Failure(description: error.description, isUsage: true)
    }
    var context = resolver.credentialContext(transport: transport, clock: .live)
    context.scope = ReportAPI.scope
    do {
      let credential = try await resolver.source().resolve(
        url: { resolver.context.url(forPath: $0) }, context: context)
      return DeliveryDataSource(
        credential: credential, transport: transport, dataEndpoint: data,
        firebaseEndpoint: firebase, timeout: resolver.timeout)
    } catch {
      throw Failure(description: error.description, isUsage: false)
    }
  }
}
