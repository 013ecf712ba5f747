import Foundation
import PushCore

/// The plan `fcm-compose schedule` queues: the draft's own schedule, with what the command
/// line says laid over it.
enum SchedulePlanBuilder {
  static func plan(
    _ request: ScheduleRequest, draft: Schedule?, now: Date, localZone: String
  ) throws(ArgumentScanner.UsageError) -> Schedule {
    guard request.givesPlan || draft != nil else {
      throw .init(
        "the draft has no schedule: give --at TIME (and --every for a recurring plan), or set "
          + "one in the composer's Scheduling step")
    }
    var zone: Schedule.Zone = draft?.zone ?? .named(localZone)
    if let column = request.recipientColumn {
      zone = .recipient(column: column, fallback: request.defaultZone ?? "UTC")
    } else if let name = request.timeZone {
      zone = .named(name)
    }
    let zoneName: String
    switch zone {
    case .named(let name): zoneName = name
    case .recipient(_, let fallback): zoneName = fallback
    }
    guard let tz = Schedule.timeZone(zoneName) else {
      throw .init(
        "unknown time zone \"\(zoneName)\": use an IANA name such as Europe/Berlin or UTC")
    }
    var plan =
      draft
      ?? Schedule(
        mode: .scheduled, date: ZonedTime.wallClock(now, in: tz).0,
        time: WallTime(secondsAfterMidnight: 0), zone: zone)
    plan.zone = zone
    if let at = request.at { (plan.date, plan.time) = try moment(at, now: now, zone: tz) }
    if let every = request.every {
      plan.mode = .recurring
      plan.repeats = try repeats(every)
    }
    if let until = request.until {
      guard let day = LocalDate(until) else {
        throw .init("--until must be a day like 2027-01-31, found \"\(until)\"")
      }
      plan.end = .on(day)
    } else if let count = request.count {
      guard let n = Int(count), n >= 1 else {
        throw .init("--count must be a whole number of sends, 1 or more, found \"\(count)\"")
      }
      plan.end = .after(n)
    }
    if plan.mode == .now { plan.mode = .scheduled }
    return plan
  }

  /// `2026-12-08 09:00`, `2026-12-08T09:00`, or `09:00` (the next 09:00 in `zone`).
  static func moment(_ text: String, now: Date, zone: TimeZone)
    throws(ArgumentScanner.UsageError) -> (LocalDate, WallTime)
  {
    let parts = text.split(whereSeparator: { $0 == " " || $0 == "T" }).map(String.init)
    if parts.count == 2, let day = LocalDate(parts[0]), let time = WallTime(parts[1]) {
      return (day, time)
    }
    if parts.count == 1, let time = WallTime(parts[0]) {
      let today = ZonedTime.wallClock(now, in: zone).0
      let day = ZonedTime(today, time, in: zone).instant > now ? today : today.adding(days: 1)
      return (day, time)
    }
    throw .init(
      "--at must be a day and a time like \"2026-12-08 09:00\", or a time like 09:00; found "
        + "\"\(text)\"")
  }

  static func repeats(_ text: String) throws(ArgumentScanner.UsageError) -> Schedule.Repeat {
    if text == "day" || text == "daily" { return .daily }
    if text == "weekday" || text == "weekdays" { return .weekdays([.mon, .tue, .wed, .thu, .fri]) }
    let names = text.split(separator: ",").map { $0.lowercased().prefix(3) }
    let days = names.compactMap { Weekday(rawValue: String($0)) }
    guard !days.isEmpty, days.count == names.count else {
      throw .init("--every must be day, weekday or days like mon,wed,fri; found \"\(text)\"")
    }
    return .weekdays(Set(days))
  }
}
