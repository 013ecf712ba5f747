import Foundation
import PushCore
import Synchronization

/// Shows a campaign as it runs: one line per recipient for small sends, otherwise a progress
/// bar on a terminal (done/total, rate, ETA, failures; redrawn at most 10 times a second) or
/// plain progress lines at every 10% (and at least every 10 s) when not a terminal.
final class SendProgressPrinter: Sendable {
  /// Audiences up to this size get one line per recipient.
  static let perRecipientLimit = 20
  private static let maxIssuesShown = 20

  private struct State {
    var lastDraw = -1.0
    var lastPlainLine = 0.0
    var lastDecile = 0
    var issues = 0
    var barShown = false
  }

  private let context: CommandContext
  private let quiet: Bool
  private let dryRun: Bool
  private let uptime: @Sendable () -> Double
  private let state = Mutex(State())

  init(context: CommandContext, quiet: Bool, dryRun: Bool, uptime: @escaping @Sendable () -> Double)
  {
    self.context = context
    self.quiet = quiet
    self.dryRun = dryRun
    self.uptime = uptime
    let start = uptime()
    state.withLock { $0.lastPlainLine = start }
  }

  func handle(_ event: CampaignEvent) {
    switch event {
    case .started: break
    case .issue(let issue): show(issue)
    case .result(let result, let progress): show(result, progress)
    case .finished: clearBar()
    }
  }

  private func show(_ issue: TokenIssue) {
    let n = state.withLock { s in
      s.issues += 1
      return s.issues
    }
    if n <= Self.maxIssuesShown {
      clearBar()
      context.errorLine("warning: \(issue) (\(issue.row == nil ? "line" : "row") skipped)")
    } else if n == Self.maxIssuesShown + 1 {
      context.writeErr("warning: more malformed lines skipped (count in the summary)\n")
    }
  }

  private func show(_ result: DeliveryResult, _ progress: CampaignProgress) {
    let small = (progress.total ?? Int.max) <= Self.perRecipientLimit
    if small {
      if !quiet || !result.outcome.isSuccess {
        context.outputLine(Self.line(for: result, dryRun: dryRun))
      }
      return
    }
    guard !quiet else { return }
    if context.stderrIsTTY { drawBar(progress) } else { plainLine(progress) }
  }

  /// The one-line form of a result, without the newline: `sent …abc123 projects/p/messages/1`.
  static func line(for result: DeliveryResult, dryRun: Bool) -> String {
    let who = result.target.redacted
    switch result.outcome {
    case .sent(let name): return "\(dryRun ? "valid " : "sent  ") \(who)  \(name)"
    case .rejected(let info), .failed(let info):
      return "failed \(who)  \(info.code): \(info.explanation)"
    case .networkFailure:
      return "failed \(who)  \(result.outcome.errorCode ?? ""): \(result.outcome.explanation)"
    case .aborted:
      // The reason, the same for everyone, is printed once after the run.
      return "not sent \(who)  ABORTED"
    }
  }

  private func drawBar(_ p: CampaignProgress) {
    let now = uptime()
    let due = state.withLock { s in
      guard now - s.lastDraw >= 0.1 || p.done == p.total else { return false }
      s.lastDraw = now
      s.barShown = true
      return true
    }
    guard due else { return }
    let width = 24
    let filled = Int((p.fraction ?? 0) * Double(width))
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let total = p.total.map(String.init) ?? "?"
    let eta = p.eta.map { "ETA \(Self.duration($0))" } ?? "ETA --"
    context.writeErr(
      "\r\u{1B}[2K\(bar) \(p.done)/\(total)  \(Int(p.rate.rounded()))/s  \(eta)  failed \(p.failed)"
    )
  }

  private func plainLine(_ p: CampaignProgress) {
    let now = uptime()
    let decile = Int((p.fraction ?? 0) * 10)
    let due = state.withLock { s in
      guard decile > s.lastDecile || now - s.lastPlainLine >= 10 else { return false }
      s.lastDecile = max(s.lastDecile, decile)
      s.lastPlainLine = now
      return true
    }
    guard due else { return }
    let total = p.total.map(String.init) ?? "?"
    context.writeErr(
      "progress: \(p.done)/\(total) sent \(p.sent) failed \(p.failed) (\(Int(p.rate.rounded()))/s)\n"
    )
  }

  private func clearBar() {
    let shown = state.withLock { s in
      defer { s.barShown = false }
      return s.barShown
    }
    if shown { context.writeErr("\r\u{1B}[2K") }
  }

  static func duration(_ seconds: Double) -> String {
    let s = Int(seconds.rounded())
    if s < 60 { return "\(s)s" }
    if s < 3600 { return "\(s / 60)m\(String(format: "%02d", s % 60))s" }
    return "\(s / 3600)h\(String(format: "%02d", (s % 3600) / 60))m"
  }
}

extension DeliveryOutcome {
  var isSuccess: Bool {
    if case .sent = self { return true }
    return false
  }
}
