import Foundation

/// A calendar day of the FCM Data API (`google.type.Date`: year, month, day). FCM counts a
/// day in America/Los_Angeles time, so "today" and a send's day are taken in that zone.
public struct DeliveryDate: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Year, 1 to 9999.
  public var year: Int
  /// Month, 1 to 12.
  public var month: Int
  /// Day of the month, 1 to 31.
  public var day: Int

  /// The zone FCM's days are counted in (`pending` is "as of the end of the
  /// America/Los_Angeles day", fcmdata v1beta1 MessageOutcomePercents).
  public static let zone = TimeZone(identifier: "America/Los_Angeles") ?? .gmt

  /// Creates a date; nil unless it is a real calendar day.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
      day <= Self.days(inMonth: month, year: year)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD`.
  public init?(parsing text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
      let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
    else { return nil }
    self.init(year: y, month: m, day: d)
  }

  /// The day `date` falls on in FCM's zone.
  public init(_ date: Date) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Self.zone
    let c = calendar.dateComponents([.year, .month, .day], from: date)
    year = c.year ?? 1970
    month = c.month ?? 1
    day = c.day ?? 1
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    String(format: "%04d-%02d-%02d", year, month, day)
  }

  /// The day `n` days later (earlier when negative).
  public func adding(days n: Int) -> DeliveryDate {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let start = calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date()
    let moved = calendar.date(byAdding: .day, value: n, to: start) ?? start
    let c = calendar.dateComponents([.year, .month, .day], from: moved)
    return DeliveryDate(year: c.year ?? year, month: c.month ?? month, day: c.day ?? day)
      ?? self
  }

  public static func < (a: DeliveryDate, b: DeliveryDate) -> Bool {
    (a.year, a.month, a.day) < (b.year, b.month, b.day)
  }

  private static func days(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
