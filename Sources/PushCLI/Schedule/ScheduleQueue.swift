import Foundation
import PushCore

/// Queues a job: reads the draft, builds the plan, splits a recipient-zone audience by zone,
/// and writes the job's folder.
enum ScheduleQueue {
  static func queue(_ arguments: [String], store: JobStore, now: Date, context: CommandContext)
    -> Int32
  {
    let usage = ScheduleCommand.usage
    let request: ScheduleRequest
    let loaded: LoadedDraft
    let plan: Schedule
    do {
      request = try ScheduleRequest.parse(arguments, context: context)
      guard let path = request.draft else { throw ArgumentScanner.UsageError("give a DRAFT") }
      _ = try SendOptions.parse([path] + request.sendArguments)
      do {
        loaded = try DraftInput.load(path, context: context)
      } catch {
        context.errorLine("fcm-compose schedule: \(error)")
        return ExitCode.usage
      }
      plan = try SchedulePlanBuilder.plan(
        request, draft: loaded.draft.schedule, now: now,
        localZone: context.environment["TZ"].flatMap { Schedule.timeZone($0)?.identifier }
          ?? TimeZone.current.identifier)
    } catch let error as ArgumentScanner.UsageError {
      return CLI.usageError(error.message, usage: usage, context: context)
    } catch {
      return CLI.usageError("\(error)", usage: usage, context: context)
    }
    let path = request.draft ?? "-"
    var sendArguments = request.sendArguments
    var zones = plan.ownZones
    var slices: [Int: Data] = [:]
    var notes: [String] = []
    let draftFolder = context.url(forPath: path).deletingLastPathComponent()
    let audience =
      value("--audience", in: sendArguments)
      ?? loaded.draft.audienceFile.map { draftFolder.appendingPathComponent($0).path }
    if case .recipient(let column, let fallback) = plan.zone {
      guard let audience else {
        return CLI.usageError(
          "--recipient-time-zone needs an audience (--audience A.csv, or the draft's)",
          usage: usage, context: context)
      }
      do {
        let split = try AudienceZones.split(
          url: URL(fileURLWithPath: audience), source: audience, column: column, fallback: fallback)
        (zones, slices, notes) = (split.zones, split.slices, split.notes)
      } catch {
        context.errorLine("fcm-compose schedule: \(error)")
        return ExitCode.usage
      }
      sendArguments = removing("--audience", from: sendArguments)
    } else if let audience, value("--audience", in: sendArguments) == nil,
      !hasTarget(sendArguments)
    {
      sendArguments += ["--audience", audience]
    }
    let grace = request.grace ?? ScheduledJob.defaultGrace
    if let problem = pastProblem(plan, zones: zones, now: now, grace: grace) {
      context.errorLine("fcm-compose schedule: \(problem)")
      return ExitCode.usage
    }
    var draft = loaded.draft
    draft.schedule = nil
    let job = ScheduledJob(
      id: JobStore.newID(now: now), created: now.timeIntervalSince1970,
      name: draft.name ?? URL(fileURLWithPath: path).lastPathComponent,
      source: context.url(forPath: path).path, plan: plan, zones: zones, sliced: !slices.isEmpty,
      sendArguments: sendArguments, grace: grace, skippedRows: notes)
    do {
      try store.create(
        job, draft: Data(JSONWriter.string(.object(draft.document)).utf8), slices: slices)
    } catch {
      context.errorLine("fcm-compose schedule: \(error)")
      return ExitCode.problems
    }
    for note in notes.prefix(20) { context.errorLine("warning: \(note)") }
    if notes.count > 20 { context.errorLine("warning: … and \(notes.count - 20) more rows") }
    context.outputLine("queued \(job.id): " + ScheduleSentence.text(plan, zones: zones, now: now))
    context.outputLine(
      "Waves go out while `fcm-compose scheduler` runs (or from cron/systemd: "
        + "`fcm-compose scheduler install`).")
    return ExitCode.ok
  }

  /// Nil when some wave is still ahead (or within the grace window).
  static func pastProblem(_ plan: Schedule, zones: [ZoneShare], now: Date, grace: Double) -> String?
  {
    var ahead = false
    plan.walkDays { occurrence, day in
      let waves = plan.waves(occurrence: occurrence, on: day, zones: zones)
      ahead = waves.contains { now.timeIntervalSince($0.instant) <= grace }
      return !ahead
    }
    guard !ahead else { return nil }
    return "\(plan.date) \(plan.time) is in the past (now \(ScheduleText.stamp(now))): nothing "
      + "would go out; pick a later --at"
  }

  static func value(_ name: String, in arguments: [String]) -> String? {
    guard let i = arguments.lastIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
  }

  static func removing(_ name: String, from arguments: [String]) -> [String] {
    var out: [String] = []
    var skip = false
    for argument in arguments {
      if skip {
        skip = false
        continue
      }
      if argument == name {
        skip = true
        continue
      }
      out.append(argument)
    }
    return out
  }

  static func hasTarget(_ arguments: [String]) -> Bool {
    arguments.contains { ["--token", "--tokens-file", "--topic", "--condition"].contains($0) }
  }
}
