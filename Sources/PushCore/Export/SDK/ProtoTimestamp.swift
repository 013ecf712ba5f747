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

  /// Parses `2024-05-01T12:00:00Z`, `…T12:00:00.123456789Z` or `…T14:00:00+02:00` (as the
  /// validator does: `RFC3339Timestamp`).
  init?(rfc3339 text: String) {
    guard let timestamp = RFC3339Timestamp(text) else { return nil }
    (year, month, day, hour, minute, second) = timestamp.utc
    nanos = timestamp.nanos
  }

  /// `2024-05-01T12:00:00.123Z`: what JavaScript's `Date` parses (millisecond precision).
  var isoMilliseconds: String {
    String(
      format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", year, month, day, hour, minute, second,
      nanos / 1_000_000)
  }
}
