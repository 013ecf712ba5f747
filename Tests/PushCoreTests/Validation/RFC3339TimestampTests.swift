import Testing

@testable import PushCore

/// The one RFC 3339 reader: what the validator accepts is what the SDK export converts, and the
/// UTC date it gives back is the instant it read.
@Suite struct RFC3339TimestampTests {
  @Test func anOffsetIsTakenOffAcrossALeapDay() throws {
    let t = try #require(RFC3339Timestamp("2024-03-01T01:00:00.25+02:00"))
    #expect(t.utc == (2024, 2, 29, 23, 0, 0))
    #expect(t.nanos == 250_000_000)
    #expect(
      ProtoTimestamp(rfc3339: "2024-03-01T01:00:00.25+02:00")?.isoMilliseconds
        == "2024-02-29T23:00:00.250Z")
  }

  @Test func beforeTheEpochTheDateStillReadsBack() throws {
    let t = try #require(RFC3339Timestamp("1969-12-31T23:59:59.999999999Z"))
    #expect(t.secondsSinceEpoch == -1)
    #expect(t.utc == (1969, 12, 31, 23, 59, 59))
    #expect(t.nanos == 999_999_999)
  }

  @Test func everyDayOfFourCenturiesRoundTrips() {
    let start = RFC3339Timestamp.daysSinceEpoch(year: 1800, month: 1, day: 1)
    let end = RFC3339Timestamp.daysSinceEpoch(year: 2200, month: 1, day: 1)
    var previous = RFC3339Timestamp.civil(daysSinceEpoch: start - 1)
    for days in start..<end {
      let date = RFC3339Timestamp.civil(daysSinceEpoch: days)
      #expect(
        RFC3339Timestamp.daysSinceEpoch(year: date.year, month: date.month, day: date.day)
          == days)
      // Consecutive days: the next day of the month, or the first of the next month.
      let next = date.day == previous.day + 1 || (date.day == 1 && date != previous)
      if !next { Issue.record("\(previous) → \(date)") }
      previous = date
    }
  }

  @Test func impossibleDatesAndMalformedOffsetsAreRejected() {
    for text in [
      "2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-01-01T24:00:00Z",
      "2024-01-01T00:00:00", "2024-01-01T00:00:00+2:00", "2024-01-01T00:00:00.Z",
      "2024-01-01T00:00:00.1234567890Z", "2024-01-01 00:00:00Z",
    ] {
      #expect(RFC3339Timestamp(text) == nil, "\(text)")
    }
  }
}
