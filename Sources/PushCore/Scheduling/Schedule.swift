import Foundation

/// When a draft goes out: the Firebase console's Scheduling step. Saved in the draft at
/// `fcm_compose.schedule` (beside `message`, so `render` never sends it); a draft without one
/// goes out now.
///
/// ```json
/// "fcm_compose": {"schedule": {"send": "recurring", "date": "2026-12-08", "time": "09:00",
///   "recipient_time_zone": {"column": "tz", "default": "Europe/London"},
///   "every": ["mon", "wed"], "count": 10}}
/// ```
public struct Schedule: Sendable, Hashable {
  /// Now, once at a time, or on a recurring plan.
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    case now, scheduled, recurring
  }

  /// Whose wall clock `time` is read on.
  public enum Zone: Sendable, Hashable {
    /// One IANA zone for everybody (`Europe/Berlin`).
    case named(String)
    /// Each recipient's own zone, from an audience column; rows without one use `fallback`.
    case recipient(column: String, fallback: String)
  }

  /// Which days a recurring plan sends on.
  public enum Repeat: Sendable, Hashable {
    case daily
    case weekdays(Set<Weekday>)
  }

  /// When a recurring plan ends.
  public enum End: Sendable, Hashable {
    case never
    /// The last day it may send on (inclusive).
    case on(LocalDate)
    /// After this many sends.
    case after(Int)
  }

  public var mode: Mode
  /// The day of the (first) send.
  public var date: LocalDate
  public var time: WallTime
  public var zone: Zone
  public var repeats: Repeat
  public var end: End

  public init(
    mode: Mode, date: LocalDate, time: WallTime, zone: Zone, repeats: Repeat = .daily,
    end: End = .never
  ) {
    self.mode = mode
    self.date = date
    self.time = time
    self.zone = zone
    self.repeats = repeats
    self.end = end
  }

  /// The zone names the plan itself names (the fallback zone for a recipient-zone plan).
  public var namedZone: String {
    switch zone {
    case .named(let name): name
    case .recipient(_, let fallback): fallback
    }
  }

  /// The time-zone column, for a recipient-zone plan.
  public var recipientColumn: String? {
    if case .recipient(let column, _) = zone { return column }
    return nil
  }

  /// A Foundation zone for an IANA name; nil when the system's tz database has none. Only
  /// region names and `UTC` are accepted: abbreviations such as `EST` are ambiguous.
  public static func timeZone(_ name: String) -> TimeZone? {
    guard name == "UTC" || name.contains("/") || name == "GMT" else { return nil }
    return TimeZone(identifier: name)
  }
}
