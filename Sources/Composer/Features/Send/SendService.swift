import Config
import Foundation
import PushCore
import TermUI

/// Performs the composer's send effects with the core's send backend (the same `FCMSender`,
/// `CampaignRunner`, journal, report and history the CLI uses) and posts what happens back as
/// actions. Nothing here decides what to send: the reducer's `SendPlan` does.
@MainActor
final class SendService {
  private let environment: [String: String]
  private let makeTransport: @Sendable (Int) -> any HTTPTransport
  private var handles: [Int: CampaignHandle] = [:]
  /// Stops asked before the send's handle existed (true: abandon the requests in flight).
  private var stopped: [Int: Bool] = [:]

  /// `makeTransport` defaults to libcurl trusting `SSL_CERT_FILE` or `CURL_CA_BUNDLE` as the
  /// CLI does (`TrustStore`; one that cannot be read leaves the system's certificates).
  init(
    environment: [String: String],
    makeTransport: (@Sendable (Int) -> any HTTPTransport)? = nil
  ) {
    self.environment = environment
    let trust =
      (try? TrustStore.resolve(
        option: nil, environment: environment, url: { URL(fileURLWithPath: $0) })) ?? TrustStore()
    self.makeTransport = makeTransport ?? { CurlTransport(maxConnections: $0, trust: trust) }
  }

  /// Counts recipients, resolves the project and finds the journal and report of a campaign.
  nonisolated func inspect(_ plan: SendPlan) async -> Action {
    var plan = plan
    do {
      let resolved = try await SendSetup.resolve(plan, environment, transport: makeTransport(1))
      plan.project = resolved.project
      try SendSetup.inspectFiles(&plan, environment)
    } catch {
      if case .credential(.notFound) = error {
        return .credentialsChecked(await checkCredentials(plan.profile), sendID: nil)
      }
      return .sendFailed(id: plan.id, message: error.description)
    }
    return .campaignInspected(plan)
  }

  /// The credentials check for `profile`, as `fcm-compose doctor` runs it.
  nonisolated func checkCredentials(_ profile: Profile?) async -> DoctorReport {
    let (source, endpoint, context) = SendSetup.credentialSetup(
      profile, environment, makeTransport(2))
    return await CredentialDoctor(source: source, endpoint: endpoint, context: context)
      .run(url: { URL(fileURLWithPath: $0) })
  }

  /// Starts `plan` and streams its events to `inbox` (through `perform`, so quitting cancels
  /// the reader).
  func start(
    _ plan: SendPlan, inbox: Inbox<Action>,
    perform: (@escaping @Sendable (Inbox<Action>) async -> Void) -> Void
  ) {
    let concurrency =
      switch plan.kind {
      case .dryRun: 1
      case .test: min(16, max(1, plan.recipientCount ?? 1))
      case .campaign: Campaign.defaultConcurrency
      }
    let transport = makeTransport(concurrency)
    let environment = self.environment
    perform { [weak self] inbox in
      let resolved: SendSetup.Resolved
      do throws(SendError) {
        resolved = try await SendSetup.resolve(plan, environment, transport: transport)
      } catch {
        inbox.post(.sendFailed(id: plan.id, message: error.description))
        if case .credential(.notFound) = error, let self {
          inbox.post(
            .credentialsChecked(await self.checkCredentials(plan.profile), sendID: plan.id))
        }
        return
      }
      var campaign = Campaign(
        message: plan.message, audience: plan.audience, dryRun: plan.kind == .dryRun,
        concurrency: concurrency, project: resolved.project, journalPath: plan.journalPath,
        resume: plan.resumePoint != nil, resendUnconfirmed: plan.resendUnconfirmed,
        reportPath: plan.reportPath)
      campaign.identity = plan.identity
      campaign.campaignID = plan.campaignID
      if let aside = plan.supersede, FileManager.default.fileExists(atPath: aside) {
        do throws(SendError) {
          try CampaignJournal.supersede(path: aside, now: Date())
        } catch {
          inbox.post(.sendFailed(id: plan.id, message: error.description))
          return
        }
      }
      let stop = StopSignal()
      let sender = FCMSender(
        project: resolved.project, endpoint: resolved.endpoint, tokens: resolved.tokens,
        transport: transport, stop: stop)
      sender.onPause { seconds, quota in
        inbox.post(.sendPaused(id: plan.id, seconds: seconds, quota: quota))
      }
      let ticker = SendTicker(id: plan.id, inbox: inbox)
      sender.onRetry { ticker.retry(started: $0) }
      let breaker = CircuitBreaker(endpoint: resolved.endpoint, stop: stop)
      sender.attach(breaker)
      let handle = CampaignRunner(sender: sender, stop: stop, breaker: breaker).start(campaign)
      await self?.register(plan.id, handle)
      let clock = Task {
        while !Task.isCancelled {
          try? await Task.sleep(for: .milliseconds(500))
          ticker.tick()
        }
      }
      defer { clock.cancel() }
      var results: [DeliveryResult] = []
      for await event in handle.events {
        if case .result(let result, _) = event, results.count < SendHistoryDetails.maximumResults {
          results.append(result)
        }
        inbox.post(.sendEvent(id: plan.id, event))
      }
      do throws(SendError) {
        let summary = try await handle.summary
        SendSetup.finish(plan, campaign: campaign, summary: summary, results: results, environment)
      } catch {
        inbox.post(.sendFailed(id: plan.id, message: error.description))
      }
      await self?.forget(plan.id)
    }
  }

  /// Stops a send: gracefully, or abandoning the requests in flight. A send still looking up
  /// its credentials stops as soon as it starts.
  func stop(id: Int, abandonInFlight: Bool) {
    guard let handle = handles[id] else {
      stopped[id] = abandonInFlight || stopped[id] == true
      return
    }
    if abandonInFlight { handle.cancel() } else { handle.stop() }
  }

  private func register(_ id: Int, _ handle: CampaignHandle) {
    handles[id] = handle
    if let abandon = stopped.removeValue(forKey: id) {
      if abandon { handle.cancel() } else { handle.stop() }
    }
  }

  private func forget(_ id: Int) { handles[id] = nil }
}
