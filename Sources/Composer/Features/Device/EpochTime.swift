import Foundation

/// Unix seconds (APNs' `timestamp`, `stale-date`, `dismissal-date`) as the local date and time
/// they mean, for the form beside the number and for the device preview.
enum EpochTime {
  /// `2027-01-17 13:00 CET`, in the time zone the process runs in (`TZ`).
  static func local(_ seconds: Int, timeZone: TimeZone = .current) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy-MM-dd HH:mm zzz"
    return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
  }

  /// The schema paths of the Apple fields that hold Unix seconds.
  static let fieldPaths: Set<String> = [
    "payload.aps.timestamp", "payload.aps.stale-date", "payload.aps.dismissal-date",
  ]
}
