import Foundation
import PushCore

/// Runs the waves that are due: for each active job (under its lock, so two schedulers never
/// run one job), marks waves whose grace window passed as missed, then sends each due wave as
/// a campaign of its own through `send`, with the wave's journal (`--resume` when it exists:
/// a wave killed half-way is finished, nobody gets it twice) and report, and records it.
struct Scheduler: Sendable {
  var store: JobStore
  /// Where the log goes (stderr) and the environment waves run in.
  var context: CommandContext
  var environment: SendEnvironment
  /// `--grace`: overrides each job's own.
  var grace: Double?
  var signals: SchedulerSignals

  /// What one pass did.
  struct Pass: Sendable, Equatable {
    var sent = 0
    var missed = 0
    var failed = 0
    /// The earliest wave still ahead, over every active job.
    var next: Date?
  }

  func log(_ text: String, now: Date) {
    context.errorLine("\(ScheduleText.stamp(now)) \(text)")
  }

  /// One pass at `now()` (read again before each wave).
  func runDue(now: @Sendable () -> Date) async -> Pass {
    var pass = Pass()
    for job in store.list() where !signals.isStopping {
      guard store.state(of: job.id) == .active else { continue }
      let lock: CampaignLock
      do {
        lock = try CampaignLock.acquire(journal: store.lockBase(job.id), now: now())
      } catch {
        log("\(job.id): skipped, another scheduler is running it", now: now())
        continue
      }
      await run(job, now: now, pass: &pass)
      withExtendedLifetime(lock) {}
    }
    return pass
  }

  private func run(_ job: ScheduledJob, now: @Sendable () -> Date, pass: inout Pass) async {
    guard let schedule = job.schedule else {
      log("\(job.id): the job's plan cannot be read; skipped", now: now())
      return
    }
    var status = JobStatus(job, store: store, now: now(), grace: grace)
    for wave in status.agenda?.missed ?? [] {
      let late = ScheduleText.stamp(wave.instant)
      record(
        JobRun(
          wave: wave, at: now(), status: .missed, note: "due \(late), beyond the grace window"), job
      )
      log(
        "\(job.id) \(wave.zone): MISSED (was due \(late); grace \(Int((grace ?? job.grace) / 60)) min)",
        now: now())
      pass.missed += 1
    }
    for wave in status.agenda?.due ?? [] {
      if signals.isStopping || store.state(of: job.id) != .active { return }
      let result = await send(wave, of: job, now: now)
      if signals.isStopping { return }  // stopped mid-wave: its journal finishes it next time
      record(result, job)
      switch result.status {
      case .sent: pass.sent += 1
      case .failed: pass.failed += 1
      case .missed: pass.missed += 1
      }
    }
    status = JobStatus(job, store: store, now: now(), grace: grace)
    if let next = status.agenda?.next?.instant {
      pass.next = min(pass.next ?? next, next)
    } else if status.agenda?.finished == true, schedule.mode != .now {
      try? store.setState(.done, of: job.id)
      log("\(job.id): done (\(status.progressText))", now: now())
    }
  }

  private func record(_ run: JobRun, _ job: ScheduledJob) {
    do {
      try store.record(run, of: job.id)
    } catch {
      context.errorLine(
        "error: \(job.id): cannot record the wave (\(error)); it is resumed next time")
    }
  }

  private func send(_ wave: ScheduleWave, of job: ScheduledJob, now: @Sendable () -> Date) async
    -> JobRun
  {
    let key = WaveKey(occurrence: wave.occurrence, zoneIndex: wave.zoneIndex)
    let journal = store.journal(job.id, key)
    let report = store.report(job.id, key)
    var arguments = [store.draft(job.id).path] + job.sendArguments
    if job.sliced { arguments += ["--audience", store.slice(job.id, zone: wave.zoneIndex).path] }
    arguments += ["--journal", journal.path, "--report", report.path, "--quiet"]
    let resuming = FileManager.default.fileExists(atPath: journal.path)
    if resuming { arguments.append("--resume") }
    log(
      "\(job.id) \(wave.zone): \(resuming ? "resuming" : "sending") wave \(key.stem) (due "
        + "\(ScheduleText.stamp(wave.instant)), \(wave.recipients.map { "\($0) recipients" } ?? "recipients as given"))",
      now: now())
    var waveContext = context
    let prefix = "\(job.id) \(wave.zone): "
    waveContext.writeOut = { [context] text in context.writeErr(Self.prefixed(text, prefix)) }
    waveContext.writeErr = { [context] text in context.writeErr(Self.prefixed(text, prefix)) }
    var environment = self.environment
    environment.installInterruptHandler = { [signals] stop, cancel in signals.attach(stop, cancel) }
    let status = await SendCommand.run(
      arguments: arguments, context: waveContext, environment: environment)
    let outcomes = Self.outcomes(report)
    if status == ExitCode.usage, outcomes.isEmpty {
      return JobRun(
        wave: wave, at: now(), status: .failed, note: "send could not start (exit 2; see the log)")
    }
    let counts = outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    if !signals.isStopping {
      log(
        "\(job.id) \(wave.zone): wave \(key.stem) done: " + counts.joined(separator: ", "),
        now: now())
    }
    return JobRun(
      wave: wave, at: now(), status: .sent, outcomes: outcomes,
      note: status == 0 ? nil : "exit \(status)")
  }

  static func prefixed(_ text: String, _ prefix: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: true).map { prefix + $0 + "\n" }.joined()
  }

  /// Recipients by outcome in a report (its `outcome` column).
  static func outcomes(_ report: URL) -> [String: Int] {
    guard let text = try? String(contentsOf: report, encoding: .utf8) else { return [:] }
    var lines = text.split(separator: "\n")[...]
    guard let header = lines.popFirst()?.split(separator: ","),
      let column = header.firstIndex(of: "outcome")
    else { return [:] }
    var counts: [String: Int] = [:]
    for line in lines {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false)
      if column < cells.count { counts[String(cells[column]), default: 0] += 1 }
    }
    return counts
  }
}
