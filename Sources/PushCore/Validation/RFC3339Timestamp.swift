/// An RFC 3339 timestamp as protobuf's `Timestamp` parser reads it: `2024-05-01T12:00:00Z`, up
/// to 9 fractional digits, `Z` or a `±hh:mm` offset; impossible dates (`2024-02-30`) and times
/// are rejected. The one parser behind the validator's timestamp rule and the SDK export's
/// `event_time`, so both accept the same strings.
struct RFC3339Timestamp: Sendable, Hashable {
  /// Seconds from 1970-01-01T00:00:00Z (the offset applied).
  var secondsSinceEpoch: Int
  /// The fraction of a second, in nanoseconds (`.5` is 500,000,000).
  var nanos: Int

  init?(_ text: String) {
    let b = Array(text.utf8)
    func number(_ from: Int, _ count: Int) -> Int? {
      guard from + count <= b.count else { return nil }
      var n = 0
      for byte in b[from..<from + count] {
        guard byte >= 0x30, byte <= 0x39 else { return nil }
        n = n * 10 + Int(byte - 0x30)
      }
      return n
    }
    func byte(_ i: Int, _ allowed: String) -> Bool { i < b.count && allowed.utf8.contains(b[i]) }
    guard let year = number(0, 4), byte(4, "-"), let month = number(5, 2), byte(7, "-"),
      let day = number(8, 2), byte(10, "Tt"), let hour = number(11, 2), byte(13, ":"),
      let minute = number(14, 2), byte(16, ":"), let second = number(17, 2),
      (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day),
      hour < 24, minute < 60, second < 60
    else { return nil }
    var i = 19
    var nanos = 0
    if byte(i, ".") {
      let start = i + 1
      i = start
      while i < b.count, b[i] >= 0x30, b[i] <= 0x39 { i += 1 }
      guard (1...9).contains(i - start), let digits = number(start, i - start) else { return nil }
      nanos = digits
      for _ in (i - start)..<9 { nanos *= 10 }
    }
    var offset = 0
    if byte(i, "Zz"), i + 1 == b.count {
      offset = 0
    } else if byte(i, "+-"), i + 6 == b.count, let h = number(i + 1, 2), byte(i + 3, ":"),
      let m = number(i + 4, 2), h < 24, m < 60
    {
      offset = (h * 3600 + m * 60) * (b[i] == UInt8(ascii: "-") ? -1 : 1)
    } else {
      return nil
    }
    let days = Self.daysSinceEpoch(year: year, month: month, day: day)
    secondsSinceEpoch = days * 86400 + hour * 3600 + minute * 60 + second - offset
    self.nanos = nanos
  }

  /// The UTC date and time: (year, month, day, hour, minute, second).
  var utc: (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
    let s = secondsSinceEpoch
    let days = s >= 0 ? s / 86400 : (s - 86399) / 86400
    let rest = s - days * 86400
    let (year, month, day) = Self.civil(daysSinceEpoch: days)
    return (year, month, day, rest / 3600, rest % 3600 / 60, rest % 60)
  }

  static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
  static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date `days` after 1970-01-01 (Hinnant's `civil_from_days`).
  static func civil(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
