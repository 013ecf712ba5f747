import Foundation
import PushCore

/// `fcm-compose schedule DRAFT …` queues a job; `schedule list|show|cancel|pause|resume`
/// look after the queue (`JobStore`, under `$XDG_STATE_HOME/fcm-compose/jobs/`).
enum ScheduleCommand {
  static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    if arguments.contains("-h") || arguments.contains("--help") {
      context.writeOut(usage + "\n")
      return ExitCode.ok
    }
    let store = JobStore(environment: context.environment)
    let now: Date
    do {
      now = try context.now()
    } catch {
      return CLI.usageError(error.message, usage: usage, context: context)
    }
    switch arguments.first {
    case "list":
      return ScheduleListing.list(arguments.dropFirst(), store: store, now: now, context: context)
    case "show":
      return ScheduleListing.show(arguments.dropFirst(), store: store, now: now, context: context)
    case "cancel":
      return change(arguments.dropFirst(), to: .cancelled, store: store, context: context)
    case "pause": return change(arguments.dropFirst(), to: .paused, store: store, context: context)
    case "resume": return change(arguments.dropFirst(), to: .active, store: store, context: context)
    case nil:
      return CLI.usageError(
        "schedule needs a DRAFT or list|show|cancel|pause|resume", usage: usage, context: context)
    default: return ScheduleQueue.queue(arguments, store: store, now: now, context: context)
    }
  }

  private static func change(
    _ arguments: ArraySlice<String>, to state: JobState, store: JobStore, context: CommandContext
  ) -> Int32 {
    guard arguments.count == 1, let id = arguments.first else {
      return CLI.usageError(
        "give one job ID (`fcm-compose schedule list` shows them)", usage: usage, context: context)
    }
    guard (try? store.load(id)) != nil else {
      context.errorLine(
        "fcm-compose schedule: no job \"\(id)\" (`fcm-compose schedule list` shows them)")
      return ExitCode.usage
    }
    let current = store.state(of: id)
    if current == .cancelled || current == .done {
      context.errorLine("fcm-compose schedule: job \(id) is \(current.rawValue); it cannot change")
      return ExitCode.problems
    }
    do {
      try store.setState(state, of: id)
    } catch {
      context.errorLine("fcm-compose schedule: \(error)")
      return ExitCode.problems
    }
    let what: String
    switch state {
    case .cancelled: what = "cancelled: no further wave goes out (a wave in flight finishes)"
    case .paused: what = "paused: no wave goes out until `fcm-compose schedule resume \(id)`"
    default: what = "active again: waves missed while paused beyond the grace window are reported"
    }
    context.outputLine("\(id) \(what)")
    return ExitCode.ok
  }
}
