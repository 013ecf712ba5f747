import Foundation

/// `validate`'s checks of `fcm_compose.schedule`: its form, its zones, a time already past,
/// and wall-clock times that a change of the clocks skips or repeats (saying which, and what
/// the scheduler does: a skipped time goes when the clocks jump, a repeated one at the first).
enum ScheduleRules {
  /// How many sends of a recurring plan are checked for clock changes (about two years of a
  /// daily plan).
  static let dstHorizon = 800

  static func check(_ draft: Draft, now: Date, into out: inout [Diagnostic]) {
    guard let value = draft.value(at: Schedule.path) else { return }
    let (read, problems) = Schedule.read(value)
    out += problems
    guard let schedule = read else { return }
    let zonePath: JSONPath =
      schedule.recipientColumn == nil
      ? Schedule.path.appending("time_zone")
      : Schedule.path.appending("recipient_time_zone").appending("default")
    guard let zone = Schedule.timeZone(schedule.namedZone) else {
      out.append(
        Diagnostic(
          .scheduleZone, zonePath,
          "unknown time zone \"\(schedule.namedZone)\": use an IANA name such as "
            + "\"Europe/Berlin\", \"America/New_York\" or \"UTC\""))
      return
    }
    checkPast(schedule, now: now, into: &out)
    checkClockChanges(schedule, zone: zone, path: Schedule.path.appending("time"), into: &out)
  }

  private static func checkPast(_ schedule: Schedule, now: Date, into out: inout [Diagnostic]) {
    if schedule.mode == .recurring {
      if case .on(let last) = schedule.end, last < schedule.date {
        out.append(
          Diagnostic(
            .scheduleNever, Schedule.path.appending("until"),
            "is before the first day (\(schedule.date)): the plan never sends"))
        return
      }
      var anyLeft = false
      schedule.walkDays { _, day in
        anyLeft = instant(schedule, day) >= now
        return !anyLeft
      }
      if !anyLeft {
        out.append(
          Diagnostic(
            .scheduleNever, Schedule.path,
            "every send of the plan is in the past: nothing would go out; move the start or "
              + "the end"))
      }
      return
    }
    let when = instant(schedule, schedule.date)
    guard when < now else { return }
    let ago = Int((now.timeIntervalSince(when) / 60).rounded(.down))
    out.append(
      Diagnostic(
        .schedulePast, Schedule.path.appending("date"),
        "\(schedule.date) \(schedule.time) is in the past (\(ScheduleText.stamp(when)), "
          + "\(duration(minutes: ago)) ago): `fcm-compose schedule` refuses it; pick a later time"
          + " or send now"))
  }

  /// When the time has passed for every recipient of the plan (for a recipient-zone plan, in
  /// the last zone on earth to reach it).
  private static func instant(_ schedule: Schedule, _ day: LocalDate) -> Date {
    let zone =
      schedule.recipientColumn == nil
      ? Schedule.timeZone(schedule.namedZone) ?? ScheduleText.utc
      : ScheduleSentence.westernmost
    return ZonedTime(day, schedule.time, in: zone).instant
  }

  private static func checkClockChanges(
    _ schedule: Schedule, zone: TimeZone, path: JSONPath, into out: inout [Diagnostic]
  ) {
    var skipped: ZonedTime?
    var repeated: ZonedTime?
    var count = 0
    schedule.walkDays { _, day in
      count += 1
      let zoned = ZonedTime(day, schedule.time, in: zone)
      switch zoned.kind {
      case .exact: break
      case .skipped: skipped = skipped ?? zoned
      case .repeated: repeated = repeated ?? zoned
      }
      return count < dstHorizon && (skipped == nil || repeated == nil)
    }
    let whose =
      schedule.recipientColumn == nil
      ? "" : " (checked in the default zone; other zones may differ)"
    for zoned in [skipped, repeated].compactMap({ $0 }) {
      if let note = ScheduleText.dstNote(zoned, zoneName: schedule.namedZone) {
        out.append(Diagnostic(.scheduleClockChange, path, note + whose))
      }
    }
  }

  static func duration(minutes: Int) -> String {
    if minutes < 60 { return "\(minutes) min" }
    if minutes < 48 * 60 { return "\(minutes / 60) h \(minutes % 60) min" }
    return "\(minutes / 1440) days"
  }
}
