import Config
import Foundation
import PushCore
import TermUI

/// The I/O around a composer send: credentials and endpoint from the profile (or the
/// environment, as the CLI), the automatic journal and report files of a campaign, and what
/// happens after it (history, removing a finished journal).
enum SendSetup {
  struct Resolved {
    var tokens: any AccessTokenProvider
    var project: String
    var endpoint: String
  }

  /// Tokens, project and endpoint for `plan`'s profile, looked up as the CLI does
  /// (Application Default Credentials order; the endpoint under the trust rule).
  static func resolve(
    _ plan: SendPlan, _ environment: [String: String], transport: any HTTPTransport
  ) async throws(SendError) -> Resolved {
    let (source, endpointText, context) = credentialSetup(plan.profile, environment, transport)
    let endpoint = try EndpointURL.trusted(
      endpointText, role: "the FCM endpoint", allowedHosts: context.allowedHosts)
    let resolved = try await source.resolve(url: { URL(fileURLWithPath: $0) }, context: context)
    return Resolved(tokens: resolved.tokens, project: resolved.project.value, endpoint: endpoint)
  }

  /// The credential lookup for a profile (or none): the source, the endpoint as given and
  /// what token providers need. The doctor report and sends share it.
  static func credentialSetup(
    _ profile: Profile?, _ environment: [String: String], _ transport: any HTTPTransport
  ) -> (CredentialSource, String, CredentialContext) {
    let origin = profile.map { "profile \($0.name)" } ?? "the environment"
    let source = CredentialSource(
      credentialsPath: profile?.credentials, accessTokenCommand: profile?.accessTokenCommand,
      project: profile?.project, quotaProject: profile?.quotaProject, credentialsOrigin: origin,
      projectOrigin: origin, quotaProjectOrigin: origin)
    let endpoint = profile?.endpoint ?? environment["FCM_ENDPOINT"] ?? EndpointURL.production
    let context = CredentialContext(
      transport: transport, timeout: 30, allowedHosts: profile?.allowEndpoint ?? [],
      environment: environment)
    return (source, endpoint, context)
  }

  /// Counts a campaign's recipients and finds its journal (offering to resume an unfinished
  /// one) and report file. Journals are named as the CLI names them, so either can resume.
  static func inspectFiles(_ plan: inout SendPlan, _ environment: [String: String])
    throws(SendError)
  {
    let project = plan.project ?? ""
    let draftPath = plan.draftPath ?? "-"
    if case .tokens(let tokens, _?, let name?) = plan.audience, name.hasPrefix("~/"),
      let home = environment["HOME"]
    {
      let file = URL(fileURLWithPath: home + name.dropFirst(1))
      plan.audience = .tokens(tokens, file: file, fileDisplayName: name)
    }
    let key: String
    switch plan.audience {
    case .tokens(let tokens, let file, _):
      let fromFile = try file.map { url throws(SendError) in
        try TokenFileReader.countCandidates(url: url)
      }
      plan.recipientCount = tokens.count + (fromFile ?? 0)
      key = SendFiles.key(project, draftPath, file?.path, tokens)
      let journal = SendFiles.automaticJournal(
        environment: environment, project: project, draftPath: draftPath,
        tokensFile: file?.path, tokens: tokens)
      plan.journalPath = journal
      plan.resumePoint = try resumePoint(journal)
    case .audience(let source):
      do {
        plan.recipientCount = try AudienceReader.countRows(url: source.url)
      } catch {
        throw .audience(reason: error.description)
      }
      key = SendFiles.key(project, draftPath, source.url.path, ["audience"])
      let journal = SendFiles.automaticJournal(
        environment: environment, project: project, draftPath: draftPath,
        tokensFile: source.url.path, tokens: ["audience"])
      plan.journalPath = journal
      plan.resumePoint = try resumePoint(journal)
    case .topic(let topic):
      plan.recipientCount = 1
      key = SendFiles.key(project, draftPath, nil, ["/topics/" + topic])
    case .condition(let condition):
      plan.recipientCount = 1
      key = SendFiles.key(project, draftPath, nil, ["condition:" + condition])
    }
    if plan.kind == .campaign { try guardDuplicates(&plan, project: project, environment) }
    plan.reportPath = reportPath(key: key, resuming: plan.resumePoint != nil, environment)
  }

  /// The duplicate-send guard (as `fcm-compose send` runs it): an unfinished campaign with
  /// the same message and audience is offered for resuming, wherever its journal is; a
  /// finished one within the profile's window is shown before sending again. Either way a
  /// second send keeps the first campaign's collapse identity.
  static func guardDuplicates(
    _ plan: inout SendPlan, project: String, _ environment: [String: String]
  ) throws(SendError) {
    let identity = try CampaignIdentity(
      Campaign(message: plan.message, audience: plan.audience, project: project))
    plan.identity = identity
    let window = plan.profile?.duplicateWindow ?? DuplicateSendGuard.defaultWindow
    let check = DuplicateSendGuard(environment: environment, window: window)
    switch check.check(identity, own: plan.journalPath, now: Date()) {
    case .unfinished(let earlier)?:
      plan.unfinishedEarlier = earlier
      plan.resumePoint = ResumePoint(done: earlier.done, unconfirmed: earlier.unconfirmed)
      plan.campaignID = earlier.campaignID
    case .finished(let earlier)? where plan.resumePoint == nil:
      plan.finishedEarlier = earlier
      plan.campaignID = earlier.campaignID
    case .finished, nil:
      break
    }
  }

  /// How far the unfinished campaign recorded in `journal` got, if there is one.
  static func resumePoint(_ journal: String) throws(SendError) -> ResumePoint? {
    guard FileManager.default.fileExists(atPath: journal) else { return nil }
    let recovered = try CampaignJournal.recover(path: journal)
    guard !recovered.complete else { return nil }
    return ResumePoint(
      done: recovered.sent + recovered.rejected, unconfirmed: recovered.unconfirmed.count)
  }

  /// `reports/KEY-TIME.csv` in the data directory; a resumed campaign continues its latest.
  static func reportPath(key: String, resuming: Bool, _ environment: [String: String]) -> String {
    let directory = SendFiles.dataDirectory(environment) + "/reports"
    if resuming,
      let latest = (try? FileManager.default.contentsOfDirectory(atPath: directory))?
        .filter({ $0.hasPrefix(key + "-") && $0.hasSuffix(".csv") }).max()
    {
      return directory + "/" + latest
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return directory + "/\(key)-\(formatter.string(from: Date())).csv"
  }

  /// After a test send or campaign: a history line, and a finished journal removed.
  static func finish(
    _ plan: SendPlan, campaign: Campaign, summary: CampaignSummary, results: [DeliveryResult],
    _ environment: [String: String]
  ) {
    if let journal = plan.journalPath, summary.isFinished, summary.unconfirmed == 0 {
      try? FileManager.default.removeItem(atPath: journal)
    }
    guard plan.kind != .dryRun else { return }
    let open = summary.isFinished && summary.unconfirmed == 0 ? nil : plan.journalPath
    try? SendHistory.append(
      path: SendHistory.path(environment: environment), date: Date(), project: campaign.project,
      draft: plan.draftName ?? plan.draftPath, audience: campaign.audience, summary: summary,
      details: SendHistoryDetails(
        profile: plan.profile?.name, message: campaign.message, results: results,
        totalResults: summary.attempted, reportPath: campaign.reportPath,
        identity: campaign.identity, journalPath: open, isTest: plan.kind == .test))
  }
}
