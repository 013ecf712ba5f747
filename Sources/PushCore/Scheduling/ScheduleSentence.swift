import Foundation

/// The preview line: when a scheduled draft goes out, in words.
///
/// `Tue 8 Dec 09:00 in each recipient's zone: first wave 09:00 Pacific/Auckland = Mon 20:00
/// UTC; 14 zones; last wave 09:00 America/Los_Angeles = 17:00 UTC`.
public enum ScheduleSentence {
  /// The sentence for `schedule` (nil: now). `zones` are the audience's zones for a
  /// recipient-zone plan (nil when not known yet).
  public static func text(_ schedule: Schedule?, zones: [ZoneShare]?, now: Date) -> String {
    guard let schedule, schedule.mode != .now else {
      return "Now: it goes out when you send it."
    }
    let year = ScheduleText.utcYear(now)
    var occurrence = 0
    var day = schedule.date
    if schedule.mode == .recurring {
      // The next send from now, computed from the plan.
      var next: (Int, LocalDate)?
      schedule.walkDays { index, d in
        let latest = ZonedTime(d, schedule.time, in: Self.westernmost).instant
        if latest >= now {
          next = (index, d)
          return false
        }
        return true
      }
      guard let next else {
        return lead(schedule, year: year) + ": every send of the plan is in the past."
      }
      (occurrence, day) = next
    }
    let shares = schedule.recipientColumn == nil ? schedule.ownZones : (zones ?? [])
    let waves = schedule.waves(occurrence: occurrence, on: day, zones: shares)
    var text = lead(schedule, year: year)
    if schedule.mode == .recurring {
      text += "; next \(ScheduleText.day(day, currentYear: year)) \(schedule.time)"
    }
    guard let first = waves.first, let last = waves.last else {
      if case .recipient(let column, let fallback) = schedule.zone {
        return text + " in each recipient's zone (column \"\(column)\"; rows without one: "
          + "\(fallback))"
      }
      return text + ": unknown time zone \"\(schedule.namedZone)\""
    }
    if schedule.recipientColumn == nil {
      text +=
        " \(first.zone) = "
        + ScheduleText.utc(first.instant, besides: first.time.date)
    } else if waves.count == 1 {
      text += " in each recipient's zone: one wave, \(describe(first))"
    } else {
      text +=
        " in each recipient's zone: first wave \(describe(first)); \(waves.count) zones; "
        + "last wave \(describe(last))"
    }
    let notes = waves.compactMap { ScheduleText.dstNote($0.time, zoneName: $0.zone) }
    if let note = notes.first {
      text += ". " + note.prefix(1).uppercased() + note.dropFirst()
      if notes.count > 1 { text += " (and \(notes.count - 1) more zones)" }
    }
    return text
  }

  private static func lead(_ schedule: Schedule, year: Int) -> String {
    let start = ScheduleText.day(schedule.date, currentYear: year)
    switch schedule.mode {
    case .now: return "Now"
    case .scheduled: return "\(start) \(schedule.time)"
    case .recurring:
      var text =
        "\(ScheduleText.repeats(schedule.repeats).capitalizedFirst) at "
        + "\(schedule.time) from \(start)"
      switch schedule.end {
      case .never: text += ", no end"
      case .on(let last): text += " until \(ScheduleText.day(last, currentYear: year))"
      case .after(let n): text += ", \(n) send" + (n == 1 ? "" : "s")
      }
      return text
    }
  }

  private static func describe(_ wave: ScheduleWave) -> String {
    "\(wave.time.time) \(wave.zone) = \(ScheduleText.utc(wave.instant, besides: wave.time.date))"
  }

  /// The zone whose clock reads a time last (UTC−12): a wall-clock time has passed
  /// everywhere once it has passed there.
  static let westernmost = TimeZone(secondsFromGMT: -12 * 3600) ?? ScheduleText.utc
}

extension String {
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
