import Foundation
import PushCore

/// Loads drafts named on the command line; `-` reads standard input.
enum DraftInput {
  static func load(_ path: String, context: CommandContext) throws(DraftError) -> LoadedDraft {
    if path == "-" { return try DraftFile.decode(context.readStdin(), path: "<stdin>") }
    return try DraftFile.load(context.url(forPath: path), name: path)
  }
}
