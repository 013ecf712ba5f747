import Foundation
import Testing

@testable import PushCore

/// Wall-clock times on the days the clocks change, in Europe/Berlin and America/New_York,
/// resolved by the documented rule: a time that does not exist goes when the clocks jump, a
/// time that exists twice goes at the first.
@Suite struct ZonedTimeTests {
  static func resolve(_ day: String, _ time: String, _ zone: String) throws -> ZonedTime {
    let date = try #require(LocalDate(day))
    let wall = try #require(WallTime(time))
    return ZonedTime(date, wall, in: try #require(Schedule.timeZone(zone)))
  }

  static func utc(_ zoned: ZonedTime) -> String { ScheduleText.stamp(zoned.instant) }

  @Test func anOrdinaryDayIsExact() throws {
    let berlin = try Self.resolve("2026-12-08", "09:00", "Europe/Berlin")
    #expect(berlin.kind == .exact)
    #expect(Self.utc(berlin) == "2026-12-08 08:00 UTC")
    let summer = try Self.resolve("2026-07-01", "09:00", "Europe/Berlin")
    #expect(Self.utc(summer) == "2026-07-01 07:00 UTC")
  }

  @Test func berlinSpringForwardSkips0230AndSendsAt0300() throws {
    let gap = try Self.resolve("2026-03-29", "02:30", "Europe/Berlin")
    #expect(gap.kind == .skipped(shiftedTo: try #require(WallTime("03:00"))))
    #expect(Self.utc(gap) == "2026-03-29 01:00 UTC")
    let after = try Self.resolve("2026-03-29", "03:00", "Europe/Berlin")
    #expect(after.instant == gap.instant, "03:00 exists, and the skipped 02:30 goes with it")
    #expect(after.kind == .exact)
  }

  @Test func berlinFallBackSends0230AtTheFirst() throws {
    let twice = try Self.resolve("2026-10-25", "02:30", "Europe/Berlin")
    #expect(Self.utc(twice) == "2026-10-25 00:30 UTC", "the first 02:30 is still summer time")
    guard case .repeated(let second) = twice.kind else {
      Issue.record("02:30 exists twice on 25 Oct 2026 in Berlin")
      return
    }
    #expect(ScheduleText.stamp(second) == "2026-10-25 01:30 UTC")
  }

  @Test func newYorkSpringForwardAndFallBack() throws {
    let gap = try Self.resolve("2026-03-08", "02:30", "America/New_York")
    #expect(gap.kind == .skipped(shiftedTo: try #require(WallTime("03:00"))))
    #expect(Self.utc(gap) == "2026-03-08 07:00 UTC")
    let twice = try Self.resolve("2026-11-01", "01:30", "America/New_York")
    #expect(Self.utc(twice) == "2026-11-01 05:30 UTC")
    guard case .repeated(let second) = twice.kind else {
      Issue.record("01:30 exists twice on 1 Nov 2026 in New York")
      return
    }
    #expect(ScheduleText.stamp(second) == "2026-11-01 06:30 UTC")
    let before = try Self.resolve("2026-11-01", "00:59", "America/New_York")
    #expect(before.kind == .exact)
  }

  @Test func localDatesAgreeWithFoundationsCalendar() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    for days in stride(from: -40_000, through: 40_000, by: 37) {
      let date = LocalDate(daysSince1970: days)
      #expect(date.daysSince1970 == days)
      let parts = calendar.dateComponents(
        [.year, .month, .day, .weekday], from: Date(timeIntervalSince1970: Double(days) * 86400))
      #expect([date.year, date.month, date.day] == [parts.year, parts.month, parts.day])
      // Foundation counts Sunday as 1.
      let weekday = try #require(parts.weekday)
      #expect(Weekday.allCases[(weekday + 5) % 7] == date.weekday)
    }
    #expect(LocalDate("2026-02-29") == nil)
    #expect(LocalDate("2028-02-29") != nil)
    #expect(WallTime("24:00") == nil)
    #expect(LocalDate("2026-12-08")?.weekday == .tue)
  }

  @Test func unknownAndAmbiguousZoneNamesAreRefused() {
    #expect(Schedule.timeZone("Europe/Berln") == nil)
    #expect(Schedule.timeZone("EST") == nil)
    #expect(Schedule.timeZone("UTC") != nil)
  }
}
