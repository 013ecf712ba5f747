/// A calendar day as written on a wall calendar (proleptic Gregorian), with no time zone:
/// `2026-12-08`. Day arithmetic is plain integer arithmetic, so no locale or calendar setting
/// of the machine changes a schedule.
public struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var year: Int
  public var month: Int
  public var day: Int

  /// A date; nil unless it exists (February 30 does not).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.days(inMonth: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day `days` after 1970-01-01 (negative: before).
  public init(daysSince1970 days: Int) {
    // Howard Hinnant's civil_from_days (http://howardhinnant.github.io/date_algorithms.html).
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    year = yoe + era * 400 + (m <= 2 ? 1 : 0)
    month = m
    day = d
  }

  /// Reads `YYYY-MM-DD`.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
    else { return nil }
    self.init(year: y, month: m, day: d)
  }

  /// Days since 1970-01-01.
  public var daysSince1970: Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// The day `n` days later.
  public func adding(days n: Int) -> LocalDate { LocalDate(daysSince1970: daysSince1970 + n) }

  /// The day of the week.
  public var weekday: Weekday {
    // 1970-01-01 was a Thursday.
    let index = ((daysSince1970 % 7) + 7 + 3) % 7
    return Weekday.allCases[index]
  }

  /// `2026-12-08`.
  public var description: String {
    "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))"
  }

  public static func < (a: LocalDate, b: LocalDate) -> Bool {
    (a.year, a.month, a.day) < (b.year, b.month, b.day)
  }

  static func days(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  static func pad(_ n: Int, _ width: Int) -> String {
    let text = String(n)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}

/// A day of the week, Monday first (ISO 8601).
public enum Weekday: String, Sendable, Hashable, CaseIterable, Comparable {
  case mon, tue, wed, thu, fri, sat, sun

  /// `Mon`.
  public var shortName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  public static func < (a: Weekday, b: Weekday) -> Bool {
    allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
  }
}
