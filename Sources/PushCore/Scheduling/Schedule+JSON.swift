import Foundation

extension Schedule {
  /// The draft's place for it.
  public static let path: JSONPath = "fcm_compose.schedule"

  /// Reads the object at `fcm_compose.schedule`. Problems name the member's path; a schedule
  /// comes back only when there are none (`mode` `now` reads as nil: send now).
  public static func read(_ value: JSONValue) -> (schedule: Schedule?, problems: [Diagnostic]) {
    var problems: [Diagnostic] = []
    func problem(_ key: String?, _ text: String) {
      problems.append(
        Diagnostic(.scheduleForm, key.map { path.appending($0) } ?? path, text))
    }
    guard let object = value.objectValue else {
      problem(nil, "must be an object like {\"send\": \"scheduled\", \"date\": …}")
      return (nil, problems)
    }
    let modeText = object["send"]?.stringValue ?? "scheduled"
    guard let mode = Mode(rawValue: modeText) else {
      problem("send", "must be \"now\", \"scheduled\" or \"recurring\", found \"\(modeText)\"")
      return (nil, problems)
    }
    if mode == .now { return (nil, []) }
    let date = object["date"]?.stringValue.flatMap(LocalDate.init)
    if date == nil { problem("date", "must be a date like \"2026-12-08\"") }
    let time = object["time"]?.stringValue.flatMap(WallTime.init)
    if time == nil { problem("time", "must be a 24-hour time like \"09:00\"") }
    let zone = readZone(object, problem: problem)
    var repeats = Repeat.daily
    var end = End.never
    if mode == .recurring {
      repeats = readRepeat(object["every"], problem: problem) ?? .daily
      end = readEnd(object, problem: problem)
    }
    guard let date, let time, let zone, problems.isEmpty else { return (nil, problems) }
    return (
      Schedule(mode: mode, date: date, time: time, zone: zone, repeats: repeats, end: end), []
    )
  }

  private static func readZone(
    _ object: JSONObject, problem: (String?, String) -> Void
  ) -> Zone? {
    if let recipient = object["recipient_time_zone"] {
      guard let column = recipient.objectValue?["column"]?.stringValue, !column.isEmpty else {
        problem(
          "recipient_time_zone",
          "must be {\"column\": \"tz\", \"default\": \"Europe/London\"}: the audience column "
            + "holding each recipient's zone, and the zone of rows without one")
        return nil
      }
      let fallback = recipient.objectValue?["default"]?.stringValue ?? "UTC"
      return .recipient(column: column, fallback: fallback)
    }
    guard let name = object["time_zone"]?.stringValue, !name.isEmpty else {
      problem("time_zone", "must name an IANA time zone like \"Europe/Berlin\"")
      return nil
    }
    return .named(name)
  }

  private static func readRepeat(_ value: JSONValue?, problem: (String?, String) -> Void)
    -> Repeat?
  {
    guard let value else { return .daily }
    if value.stringValue == "day" { return .daily }
    if value.stringValue == "weekday" { return .weekdays([.mon, .tue, .wed, .thu, .fri]) }
    let names = value.arrayValue?.compactMap(\.stringValue) ?? []
    let days = names.compactMap { Weekday(rawValue: $0.lowercased()) }
    guard let list = value.arrayValue, !list.isEmpty, days.count == list.count else {
      problem("every", "must be \"day\", \"weekday\" or a list of days like [\"mon\", \"wed\"]")
      return nil
    }
    return .weekdays(Set(days))
  }

  private static func readEnd(_ object: JSONObject, problem: (String?, String) -> Void) -> End {
    if let until = object["until"] {
      guard let date = until.stringValue.flatMap(LocalDate.init) else {
        problem("until", "must be the last day, like \"2027-01-31\"")
        return .never
      }
      return .on(date)
    }
    if let count = object["count"] {
      guard let n = count.numberValue?.intValue, n >= 1 else {
        problem("count", "must be a whole number of sends, 1 or more")
        return .never
      }
      return .after(n)
    }
    return .never
  }

  /// The JSON written at `fcm_compose.schedule`, laid over `existing` so members this version
  /// does not know survive.
  public func json(over existing: JSONObject = [:]) -> JSONValue {
    var object = existing
    for key in [
      "send", "date", "time", "time_zone", "recipient_time_zone", "every", "until", "count",
    ] {
      object[key] = nil
    }
    object["send"] = .string(mode.rawValue)
    object["date"] = .string(date.description)
    object["time"] = .string(time.description)
    switch zone {
    case .named(let name): object["time_zone"] = .string(name)
    case .recipient(let column, let fallback):
      object["recipient_time_zone"] = ["column": .string(column), "default": .string(fallback)]
    }
    if mode == .recurring {
      switch repeats {
      case .daily: object["every"] = "day"
      case .weekdays(let days):
        object["every"] = .array(days.sorted().map { .string($0.rawValue) })
      }
      switch end {
      case .never: break
      case .on(let day): object["until"] = .string(day.description)
      case .after(let n): object["count"] = .number(JSONNumber(n))
      }
    }
    return .object(object)
  }
}

extension Draft {
  /// The draft's schedule (`fcm_compose.schedule`); nil: send now, or the member is not a
  /// valid schedule (`validate` says why). Setting it keeps every other member of
  /// `fcm_compose`; nil removes only `schedule`.
  public var schedule: Schedule? {
    get { value(at: Schedule.path).flatMap { Schedule.read($0).schedule } }
    set {
      let existing = value(at: Schedule.path)?.objectValue ?? [:]
      setValue(newValue?.json(over: existing), at: Schedule.path)
    }
  }
}
