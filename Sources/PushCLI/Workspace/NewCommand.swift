import Config
import Foundation
import PushCore

/// `fcm-compose new NAME [--template T] [--force]`: writes NAME (`.json` added when missing)
/// from a template: built in, the user's, or the current folder's `.fcm-compose/templates/`.
enum NewCommand {
  static let defaultTemplate = "notification"

  static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    let args: ArgumentScanner
    do {
      args = try ArgumentScanner(arguments, valued: ["--template"], flags: ["--force"])
    } catch {
      return CLI.usageError(error.message, usage: usage, context: context)
    }
    guard args.positionals.count == 1, let name = args.positionals.first, !name.isEmpty,
      name != "-"
    else {
      return CLI.usageError(
        "new needs one NAME (the file to create)", usage: usage, context: context)
    }
    let catalog = TemplateCatalog.load(
      environment: context.environment, workspace: context.currentDirectory)
    for problem in catalog.problems {
      context.writeErr("fcm-compose: template skipped: \(problem)\n")
    }
    let id = args.value("--template") ?? defaultTemplate
    guard let template = catalog.template(id) else {
      let ids = catalog.templates.map(\.id)
      let hint = Suggestion.closest(to: id, in: ids).map { " (did you mean \"\($0)\"?)" } ?? ""
      return CLI.usageError(
        "no template \"\(DisplayText.sanitized(id))\"\(hint); fcm-compose templates lists them",
        usage: usage, context: context)
    }
    let file = name.lowercased().hasSuffix(".json") ? name : name + ".json"
    let url = context.url(forPath: file)
    if FileManager.default.fileExists(atPath: url.path), !args.has("--force") {
      context.writeErr(
        "fcm-compose: \(DisplayText.sanitized(file)) exists already (--force replaces it)\n")
      return ExitCode.usage
    }
    let draft = template.instantiate(name: DraftTemplate.draftName(forFile: file))
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try DraftFile.save(draft, to: url)
    } catch {
      context.writeErr("fcm-compose: \(error)\n")
      return ExitCode.usage
    }
    context.writeOut("Created \(DisplayText.sanitized(file)) from template \(template.id)\n")
    return ExitCode.ok
  }
}
