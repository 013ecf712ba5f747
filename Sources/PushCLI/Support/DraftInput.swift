import Foundation
import PushCore

/// Loads drafts named on the command line; `-` reads standard input.
enum DraftInput {
  static func load(_ path: String, context: CommandContext) throws(DraftError) -> LoadedDraft {
    if path == "-" { return try DraftFile.decode(context.readStdin(), path: "<stdin>") }
    return try DraftFile.load(context.url(forPath: path), name: path)
  }
}

extension DraftInput {
  /// A draft read for a command that prints the message (render, export), with the clock.
  enum Prepared {
    case ready(LoadedDraft, now: Date)
    /// The problem was printed; exit with this status.
    case failed(Int32)
  }

  /// Reads the clock (`FCM_COMPOSE_NOW`) and FILE, printing a usage problem or an unreadable
  /// file itself.
  static func prepare(_ path: String, usage: String, context: CommandContext) -> Prepared {
    let now: Date
    do {
      now = try context.now()
    } catch {
      return .failed(CLI.usageError(error.message, usage: usage, context: context))
    }
    do {
      return .ready(try load(path, context: context), now: now)
    } catch {
      context.errorLine("fcm-compose: \(error)")
      return .failed(ExitCode.usage)
    }
  }
}
