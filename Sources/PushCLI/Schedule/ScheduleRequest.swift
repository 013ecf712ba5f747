import Foundation
import PushCore

/// `fcm-compose schedule DRAFT …` arguments: the plan's options, and everything else, which
/// goes to each wave's `send`.
struct ScheduleRequest: Sendable {
  var draft: String?
  var at: String?
  var timeZone: String?
  var recipientColumn: String?
  var defaultZone: String?
  var every: String?
  var until: String?
  var count: String?
  var grace: Double?
  var sendArguments: [String] = []

  static func valued(_ name: String) -> WritableKeyPath<ScheduleRequest, String?>? {
    switch name {
    case "--at": \.at
    case "--time-zone": \.timeZone
    case "--recipient-time-zone": \.recipientColumn
    case "--default-time-zone": \.defaultZone
    case "--every": \.every
    case "--until": \.until
    case "--count": \.count
    default: nil
    }
  }

  /// Send options whose value is a path (made absolute, since waves run elsewhere).
  static let pathOptions: Set<String> = ["--tokens-file", "--audience", "--credentials"]
  /// Send options the scheduler sets per wave.
  static let refused: Set<String> = ["--journal", "--report", "--resume", "--dry-run"]
  /// Send options that take a value.
  static let sendValued: Set<String> = [
    "--token", "--tokens-file", "--topic", "--condition", "--audience", "--credentials",
    "--access-token", "--project", "--endpoint", "--quota-project", "--allow-endpoint",
    "--profile", "--concurrency", "--max-attempts", "--quota-wait", "--timeout", "--rate",
    "--ramp",
  ]

  /// The options `send` takes, which `schedule` passes on to each wave.
  static var sendOptionNames: Set<String> {
    Set(CLI.command(named: "send")?.usage.optionNames ?? [])
  }

  /// An option neither `schedule` nor `send` takes: named with `schedule`'s own options.
  static func unknownOption(_ name: String) -> ArgumentScanner.UsageError {
    let own = CLI.command(named: "schedule")?.usage.optionNames ?? []
    return .init(
      "unknown option \(name)\(ArgumentScanner.listing(own)), and those of fcm-compose send")
  }

  static func parse(_ arguments: [String], context: CommandContext) throws(ArgumentScanner
    .UsageError)
    -> ScheduleRequest
  {
    var request = ScheduleRequest()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
        name = String(argument[..<eq])
        inline = String(argument[argument.index(after: eq)...])
      }
      func value() throws(ArgumentScanner.UsageError) -> String {
        if let inline { return inline }
        guard let next = rest.popFirst() else { throw .init("\(name) needs a value") }
        return next
      }
      if let key = valued(name) {
        request[keyPath: key] = try value()
      } else if name == "--grace" {
        let text = try value()
        guard let seconds = Durations.seconds(text) else {
          throw .init("--grace must be a duration like 30m, 1h or 2d, found \"\(text)\"")
        }
        request.grace = seconds
      } else if refused.contains(name) {
        throw .init("\(name) is set by the scheduler for each wave; leave it out")
      } else if sendValued.contains(name) {
        var text = try value()
        if pathOptions.contains(name) { text = context.url(forPath: text).path }
        request.sendArguments += [name, text]
      } else if argument.hasPrefix("-"), argument != "-" {
        guard Self.sendOptionNames.contains(name) else { throw unknownOption(name) }
        request.sendArguments.append(argument)
      } else if request.draft == nil {
        request.draft = argument
      } else {
        throw .init("one DRAFT at a time (found \"\(argument)\" too)")
      }
    }
    return request
  }

  /// True when the command line gives the time itself (else the draft's schedule is used).
  var givesPlan: Bool { at != nil || every != nil }
}

/// Durations written as `90`, `90s`, `30m`, `1h` or `2d`.
enum Durations {
  static func seconds(_ text: String) -> Double? {
    let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86400]
    let unit = text.last.flatMap { units[$0] }
    guard let n = Double(unit == nil ? text : String(text.dropLast())), n.isFinite, n >= 0
    else { return nil }
    return n * (unit ?? 1)
  }
}
