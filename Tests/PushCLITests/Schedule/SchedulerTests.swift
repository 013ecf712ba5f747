import Foundation
import PushCore
import TestSupport
import Testing

@testable import PushCLI

/// The scheduler with an injected clock: waves at each recipient's local time, days the clocks
/// change, a recurring plan over 60 days, and late schedulers within and beyond the grace window.
@Suite struct SchedulerTests {
  static let draft = #"{"name": "Morning", "message": {"notification": {"title": "Good morning"}}}"#

  static let zones = [
    "Pacific/Kiritimati", "Pacific/Auckland", "Australia/Sydney", "Asia/Tokyo", "Asia/Shanghai",
    "Asia/Bangkok", "Asia/Kolkata", "Asia/Dubai", "Europe/Moscow", "Africa/Cairo",
    "Europe/Berlin", "UTC", "Atlantic/Azores", "America/Sao_Paulo", "America/Halifax",
    "America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles",
    "Pacific/Honolulu",
  ]

  @Test func eachRecipientGetsItOnceAtTheirLocalTimeInZoneOrder() async throws {
    let h = try SchedulerHarness()
    h.now = SchedulerHarness.date("2026-12-07 00:00")
    var csv = "token,tz\n"
    for (z, zone) in Self.zones.enumerated() {
      for r in 0..<3 { csv += "tok-\(z)-\(r),\(zone)\n" }
    }
    csv += "tok-blank,\n"  // no zone: the default (UTC)
    _ = try h.scratch.write("people.csv", csv)
    _ = try h.scratch.write("draft.json", Self.draft)
    let queued = await h.queue([
      "draft.json", "--at", "2026-12-08 09:00", "--recipient-time-zone", "tz", "--audience",
      "people.csv",
    ])
    #expect(queued.status == 0, "\(queued.err)")
    #expect(queued.out.contains("first wave 09:00 Pacific/Kiritimati = Mon 19:00 UTC; 20 zones;"))
    await h.run(until: SchedulerHarness.date("2026-12-09 21:00"), step: 600)
    let sent = h.sent
    #expect(sent.count == 61, "every row once: \(h.logs.value.prefix(3000))")
    #expect(Set(sent.map(\.token)).count == 61, "nobody twice")
    var lastDue = Date.distantPast
    for (token, at) in sent {
      let z =
        token == "tok-blank"
        ? Self.zones.firstIndex(of: "UTC") ?? 0 : Int(token.split(separator: "-")[1]) ?? 0
      let zone = try #require(TimeZone(identifier: Self.zones[z]))
      let due = ZonedTime(
        try #require(LocalDate("2026-12-08")), try #require(WallTime("09:00")), in: zone
      ).instant
      #expect(at >= due && at < due.addingTimeInterval(600), "\(token) at its 09:00")
      #expect(due >= lastDue, "zone order: earliest local 09:00 first")
      lastDue = due
    }
    let list = await h.cli(["schedule", "list"])
    #expect(list.out.contains("done") && list.out.contains("20/20 waves"), "\(list.out)")
  }

  /// The days sent on, in UTC, by a daily plan at `time` in `zone` over three days from `start`.
  static func dailySends(_ zone: String, _ time: String, from start: String, days: Int) async throws
    -> [String]
  {
    let h = try SchedulerHarness()
    h.now = SchedulerHarness.date(start + " 00:00").addingTimeInterval(-86400)
    _ = try h.scratch.write("draft.json", Self.draft)
    let queued = await h.queue([
      "draft.json", "--at", "\(start) \(time)", "--time-zone", zone, "--every", "day", "--count",
      "\(days)", "--token", "tok-1",
    ])
    #expect(queued.status == 0, "\(queued.err)")
    await h.run(until: h.now.addingTimeInterval(Double(days + 2) * 86400), step: 300)
    return h.sent.map { ScheduleText.stamp($0.at) }
  }

