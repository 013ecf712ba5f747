import Foundation
import PushCore

/// `schedule list` and `schedule show ID`.
enum ScheduleListing {
  static func list(
    _ arguments: ArraySlice<String>, store: JobStore, now: Date, context: CommandContext
  ) -> Int32 {
    let statuses = store.list().map { JobStatus($0, store: store, now: now) }
    if arguments.contains("--json") {
      context.writeOut(JSONOutput.safe(JSONWriter.string(.array(statuses.map(json)))) + "\n")
      return ExitCode.ok
    }
    guard !statuses.isEmpty else {
      context.outputLine(
        "No scheduled jobs. Queue one with `fcm-compose schedule DRAFT --at TIME`.")
      return ExitCode.ok
    }
    let rows =
      [["ID", "STATE", "NEXT", "PROGRESS", "NAME"]]
      + statuses.map { [$0.job.id, $0.state.rawValue, $0.nextText, $0.progressText, $0.job.name] }
    let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
      var line = ""
      for (i, cell) in row.enumerated() {
        line += i < 4 ? cell.padding(toLength: widths[i] + 2, withPad: " ", startingAt: 0) : cell
      }
      context.outputLine(line)
    }
    return ExitCode.ok
  }

  static func show(
    _ arguments: ArraySlice<String>, store: JobStore, now: Date, context: CommandContext
  ) -> Int32 {
    guard let id = arguments.first(where: { !$0.hasPrefix("-") }) else {
      return CLI.usageError("give a job ID", usage: ScheduleCommand.usage, context: context)
    }
    let job: ScheduledJob
    do {
      job = try store.load(id)
    } catch {
      context.errorLine("fcm-compose schedule: no job \"\(id)\" (\(error))")
      return ExitCode.usage
    }
    let status = JobStatus(job, store: store, now: now)
    if arguments.contains("--json") {
      context.writeOut(JSONOutput.safe(JSONWriter.string(json(status))) + "\n")
      return ExitCode.ok
    }
    context.outputLine("job \(job.id): \(job.name) (\(status.state.rawValue))")
    context.outputLine(
      "draft: \(job.source) (the copy queued \(ScheduleText.stamp(Date(timeIntervalSince1970: job.created))))"
    )
    context.outputLine("when: " + ScheduleSentence.text(job.schedule, zones: job.zones, now: now))
    context.outputLine("send options: \(job.sendArguments.joined(separator: " "))")
    context.outputLine("grace: \(Int(job.grace / 60)) min; progress: \(status.progressText)")
    let outcomes = status.outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    if !outcomes.isEmpty { context.outputLine("recipients: " + outcomes.joined(separator: ", ")) }
    for run in status.runs {
      let counts = run.outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      var line =
        "  \(WaveKey(occurrence: run.occurrence, zoneIndex: run.zoneIndex).stem) "
        + "\(run.zone) due \(ScheduleText.stamp(Date(timeIntervalSince1970: run.due))): "
        + run.status.rawValue
      if !counts.isEmpty { line += " (" + counts.joined(separator: ", ") + ")" }
      if let note = run.note { line += ": \(note)" }
      context.outputLine(line)
    }
    context.outputLine("next: \(status.nextText)")
    for note in job.skippedRows { context.outputLine("note: \(note)") }
    return ExitCode.ok
  }

  static func json(_ status: JobStatus) -> JSONValue {
    var object: JSONObject = [
      "id": .string(status.job.id), "name": .string(status.job.name),
      "state": .string(status.state.rawValue), "source": .string(status.job.source),
      "waves_sent": .number(JSONNumber(status.runs.filter { $0.status == .sent }.count)),
      "waves_missed": .number(JSONNumber(status.runs.filter { $0.status == .missed }.count)),
      "zones": .number(JSONNumber(status.job.zones.count)),
    ]
    if let next = status.agenda?.next, status.state == .active || status.state == .paused {
      object["next"] = .string(ScheduleText.stamp(next.instant))
      object["next_zone"] = .string(next.zone)
    }
    var recipients: JSONObject = [:]
    for (key, n) in status.outcomes.sorted(by: { $0.key < $1.key }) {
      recipients[key] = .number(JSONNumber(n))
    }
    object["recipients"] = .object(recipients)
    return .object(object)
  }
}
