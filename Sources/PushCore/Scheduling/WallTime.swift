/// A time of day on a wall clock, to the minute: `09:00`.
public struct WallTime: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var hour: Int
  public var minute: Int

  /// A time; nil outside 00:00–23:59.
  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  /// The minute `seconds` after midnight falls in (wrapped into one day).
  public init(secondsAfterMidnight seconds: Int) {
    let s = (seconds % 86400 + 86400) % 86400
    hour = s / 3600
    minute = s % 3600 / 60
  }

  /// Reads `HH:MM` (24-hour; `9:00` is accepted too).
  public init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
      let h = Int(parts[0]), let m = Int(parts[1])
    else { return nil }
    self.init(hour: h, minute: m)
  }

  /// Seconds after midnight.
  public var seconds: Int { hour * 3600 + minute * 60 }

  /// `09:00`.
  public var description: String { LocalDate.pad(hour, 2) + ":" + LocalDate.pad(minute, 2) }

  public static func < (a: WallTime, b: WallTime) -> Bool { a.seconds < b.seconds }
}