  @Test func berlinsClockChangesFollowTheRule() async throws {
    // 28 Mar 2027: 02:30 does not exist (goes at 03:00 CEST = 01:00 UTC).
    #expect(
      try await Self.dailySends("Europe/Berlin", "02:30", from: "2027-03-27", days: 3)
        == ["2027-03-27 01:30 UTC", "2027-03-28 01:00 UTC", "2027-03-29 00:30 UTC"])
    // 31 Oct 2027: 02:30 happens twice; the first is still summer time (00:30 UTC).
    #expect(
      try await Self.dailySends("Europe/Berlin", "02:30", from: "2027-10-30", days: 3)
        == ["2027-10-30 00:30 UTC", "2027-10-31 00:30 UTC", "2027-11-01 01:30 UTC"])
  }

  @Test func newYorksClockChangesFollowTheRule() async throws {
    #expect(
      try await Self.dailySends("America/New_York", "02:30", from: "2027-03-13", days: 3)
        == ["2027-03-13 07:30 UTC", "2027-03-14 07:00 UTC", "2027-03-15 06:30 UTC"])
    #expect(
      try await Self.dailySends("America/New_York", "01:30", from: "2027-11-06", days: 3)
        == ["2027-11-06 05:30 UTC", "2027-11-07 05:30 UTC", "2027-11-08 06:30 UTC"])
  }

  @Test func aRecurringPlanOverSixtyDaysFollowsThePlanThroughADowntime() async throws {
    let h = try SchedulerHarness()
    h.now = SchedulerHarness.date("2026-12-06 12:00")
    _ = try h.scratch.write("draft.json", Self.draft)
    let queued = await h.queue([
      "draft.json", "--at", "2026-12-07 08:00", "--time-zone", "Europe/Berlin", "--every",
      "mon,wed,fri", "--until", "2027-02-04", "--token", "tok-1",
    ])
    #expect(queued.status == 0, "\(queued.err)")
    // Hourly passes, except for a downtime from Sat 2 Jan to Thu 7 Jan 2027 noon.
    let downFrom = SchedulerHarness.date("2027-01-02 00:00")
    let downTo = SchedulerHarness.date("2027-01-07 12:00")
    while h.now <= SchedulerHarness.date("2027-02-06 00:00") {
      if h.now < downFrom || h.now >= downTo { await h.pass() }
      h.now = h.now.addingTimeInterval(3600)
    }
    let schedule = try #require(h.store.list().first?.schedule)
    let plan = schedule.days(limit: 100)
    #expect(plan.count == 26)
    let missedDays = plan.map(\.day.description).filter {
      ["2027-01-04", "2027-01-06"].contains($0)
    }
    #expect(missedDays.count == 2)
    let expected = plan.filter { !missedDays.contains($0.day.description) }.map {
      ScheduleText.stamp(
        ZonedTime($0.day, schedule.time, in: TimeZone(identifier: "Europe/Berlin") ?? .current)
          .instant)
    }
    // Each send at the first hourly pass after 08:00 Berlin (07:00 UTC): exactly on the hour.
    #expect(h.sent.map { ScheduleText.stamp($0.at) } == expected)
    let runs = h.store.runs(of: try #require(h.store.list().first?.id))
    #expect(
      runs.filter { $0.status == .missed }.count == 2,
      "the downtime's sends are missed, not dropped")
    let show = await h.cli(["schedule", "show", try #require(h.store.list().first?.id)])
    #expect(
      show.out.contains("o12-z0 Europe/Berlin due 2027-01-04 07:00 UTC: missed"), "\(show.out)")
  }

  @Test func aLateSchedulerSendsWithinTheGraceWindowAndReportsTheRestMissed() async throws {
    let h = try SchedulerHarness()
    h.now = SchedulerHarness.date("2026-12-08 06:00")
    _ = try h.scratch.write("draft.json", Self.draft)
    for token in ["tok-a", "tok-b", "tok-c"] {
      let queued = await h.queue([
        "draft.json", "--at", "2026-12-08 09:00", "--time-zone", "UTC", "--token", token,
      ])
      #expect(queued.status == 0, "\(queued.err)")
    }
    let ids = ["tok-a", "tok-b", "tok-c"].map { h.job(sending: $0) }
    // The scheduler first runs at 09:45: within the hour's grace.
    h.now = SchedulerHarness.date("2026-12-08 09:45")
    try h.store.setState(.paused, of: ids[1])
    try h.store.setState(.paused, of: ids[2])
    var pass = await h.pass()
    #expect(pass.sent == 1 && h.sent.map(\.token) == ["tok-a"])
    // At 10:30 the others are 90 minutes late: one is missed, the other is sent with --grace 2h.
    h.now = SchedulerHarness.date("2026-12-08 10:30")
    try h.store.setState(.active, of: ids[1])
    pass = await h.pass()
    #expect(pass.missed == 1 && pass.sent == 0)
    try h.store.setState(.active, of: ids[2])
    pass = await h.pass(grace: 7200)
    #expect(pass.sent == 1 && pass.missed == 0)
    pass = await h.pass(grace: 7200)
    #expect(pass == Scheduler.Pass(), "nothing twice")
    #expect(h.sent.map(\.token) == ["tok-a", "tok-c"])
    let show = await h.cli(["schedule", "show", ids[1]])
    #expect(
      show.out.contains("missed: due 2026-12-08 09:00 UTC, beyond the grace window"), "\(show.out)")
  }

  @Test func aJobLockedByAnotherSchedulerIsLeftAlone() async throws {
    let h = try SchedulerHarness()
    h.now = SchedulerHarness.date("2026-12-08 08:00")
    _ = try h.scratch.write("draft.json", Self.draft)
    _ = await h.queue([
      "draft.json", "--at", "2026-12-08 08:00", "--time-zone", "UTC", "--token", "tok-a",
    ])
    let id = try #require(h.store.list().first?.id)
    do {
      let lock = try CampaignLock.acquire(journal: h.store.lockBase(id), now: h.now)
      #expect(await h.pass().sent == 0)
      withExtendedLifetime(lock) {}
    }
    #expect(await h.pass().sent == 1, "\(h.logs.value)")
  }

  @Test func queueingRefusesWhatCannotGoOut() async throws {
    let h = try SchedulerHarness()
    h.now = SchedulerHarness.date("2026-12-08 12:00")
    _ = try h.scratch.write("draft.json", Self.draft)
    let past = await h.queue([
      "draft.json", "--at", "2026-12-08 09:00", "--time-zone", "UTC", "--token", "t",
    ])
    #expect(past.status == 2 && past.err.contains("is in the past"))
    let zone = await h.queue([
      "draft.json", "--at", "2026-12-09 09:00", "--time-zone", "Mars/Base", "--token", "t",
    ])
    #expect(zone.status == 2 && zone.err.contains("unknown time zone \"Mars/Base\""))
    let none = await h.queue(["draft.json", "--token", "t"])
    #expect(none.status == 2 && none.err.contains("the draft has no schedule"))
    let journal = await h.queue(["draft.json", "--at", "13:00", "--journal", "j"])
    #expect(journal.status == 2 && journal.err.contains("--journal is set by the scheduler"))
    #expect(h.store.list().isEmpty)
  }
}
