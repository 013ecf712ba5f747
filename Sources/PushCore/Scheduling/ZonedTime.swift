import Foundation

/// A wall-clock date and time in a time zone, resolved to one instant by the rule every
/// schedule follows on a day the clocks change (Foundation's `TimeZone`, from the system's tz
/// database):
///
/// - a time that does not exist (02:30 when the clocks jump from 02:00 to 03:00) goes at the
///   moment the clocks jump, which the wall clock shows as 03:00;
/// - a time that exists twice (01:30 when the clocks go back from 02:00 to 01:00) goes at the
///   first of the two.
public struct ZonedTime: Sendable, Hashable {
  /// How the wall-clock time mapped to an instant.
  public enum Kind: Sendable, Hashable {
    /// The time exists once.
    case exact
    /// The time does not exist that day; it goes at `shiftedTo` (the wall clock right after
    /// the jump).
    case skipped(shiftedTo: WallTime)
    /// The time exists twice; it goes at the first, and `second` is the one not used.
    case repeated(second: Date)
  }

  public var date: LocalDate
  public var time: WallTime
  public var zone: TimeZone
  /// When it goes out.
  public var instant: Date
  public var kind: Kind

  /// Resolves `date` `time` in `zone`.
  public init(_ date: LocalDate, _ time: WallTime, in zone: TimeZone) {
    self.date = date
    self.time = time
    self.zone = zone
    let wall = date.daysSince1970 * 86400 + time.seconds
    func offset(_ t: Int) -> Int {
      zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
    }
    let before = offset(wall - 86400)
    let after = offset(wall + 86400)
    var found: [Int] = []
    for o in Set([before, after, offset(wall)]) where offset(wall - o) == o {
      found.append(wall - o)
    }
    found.sort()
    if let first = found.first {
      instant = Date(timeIntervalSince1970: Double(first))
      kind =
        found.count > 1 ? .repeated(second: Date(timeIntervalSince1970: Double(found[1]))) : .exact
      return
    }
    // A gap: the offset grows from `before` to `after` somewhere in [wall - after, wall - before].
    var low = wall - max(before, after)
    var high = wall - min(before, after)
    while high - low > 1 {
      let middle = (low + high) / 2
      if offset(middle) == before { low = middle } else { high = middle }
    }
    instant = Date(timeIntervalSince1970: Double(high))
    let shifted = ((high + offset(high)) % 86400 + 86400) % 86400
    kind = .skipped(shiftedTo: WallTime(secondsAfterMidnight: shifted))
  }

  /// The wall-clock date and time `instant` shows in `zone`.
  public static func wallClock(_ instant: Date, in zone: TimeZone) -> (LocalDate, WallTime) {
    let t = Int(instant.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: instant)
    let days = t >= 0 ? t / 86400 : (t - 86399) / 86400
    let seconds = t - days * 86400
    return (
      LocalDate(daysSince1970: days),
      WallTime(secondsAfterMidnight: seconds)
    )
  }
}
