import Foundation

/// Parses the `Retry-After` header: delay seconds (`120`) or an HTTP-date
/// (`Wed, 21 Oct 2015 07:28:00 GMT`).
public enum RetryAfter {
  /// Seconds to wait from `now`, never negative; nil when the value is neither form.
  public static func seconds(_ value: String, now: Date) -> Double? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Double(trimmed), seconds.isFinite { return max(0, seconds) }
    for format in [
      "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ] {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "GMT")
      formatter.dateFormat = format
      if let date = formatter.date(from: trimmed) {
        return max(0, date.timeIntervalSince(now))
      }
    }
    return nil
  }
}
