import Foundation
import Testing

@testable import PushCore

/// The schedule saved in the draft: read and written at `fcm_compose.schedule`, other members of
/// `fcm_compose` kept, never sent, and checked by `validate`.
@Suite struct ScheduleDraftTests {
  static let now = Date(timeIntervalSince1970: 1_796_000_000)  // 2026-11-29 00:53 UTC

  static func draft(_ schedule: String) throws -> Draft {
    let text =
      #"{"message": {"topic": "news", "notification": {"title": "Hi"}}, "fcm_compose": "#
      + #"{"ignore": ["duplicate-token"], "schedule": \#(schedule)}}"#
    return Draft(document: try #require(JSONParser.parse(text).objectValue))
  }

  static func problems(_ schedule: String) throws -> [String] {
    Validator.validate(try draft(schedule), options: ValidationOptions(now: now))
      .filter { $0.path.description.hasPrefix("fcm_compose") }.map(\.description)
  }

  @Test func writingTheScheduleKeepsOtherMembersAndUnknownKeys() throws {
    var draft = try Self.draft(
      #"{"send": "scheduled", "note": "kept", "date": "2026-12-08", "time": "09:00", "time_zone": "UTC"}"#
    )
    var schedule = try #require(draft.schedule)
    schedule.mode = .recurring
    schedule.repeats = .weekdays([.wed, .mon])
    schedule.end = .after(3)
    schedule.zone = .recipient(column: "tz", fallback: "Europe/London")
    draft.schedule = schedule
    let written = try #require(draft.value(at: "fcm_compose")?.objectValue)
    #expect(written["ignore"] == .array(["duplicate-token"]), "another feature's key survives")
    let saved = try #require(written["schedule"]?.objectValue)
    #expect(saved["note"] == "kept")
    #expect(saved["every"] == .array(["mon", "wed"]))
    #expect(saved["count"] == .number(JSONNumber(3)))
    #expect(saved["time_zone"] == nil)
    #expect(draft.schedule == schedule)
    draft.schedule = nil
    #expect(draft.value(at: "fcm_compose")?.objectValue?.keys.sorted() == ["ignore"])
  }

  @Test func renderNeverSendsTheSchedule() throws {
    let draft = try Self.draft(#"{"date": "2026-12-08", "time": "09:00", "time_zone": "UTC"}"#)
    let rendered = RenderedDraft(draft, options: RenderOptions(now: Self.now))
    let body = JSONWriter.string(rendered.request)
    #expect(!body.contains("fcm_compose"))
    #expect(!body.contains("schedule"))
  }

  @Test func validateSaysWhatIsWrongAndWhere() throws {
    #expect(
      try Self.problems(#"{"date": "2026-12-08", "time": "9am", "time_zone": "UTC"}"#)
        == [
          #"error: fcm_compose.schedule.time: must be a 24-hour time like "09:00""#
            + " [schedule-form]"
        ])
    let unknown = try Self.problems(
      #"{"date": "2026-12-08", "time": "09:00", "time_zone": "Europe/Berln"}"#)
    #expect(unknown.count == 1)
    #expect(
      unknown.first?.hasPrefix(
        #"error: fcm_compose.schedule.time_zone: unknown time zone "Europe/Berln""#) == true)
    let past = try Self.problems(#"{"date": "2026-11-28", "time": "09:00", "time_zone": "UTC"}"#)
    #expect(
      past.first?.hasPrefix("warning: fcm_compose.schedule.date: 2026-11-28 09:00 is in the past")
        == true)
    #expect(
      try Self.problems(#"{"date": "2026-12-08", "time": "09:00", "time_zone": "UTC"}"#).isEmpty)
  }

  @Test func validateNamesSkippedAndRepeatedTimes() throws {
    let gap = try Self.problems(
      #"{"date": "2027-03-28", "time": "02:30", "time_zone": "Europe/Berlin"}"#)
    #expect(
      gap == [
        "warning: fcm_compose.schedule.time: 02:30 does not exist in Europe/Berlin on Sun 28 Mar "
          + "2027 (the clocks jump forward): it goes at 03:00 [schedule-clock-change]"
      ])
    let twice = try Self.problems(
      #"{"send": "recurring", "date": "2026-12-01", "time": "01:30", "time_zone": "America/New_York", "every": ["sun"]}"#
    )
    #expect(twice.count == 1, "01:30 exists on the spring day (the gap is 02:00-03:00): \(twice)")
    #expect(
      twice.contains {
        $0.contains("01:30 happens twice in America/New_York on Sun 7 Nov 2027")
          && $0.contains("it goes at the first, 05:30 UTC, not the second, 06:30 UTC")
      })
  }

  @Test func recurringPlansAreComputedFromThePlan() throws {
    let schedule = try #require(
      try Self.draft(
        #"{"send": "recurring", "date": "2026-12-07", "time": "08:00", "time_zone": "UTC", "every": ["mon", "wed", "fri"], "until": "2027-02-04"}"#
      ).schedule)
    let days = schedule.days(limit: 1000).map(\.day)
    // 60 days from Mon 7 Dec 2026, every Monday, Wednesday and Friday.
    var expected: [LocalDate] = []
    var day = schedule.date
    while day <= LocalDate("2027-02-04") ?? day {
      if [.mon, .wed, .fri].contains(day.weekday) { expected.append(day) }
      day = day.adding(days: 1)
    }
    #expect(days == expected)
    #expect(days.count == 26)
    #expect(schedule.day(of: 25) == LocalDate("2027-02-03"))
    #expect(schedule.day(of: 26) == nil)
    var counted = schedule
    counted.end = .after(4)
    #expect(
      counted.days(limit: 100).map(\.day.description) == [
        "2026-12-07", "2026-12-09", "2026-12-11", "2026-12-14",
      ])
  }

  @Test func thePreviewSentenceSaysWhenInWords() throws {
    let schedule = try #require(
      try Self.draft(
        #"{"date": "2026-12-08", "time": "09:00", "recipient_time_zone": {"column": "tz", "default": "UTC"}}"#
      ).schedule)
    let zones = ["America/Los_Angeles", "Pacific/Auckland", "Europe/Berlin", "Asia/Tokyo"].map {
      ZoneShare(zone: $0, recipients: 3)
    }
    #expect(
      ScheduleSentence.text(schedule, zones: zones, now: Self.now)
        == "Tue 8 Dec 09:00 in each recipient's zone: first wave 09:00 Pacific/Auckland = Mon "
        + "20:00 UTC; 4 zones; last wave 09:00 America/Los_Angeles = 17:00 UTC")
    var berlin = schedule
    berlin.zone = .named("Europe/Berlin")
    #expect(
      ScheduleSentence.text(berlin, zones: nil, now: Self.now)
        == "Tue 8 Dec 09:00 Europe/Berlin = 08:00 UTC")
    berlin.mode = .recurring
    berlin.repeats = .weekdays([.mon, .tue, .wed, .thu, .fri])
    berlin.end = .after(10)
    #expect(
      ScheduleSentence.text(berlin, zones: nil, now: Self.now)
        == "Every weekday at 09:00 from Tue 8 Dec, 10 sends; next Tue 8 Dec 09:00 Europe/Berlin "
        + "= 08:00 UTC")
    #expect(
      ScheduleSentence.text(nil, zones: nil, now: Self.now) == "Now: it goes out when you send it.")
  }
}
