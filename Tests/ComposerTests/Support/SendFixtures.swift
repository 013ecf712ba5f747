import Composer
import Config
import Foundation
import PushCore
import TermUI

/// Profiles, plans and send sessions for the send tests and snapshots.
enum SendFixtures {
  static let staging = Profile(
    name: "staging", project: "shop-staging", credentials: "/keys/staging.json")
  static let prod = Profile(
    name: "prod", project: "shop-prod", accessTokenCommand: "gcloud auth print-access-token",
    theme: "mono", confirm: .typeProjectID)
  static let audit = Profile(name: "audit", project: "shop-prod", readOnly: true)
  static let config = ProfileConfig(defaultProfile: "staging", profiles: [staging, prod, audit])

  /// A sample-draft harness with the three profiles, `profile` active.
  static func harness(profile: String = "staging", draft: Draft = SampleDraft.draft)
    -> ComposerHarness
  {
    var h = ComposerHarness(draft: draft, path: "/home/dev/drafts/spring-sale.json", saved: true)
    h.state.profiles = config
    h.state.profileName = profile
    h.state.projectID = config.profile(named: profile)?.project
    return h
  }

  /// The sample draft sent to a topic.
  static var topicDraft: Draft {
    var draft = SampleDraft.draft
    draft.setValue("news", at: "message.topic")
    return draft
  }

  static func tokens(_ n: Int) -> [String] {
    (0..<n).map { "fcm-device-token-abcdefghijklmnop:\(String(format: "%04d", $0 * 7919 % 10000))" }
  }

  static func plan(
    kind: SendPlan.Kind = .campaign, profile: Profile? = staging,
    audience: Campaign.Audience = .tokens(tokens(500), file: nil, fileDisplayName: nil)
  ) -> SendPlan {
    var plan = SendPlan(
      id: 1, kind: kind, profile: profile, message: ["notification": ["title": "Spring sale"]],
      audience: audience, draftPath: "/home/dev/drafts/spring-sale.json",
      draftName: "Spring sale 2027", title: "Spring sale: 30% off 🌸")
    if case .tokens(let list, _, _) = audience { plan.recipientCount = list.count }
    plan.reportPath = "/home/dev/.local/share/fcm-compose/reports/6227c05121bb2819-20270301.csv"
    return plan
  }

  static func result(_ token: String, _ n: Int) -> DeliveryResult {
    let outcome: DeliveryOutcome
    switch n % 10 {
    case 3:
      outcome = .rejected(
        FCMErrorInfo(
          httpStatus: 404, code: "UNREGISTERED", message: "Requested entity was not found."))
    case 7:
      outcome = .failed(FCMErrorInfo(httpStatus: 503, code: "UNAVAILABLE", message: "unavailable"))
    default:
      outcome = .sent(messageName: "projects/shop-staging/messages/\(1000 + n)")
    }
    return DeliveryResult(target: .token(token), outcome: outcome, attempts: 1)
  }

  /// A campaign `done` recipients in, of 500.
  static func session(done: Int, finished: Bool = false, stopped: Bool = false) -> SendSession {
    var session = SendSession(plan: plan())
    session.apply(.started(CampaignProgress(total: 500)))
    var summary = CampaignSummary(dryRun: false)
    for (n, token) in tokens(done).enumerated() {
      let r = result(token, n)
      summary.attempted += 1
      switch r.outcome {
      case .sent: summary.sent += 1
      case .rejected(let info): summary.rejectedByCode[info.code, default: 0] += 1
      case .failed(let info): summary.failedByCode[info.code, default: 0] += 1
      default: break
      }
      let progress = CampaignProgress(
        total: 500, done: n + 1, sent: summary.sent, failed: summary.notDelivered,
        elapsed: Double(n + 1) / 200)
      session.apply(.result(r, progress))
    }
    if finished {
      summary.stopped = stopped
      summary.elapsed = Double(done) / 200
      session.apply(.finished(summary))
    }
    return session
  }
}
