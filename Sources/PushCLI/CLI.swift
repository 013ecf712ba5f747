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

  /// Every headless command, in the order `help` lists them. Adding one is a line here and
  /// its `FooCommand+Usage.swift`: `--help`, `help`, completion and the man page read it.
  static let commands: [CLICommand] = [
    CLICommand(RenderCommand.usage) { RenderCommand.run($0, context: $1) },
    CLICommand(ValidateCommand.usage) { ValidateCommand.run($0, context: $1) },
    CLICommand(NewCommand.usage) { NewCommand.run($0, context: $1) },
    CLICommand(TemplatesCommand.usage) { TemplatesCommand.run($0, context: $1) },
    CLICommand(SendCommand.usage) { await SendCommand.run(arguments: $0, context: $1) },
    CLICommand(TopicsCommand.usage) { await TopicsCommand.run($0, context: $1) },
    CLICommand(TokensCommand.usage) { await TokensCommand.run($0, context: $1) },
    CLICommand(ScheduleCommand.usage) { ScheduleCommand.run($0, context: $1) },
    CLICommand(SchedulerCommand.usage) { await SchedulerCommand.run($0, context: $1) },
    CLICommand(ReportCommand.usage) { await ReportCommand.run($0, context: $1) },
    CLICommand(ExportCommand.usage) { ExportCommand.run($0, context: $1) },
    CLICommand(DoctorCommand.usage) { await DoctorCommand.run($0, context: $1) },
    CLICommand(RulesCommand.usage) { RulesCommand.run($0, context: $1) },
    CLICommand(FieldsCommand.usage) { FieldsCommand.run($0, context: $1) },
    CLICommand(ThemesCommand.usage) { ThemesCommand.run($0, context: $1) },
    CLICommand(HelpCommand.usage) { HelpCommand.run($0, context: $1) },
    CLICommand(CompletionCommand.usage) { CompletionCommand.run($0, context: $1) },
    CLICommand(CompleteCommand.usage, listed: false) { CompleteCommand.run($0, context: $1) },
  ]

  /// The command called `name`, if there is one.
  static func command(named name: String) -> CLICommand? { commands.first { $0.name == name } }

  /// The commands `help`, completion and the man page show.
  static var listedCommands: [CLICommand] { commands.filter(\.listed) }

  /// Decides what to do with `arguments` (without the program name). Prints help, version and
  /// usage errors itself.
  public static func parse(_ arguments: [String], context: CommandContext) -> Invocation {
    if let first = arguments.first, command(named: first) != nil {
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
      let hint = Suggestion.closest(to: args.positionals[0], in: listedCommands.map(\.name))
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

  /// Runs a headless command; unknown names are usage errors. `-h` or `--help` among the
  /// arguments (not as an option's value, not after `--`) prints the command's usage instead.
  public static func run(
    command name: String, arguments: [String], context: CommandContext
  ) async -> Int32 {
    guard let command = command(named: name) else {
      return usageError(
        "unknown command \"\(name)\"\(Suggestion.hint(for: name, in: listedCommands.map(\.name)))",
        usage: Usage.synopsis, context: context)
    }
    if command.listed, asksForHelp(arguments, usage: command.usage) {
      context.writeOut(command.usage.text + "\n")
      return ExitCode.ok
    }
    return await command.run(arguments, context)
  }

  /// Whether `arguments` hold `-h` or `--help` as an option of their own.
  static func asksForHelp(_ arguments: [String], usage: UsageText) -> Bool {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return false }
      if argument == "-h" || argument == "--help" { return true }
      if !argument.contains("="), usage.option(named: argument)?.value != nil { index += 1 }
      index += 1
    }
    return false
  }

  /// Prints a usage error, the command's synopsis and where its options are; returns exit
  /// status 2.
  static func usageError(_ message: String, usage: String, context: CommandContext) -> Int32 {
    context.errorLine("fcm-compose: \(message)")
    let text = UsageText(usage)
    let lines = usage.split(separator: "\n", omittingEmptySubsequences: false)
    let synopsis = lines.prefix { $0.hasPrefix("usage:") || $0.first == " " }
    context.writeErr(synopsis.joined(separator: "\n") + "\n")
    if command(named: text.name) != nil, !synopsis.isEmpty {
      context.writeErr("Run 'fcm-compose \(text.name) --help' for its options.\n")
    }
    return ExitCode.usage
  }
}
