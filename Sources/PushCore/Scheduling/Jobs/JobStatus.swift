import Foundation

/// A job as the listings show it (`schedule list`, the composer's jobs screen): its state,
/// what was recorded, and what comes next.
public struct JobStatus: Sendable {
  public var job: ScheduledJob
  public var state: JobState
  public var runs: [JobRun]
  public var agenda: JobAgenda?

  /// Reads the job's state and runs from `store` and computes its agenda at `now`.
  public init(_ job: ScheduledJob, store: JobStore, now: Date, grace: Double? = nil) {
    self.job = job
    state = store.state(of: job.id)
    runs = store.runs(of: job.id)
    let recorded = Set(runs.map(\.key))
    agenda = job.schedule.map { schedule in
      JobAgenda(
        job: job, schedule: schedule, recorded: recorded, now: now, grace: grace ?? job.grace,
        began: { FileManager.default.fileExists(atPath: store.journal(job.id, $0).path) })
    }
  }

  /// `2026-12-08 08:00 UTC (Europe/Berlin)`, `due now`, or `—`.
  public var nextText: String {
    guard state == .active || state == .paused, let agenda else { return "—" }
    if !agenda.due.isEmpty || !agenda.missed.isEmpty { return "due now" }
    guard let next = agenda.next else { return "—" }
    return ScheduleText.stamp(next.instant) + " (\(next.zone))"
  }

  /// `3/20 waves, 1 missed`: waves recorded, of this occurrence's waves for a one-time job.
  public var progressText: String {
    let sent = runs.filter { $0.status == .sent }.count
    let missed = runs.filter { $0.status == .missed }.count
    let failed = runs.filter { $0.status == .failed }.count
    var text =
      job.schedule?.mode == .recurring
      ? "\(sent) waves sent" : "\(sent)/\(job.zones.count) waves"
    if missed > 0 { text += ", \(missed) missed" }
    if failed > 0 { text += ", \(failed) failed" }
    return text
  }

  /// Recipients by outcome over every wave recorded.
  public var outcomes: [String: Int] {
    runs.reduce(into: [:]) { total, run in
      for (key, n) in run.outcomes { total[key, default: 0] += n }
    }
  }
}
