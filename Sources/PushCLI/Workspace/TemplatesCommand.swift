import Foundation
import PushCore

/// `fcm-compose templates [--json]`: every template `new` and the workspace's `n` offer.
enum TemplatesCommand {
  static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    let args: ArgumentScanner
    do {
      args = try ArgumentScanner(arguments, valued: [], flags: ["--json"])
    } catch {
      return CLI.usageError(error.message, usage: usage, context: context)
    }
    guard args.positionals.isEmpty else {
      return CLI.usageError("templates takes no arguments", usage: usage, context: context)
    }
    let catalog = TemplateCatalog.load(
      environment: context.environment, workspace: context.currentDirectory)
    for problem in catalog.problems {
      context.writeErr("fcm-compose: template skipped: \(problem)\n")
    }
    if args.has("--json") {
      let list = catalog.templates.map { t -> JSONValue in
        var object: JSONObject = [
          "id": .string(t.id), "source": .string(t.source.rawValue), "summary": .string(t.summary),
        ]
        if let path = t.path { object["path"] = .string(path) }
        return .object(object)
      }
      context.writeOut(JSONWriter.string(.array(list)) + "\n")
      return ExitCode.ok
    }
    let width = (catalog.templates.map { $0.id.count }.max() ?? 0) + 2
    for t in catalog.templates {
      let source =
        t.source == .builtin
        ? "" : "  (\(t.source.rawValue): \(DisplayText.sanitized(t.path ?? "")))"
      context.writeOut(
        DisplayText.sanitized(t.id).padding(toLength: width, withPad: " ", startingAt: 0)
          + t.summary + source + "\n")
    }
    context.writeOut("\nfcm-compose new NAME --template ID creates a draft from one.\n")
    return ExitCode.ok
  }
}
