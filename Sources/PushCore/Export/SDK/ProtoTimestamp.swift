import Foundation

/// A `google.protobuf.Timestamp` (`event_time`), parsed from RFC 3339 and normalised to UTC,
/// with nanosecond precision kept.
struct ProtoTimestamp: Sendable, Hashable {
  var year: Int
  var month: Int
  var day: Int
  var hour: Int
  var minute: Int
  var second: Int
  var nanos: Int

  /// Parses `2024-05-01T12:00:00Z`, `…T12:00:00.123456789Z` or `…T14:00:00+02:00`.
  init?(rfc3339 text: String) {
    let pattern =
      #/^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/#
    guard let m = text.wholeMatch(of: pattern),
      let year = Int(m.1), let month = Int(m.2), let day = Int(m.3),
      let hour = Int(m.4), let minute = Int(m.5), let second = Int(m.6)
    else { return nil }
    let nanos = m.7.flatMap { Int($0.padding(toLength: 9, withPad: "0", startingAt: 0)) } ?? 0
    var offset = 0
    if let sign = m.9, let h = m.10.flatMap({ Int($0) }), let mm = m.11.flatMap({ Int($0) }) {
      offset = (sign == "-" ? -1 : 1) * (h * 3600 + mm * 60)
    }
    var calendar = Calendar(identifier: .gregorian)
    guard let utc = TimeZone(identifier: "UTC") else { return nil }
    calendar.timeZone = utc
    let parts = DateComponents(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    guard let local = calendar.date(from: parts) else { return nil }
    let c = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second],
      from: local.addingTimeInterval(-Double(offset)))
    guard let y = c.year, let mo = c.month, let d = c.day, let h = c.hour, let mi = c.minute,
      let s = c.second
    else { return nil }
    (self.year, self.month, self.day, self.hour, self.minute, self.second) = (y, mo, d, h, mi, s)
    self.nanos = nanos
  }

  /// `2024-05-01T12:00:00.123Z`: what JavaScript's `Date` parses (millisecond precision).
  var isoMilliseconds: String {
    String(
      format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", year, month, day, hour, minute, second,
      nanos / 1_000_000)
  }
}
