import Foundation

/// One wave of one occurrence: the recipients of one time zone, and when they get it.
public struct ScheduleWave: Sendable, Hashable {
  /// Which send of the plan (0 for the first; always 0 for a one-time schedule).
  public var occurrence: Int
  /// The zone's place in the job's zone list (stable for the job's life).
  public var zoneIndex: Int
  /// The IANA zone.
  public var zone: String
  /// The wall-clock time in that zone, and when it is.
  public var time: ZonedTime
  /// Recipients in the zone (nil when not known, as for tokens or a topic).
  public var recipients: Int?

  public init(occurrence: Int, zoneIndex: Int, zone: String, time: ZonedTime, recipients: Int?) {
    self.occurrence = occurrence
    self.zoneIndex = zoneIndex
    self.zone = zone
    self.time = time
    self.recipients = recipients
  }

  /// When it goes out.
  public var instant: Date { time.instant }
}

/// A zone of a job and how many of its recipients are in it.
public struct ZoneShare: Sendable, Hashable, Codable {
  public var zone: String
  public var recipients: Int?

  public init(zone: String, recipients: Int?) {
    self.zone = zone
    self.recipients = recipients
  }
}

extension Schedule {
  /// The most occurrences any computation walks (a daily plan for about 27 years).
  public static let occurrenceLimit = 10_000

  /// The day of each send, from the first, as (occurrence number, day). A one-time schedule
  /// has one; a recurring plan follows its days and ends by its end rule, computed from the
  /// plan alone (never from when an earlier send finished).
  public func days(from first: Int = 0, limit: Int) -> [(occurrence: Int, day: LocalDate)] {
    var out: [(occurrence: Int, day: LocalDate)] = []
    guard limit > 0 else { return out }
    walkDays { index, day in
      if index >= first { out.append((index, day)) }
      return out.count < limit
    }
    return out
  }

  /// The day of occurrence `index`; nil when the plan has ended before it.
  public func day(of index: Int) -> LocalDate? {
    var found: LocalDate?
    walkDays { i, day in
      if i == index { found = day }
      return i < index
    }
    return found
  }

  /// Calls `visit` with each occurrence in order until it returns false or the plan ends.
  public func walkDays(_ visit: (Int, LocalDate) -> Bool) {
    guard mode != .now else { return }
    guard mode == .recurring else {
      _ = visit(0, date)
      return
    }
    var index = 0
    var day = date
    var steps = 0
    while steps < Self.occurrenceLimit * 7 {
      steps += 1
      if case .on(let last) = end, day > last { return }
      if case .after(let n) = end, index >= n { return }
      if matches(day) {
        if !visit(index, day) { return }
        index += 1
      }
      day = day.adding(days: 1)
    }
  }

  private func matches(_ day: LocalDate) -> Bool {
    switch repeats {
    case .daily: true
    case .weekdays(let days): days.contains(day.weekday)
    }
  }

  /// The waves of occurrence `occurrence` (on `day`), earliest first; zones whose local time
  /// falls at the same instant go by zone name. Zones Foundation does not know are left out
  /// (`validate` reports them; a job maps such rows to the default zone when it is queued).
  public func waves(occurrence: Int, on day: LocalDate, zones: [ZoneShare]) -> [ScheduleWave] {
    var out: [ScheduleWave] = []
    for (index, share) in zones.enumerated() {
      guard let zone = Self.timeZone(share.zone) else { continue }
      out.append(
        ScheduleWave(
          occurrence: occurrence, zoneIndex: index, zone: share.zone,
          time: ZonedTime(day, time, in: zone), recipients: share.recipients))
    }
    return out.sorted { ($0.instant, $0.zone) < ($1.instant, $1.zone) }
  }

  /// The zones a plan sends in when nothing is known of the audience: its named zone.
  public var ownZones: [ZoneShare] { [ZoneShare(zone: namedZone, recipients: nil)] }
}
