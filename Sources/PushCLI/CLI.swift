import Config
import Foundation
import PushCore

/// The command line: parses the first word and runs a headless command, or says how the
/// composer should open.
public enum CLI {
  /// What the executable should do.
  public enum Invocation: Sendable, Equatable {
    /// Open the composer: on a file (maybe not yet existing), the built-in example, or new.
    case composer(file: String?, example: Bool, theme: String?, profile: String?)
    /// Run a headless command.
    case command(name: String, arguments: [String])
    /// Print help / version / a usage error.
    case exit(Int32)
  }

  /// Headless commands by name.
  static let commands: [String: @Sendable ([String], CommandContext) async -> Int32] = [
    "render": { RenderCommand.run($0, context: $1) },
    "validate": { ValidateCommand.run($0, context: $1) },
    "fields": { FieldsCommand.run($0, context: $1) },
    "themes": { ThemesCommand.run($0, context: $1) },
    "send": { await SendCommand.run(arguments: $0, context: $1) },
    "export": { ExportCommand.run($0, context: $1) },
    "doctor": { await DoctorCommand.run($0, context: $1) },
    "new": { NewCommand.run($0, context: $1) },
    "templates": { TemplatesCommand.run($0, context: $1) },
    "rules": { RulesCommand.run($0, context: $1) },
  ]

  /// Decides what to do with `arguments` (without the program name). Prints help, version and
  /// usage errors itself.
  public static func parse(_ arguments: [String], context: CommandContext) -> Invocation {
    if let first = arguments.first, commands[first] != nil {
      return .command(name: first, arguments: Array(arguments.dropFirst()))
    }
    let args: ArgumentScanner
    do {
      args = try ArgumentScanner(
        arguments, valued: ["--theme", "--profile"],
        flags: ["--example", "--help", "-h", "--version"])
    } catch {
      return .exit(
        usageError(
          error.message, usage: "usage: fcm-compose [FILE] | --example | --help", context: context))
    }
    if args.has("--help") || args.has("-h") {
      context.writeOut(Usage.text + "\n")
      return .exit(ExitCode.ok)
    }
    if args.has("--version") {
      context.writeOut("fcm-compose \(Usage.version)\n")
      return .exit(ExitCode.ok)
    }
    if args.positionals.count > 1 {
      let hint = Suggestion.closest(to: args.positionals[0], in: commands.keys.sorted())
      let text =
        hint.map { "unknown command \"\(args.positionals[0])\" (did you mean \"\($0)\"?)" }
        ?? "the composer opens one FILE at a time"
      return .exit(usageError(text, usage: "usage: fcm-compose [FILE]", context: context))
    }
    // `--example NAME` picks a built-in sample (spring-sale, live-activity).
    if args.has("--example"), let name = args.positionals.first, SampleDraft.named(name) == nil {
      let list = SampleDraft.names.joined(separator: ", ")
      return .exit(
        usageError(
          "unknown example \"\(name)\" (examples: \(list))",
          usage: "usage: fcm-compose --example [NAME]", context: context))
    }
    return .composer(
      file: args.positionals.first, example: args.has("--example"), theme: args.value("--theme"),
      profile: args.value("--profile"))
  }

  /// Commands registered by other modules of the executable (send, themes, export).

  /// Runs a headless command; unknown names are usage errors.
  public static func run(
    command name: String, arguments: [String], context: CommandContext
  ) async -> Int32 {
    if let command = commands[name] { return await command(arguments, context) }
    return usageError(
      "unknown command \"\(name)\"", usage: "usage: fcm-compose --help", context: context)
  }

  /// Prints a usage error and returns exit status 2.
  static func usageError(_ message: String, usage: String, context: CommandContext) -> Int32 {
    context.errorLine("fcm-compose: \(message)")
    context.writeErr(usage + "\n")
    return ExitCode.usage
  }
}
