import Config

/// `fcm-compose help [COMMAND|TOPIC] [--man]`: what `--help` prints, a command's usage (as
/// `COMMAND --help`), a manual page, or the man page.
enum HelpCommand {
  static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    let args: ArgumentScanner
    do {
      args = try ArgumentScanner(arguments, valued: [], flags: ["--man"])
    } catch {
      return CLI.usageError(error.message, usage: usage, context: context)
    }
    if args.has("--man") {
      guard args.positionals.isEmpty else {
        return CLI.usageError("--man takes no COMMAND or TOPIC", usage: usage, context: context)
      }
      context.writeOut(ManPage.text())
      return ExitCode.ok
    }
    guard let name = args.positionals.first else {
      context.writeOut(Usage.text + "\n")
      return ExitCode.ok
    }
    guard args.positionals.count == 1 else {
      return CLI.usageError("help takes one COMMAND or TOPIC", usage: usage, context: context)
    }
    let command = CLI.command(named: name).flatMap { $0.listed ? $0 : nil }
    let topic = ManualTopic.named(name)
    // `themes` is a command and a topic: the command's usage, then the page.
    let pages = [command.map { $0.usage.text + "\n" }, topic?.terminalText].compactMap { $0 }
    if !pages.isEmpty {
      context.writeOut(pages.joined(separator: "\n"))
      return ExitCode.ok
    }
    let names = CLI.listedCommands.map(\.name) + ManualTopic.all.map(\.name)
    return CLI.usageError(
      "no command or topic \"\(name)\"\(Suggestion.hint(for: name, in: names)); "
        + "fcm-compose help lists them", usage: usage, context: context)
  }
}
