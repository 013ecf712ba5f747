import Foundation
import PushCore

/// A field of the form's Scheduling step: one member of the draft's `fcm_compose.schedule`
/// (`Schedule+JSON.swift` reads them; `validate` checks them, so a half-typed date shows its
/// problem under the field). The step's rows are these, in this order.
public enum ScheduleMember: String, Sendable, Hashable, CaseIterable {
  case mode = "send"
  case date
  case time
  case zone = "time_zone"
  case recipientColumn = "recipient_time_zone"
  case repeats = "every"
  case end

  /// The draft path it edits.
  public var path: JSONPath { Schedule.path.appending(rawValue) }

  /// The choices of the Send field, in the console's order.
  public static let modes = ["Now", "Scheduled", "Recurring"]

  var label: String {
    switch self {
    case .mode: "Send"
    case .date: "Date"
    case .time: "Time"
    case .zone: "Time zone"
    case .recipientColumn: "Recipient time zone"
    case .repeats: "Repeat"
    case .end: "Ends"
    }
  }

  var help: String {
    switch self {
    case .mode: "Now, at a scheduled time, or on a recurring plan (`fcm-compose schedule`)."
    case .date: "Day of the (first) send, YYYY-MM-DD."
    case .time: "24-hour wall-clock time, e.g. 09:00."
    case .zone: "IANA zone, e.g. Europe/Berlin; defaults to this machine's zone."
    case .recipientColumn:
      "Audience column with each row's zone: each recipient gets it at their own time "
        + "(rows without one use the time zone above). Empty: one zone for all."
    case .repeats: "Recurring: day, weekday, or days like mon,wed,fri."
    case .end: "Recurring: never, a last day (YYYY-MM-DD) or a number of sends, e.g. 10."
    }
  }

  /// The step's rows; the recipient-zone row only when the Target step has an audience.
  static func formItems(audience: Bool) -> [FormItem] {
    allCases.filter { audience || $0 != .recipientColumn }.map { member in
      .field(
        FormField(
          id: "schedule." + member.rawValue, label: member.label, help: member.help,
          editor: member == .mode ? .choice(modes) : .line, binding: .schedule(member),
          depth: 1))
    }
  }

  /// The editor's text.
  func text(in draft: Draft) -> String {
    let object = draft.value(at: Schedule.path)?.objectValue ?? [:]
    switch self {
    case .mode:
      let mode = object["send"]?.stringValue ?? (object.isEmpty ? "now" : "scheduled")
      return Self.modes.first { $0.lowercased() == mode } ?? mode
    case .zone:
      return object["recipient_time_zone"]?.objectValue?["default"]?.stringValue
        ?? object["time_zone"]?.stringValue ?? ""
    case .recipientColumn:
      return object["recipient_time_zone"]?.objectValue?["column"]?.stringValue ?? ""
    case .repeats:
      if let list = object["every"]?.arrayValue {
        return list.compactMap(\.stringValue).joined(separator: ",")
      }
      return object["every"]?.stringValue ?? ""
    case .end:
      if let until = object["until"]?.stringValue { return until }
      if let count = object["count"]?.numberValue?.intValue { return "\(count)" }
      return object["send"]?.stringValue == "recurring" ? "never" : ""
    case .date, .time:
      return object[rawValue]?.stringValue ?? ""
    }
  }

  /// Writes editor text into the draft (empty removes the member).
  func apply(_ text: String, in draft: inout Draft) {
    let value = text.trimmingCharacters(in: .whitespaces)
    var object = draft.value(at: Schedule.path)?.objectValue ?? [:]
    switch self {
    case .mode: return
    case .zone:
      if var recipient = object["recipient_time_zone"]?.objectValue {
        recipient["default"] = value.isEmpty ? nil : .string(value)
        object["recipient_time_zone"] = .object(recipient)
      } else {
        object["time_zone"] = value.isEmpty ? nil : .string(value)
      }
    case .recipientColumn:
      let zone =
        object["recipient_time_zone"]?.objectValue?["default"] ?? object["time_zone"]
      if value.isEmpty {
        object["recipient_time_zone"] = nil
        object["time_zone"] = zone
      } else {
        object["time_zone"] = nil
        var recipient: JSONObject = ["column": .string(value)]
        recipient["default"] = zone
        object["recipient_time_zone"] = .object(recipient)
      }
    case .repeats:
      let days = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      object["every"] =
        value.isEmpty
        ? nil
        : days.count > 1 || Weekday(rawValue: value) != nil
          ? .array(days.map { .string($0) }) : .string(value)
    case .end:
      object["until"] = nil
      object["count"] = nil
      if let n = Int(value) {
        object["count"] = .number(JSONNumber(n))
      } else if !value.isEmpty, value != "never" {
        object["until"] = .string(value)
      }
    case .date, .time:
      object[rawValue] = value.isEmpty ? nil : .string(value)
    }
    draft.setValue(object.isEmpty ? nil : .object(object), at: Schedule.path)
  }

  /// Sets the Send choice; a first Scheduled or Recurring fills the day, an hour from `now`
  /// (whole hour), and the local zone, so the draft is schedulable at once.
  static func choose(_ label: String, now: Date, localZone: String, in draft: inout Draft) {
    guard let mode = Schedule.Mode(rawValue: label.lowercased()) else { return }
    var object = draft.value(at: Schedule.path)?.objectValue ?? [:]
    if mode == .now {
      object["send"] = nil
      for key in ["date", "time", "time_zone", "recipient_time_zone", "every", "until", "count"] {
        object[key] = nil
      }
      draft.setValue(object.isEmpty ? nil : .object(object), at: Schedule.path)
      return
    }
    object["send"] = .string(mode.rawValue)
    let zone = Schedule.timeZone(localZone) ?? TimeZone(identifier: "UTC") ?? .current
    let (day, time) = ZonedTime.wallClock(now.addingTimeInterval(3600), in: zone)
    if object["date"] == nil { object["date"] = .string(day.description) }
    if object["time"] == nil {
      object["time"] = .string(WallTime(secondsAfterMidnight: time.hour * 3600).description)
    }
    if object["time_zone"] == nil, object["recipient_time_zone"] == nil {
      object["time_zone"] = .string(Schedule.timeZone(localZone) == nil ? "UTC" : localZone)
    }
    if mode == .recurring, object["every"] == nil { object["every"] = "day" }
    draft.setValue(.object(object), at: Schedule.path)
  }

  /// The Send field's line: the mode and, when scheduled, when it goes out in words.
  static func summary(of draft: Draft) -> String {
    let mode = ScheduleMember.mode.text(in: draft)
    guard mode != "Now" else { return "Now" }
    guard let schedule = draft.schedule else { return mode + " (see the problems below)" }
    // Judged from the plan's first day, so the line depends on the draft alone.
    let start = ZonedTime(
      schedule.date, WallTime(secondsAfterMidnight: 0), in: TimeZone(identifier: "UTC") ?? .current)
    return mode + " · "
      + ScheduleSentence.text(
        schedule, zones: nil, now: start.instant.addingTimeInterval(-86400 * 2))
  }
}
