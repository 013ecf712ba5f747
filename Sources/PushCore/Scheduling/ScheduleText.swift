import Foundation

/// Dates and times of a schedule in words, the same in every locale (the composer's preview
/// and the CLI's lines): `Tue 8 Dec`, `Tue 8 Dec 2027`, `09:00 Europe/Berlin`.
public enum ScheduleText {
  static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// `Tue 8 Dec`, with the year when it is not `year`.
  public static func day(_ date: LocalDate, currentYear year: Int? = nil) -> String {
    let base = "\(date.weekday.shortName) \(date.day) \(months[date.month - 1])"
    return date.year == year ? base : base + " \(date.year)"
  }

  /// The year `instant` falls in, in UTC.
  public static func utcYear(_ instant: Date) -> Int {
    ZonedTime.wallClock(instant, in: utc).0.year
  }

  /// `08:00 UTC`, or `Mon 20:00 UTC` when the UTC day is not `localDay`.
  public static func utc(_ instant: Date, besides localDay: LocalDate?) -> String {
    let (day, time) = ZonedTime.wallClock(instant, in: utc)
    return day == localDay ? "\(time) UTC" : "\(day.weekday.shortName) \(time) UTC"
  }

  /// `2026-12-08 08:00 UTC`: an instant in logs and job listings.
  public static func stamp(_ instant: Date) -> String {
    let (day, time) = ZonedTime.wallClock(instant, in: utc)
    return "\(day) \(time) UTC"
  }

  /// What a day the clocks change does to this time, or nil when it exists once:
  /// `02:30 does not exist in Europe/Berlin on Sun 29 Mar 2026 (the clocks jump forward): it
  /// goes at 03:00`.
  public static func dstNote(_ zoned: ZonedTime, zoneName: String) -> String? {
    let day = Self.day(zoned.date)
    switch zoned.kind {
    case .exact: return nil
    case .skipped(let shifted):
      return "\(zoned.time) does not exist in \(zoneName) on \(day) (the clocks jump forward): "
        + "it goes at \(shifted)"
    case .repeated(let second):
      return "\(zoned.time) happens twice in \(zoneName) on \(day) (the clocks go back): it goes "
        + "at the first, \(utc(zoned.instant, besides: zoned.date)), not the second, "
        + "\(utc(second, besides: zoned.date))"
    }
  }

  /// `every day`, `every weekday`, `every Mon, Wed`.
  public static func repeats(_ repeats: Schedule.Repeat) -> String {
    switch repeats {
    case .daily: return "every day"
    case .weekdays(let days):
      if days == Set([.mon, .tue, .wed, .thu, .fri]) { return "every weekday" }
      return "every " + days.sorted().map(\.shortName).joined(separator: ", ")
    }
  }

  static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
}
