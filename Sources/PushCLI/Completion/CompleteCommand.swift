import Config
import Foundation
import PushCore
import TermUI

/// `fcm-compose __complete WORD... CURRENT`: what the shell scripts of `completion` call on
/// Tab (as cobra-based tools such as kubectl and gh do), so the scripts stay small and every
/// answer comes from the registry's usage texts. Prints the candidates that start with CURRENT,
/// one a line, then `:files` when file names fit too.
enum CompleteCommand {
  static let usage = """
    usage: fcm-compose __complete WORD... CURRENT
    Print the completions of CURRENT (for the shell scripts).
    """

  /// The last line when file names complete the word too.
  static let filesDirective = ":files"

  static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    let current = arguments.last ?? ""
    let before = Array(arguments.dropLast())
    let (candidates, files) = complete(before: before, current: current, context: context)
    var seen = Set<String>()
    let matching = candidates.filter { $0.hasPrefix(current) && seen.insert($0).inserted }
    var out = matching.map { $0 + "\n" }.joined()
    if files { out += filesDirective + "\n" }
    context.writeOut(out)
    return ExitCode.ok
  }

  /// The candidates for the word after `before`, and whether files fit too.
  static func complete(before: [String], current: String, context: CommandContext) -> (
    [String], Bool
  ) {
    guard let first = before.first, let command = CLI.command(named: first), command.listed
    else {
      // The composer's own words: options, a FILE or DIR, or a command.
      if let previous = before.last, let values = topLevelValues(previous, context: context) {
        return (values, false)
      }
      if current.hasPrefix("-") { return (topLevelOptions, false) }
      return before.isEmpty ? (CLI.listedCommands.map(\.name), true) : ([], true)
    }
    let usage = command.usage
    let words = Array(before.dropFirst())
    if let previous = words.last, !previous.contains("="),
      let option = usage.option(named: previous), option.value != nil
    {
      return values(for: option, context: context)
    }
    if current.hasPrefix("-") { return (usage.optionNames.filter { $0 != "-h" }, false) }
    if positionalCount(words, usage: usage) == 0 {
      if !usage.subcommands.isEmpty { return (usage.subcommands, false) }
      if usage.firstPlaceholder == "COMMAND|TOPIC" {
        return (CLI.listedCommands.map(\.name) + ManualTopic.all.map(\.name), false)
      }
    }
    let takesFiles = usage.synopsis.contains("FILE") || usage.synopsis.contains("DIR")
    return ([], takesFiles)
  }

  static let topLevelOptions = ["--example", "--profile", "--theme", "--help", "--version"]

  private static func topLevelValues(_ option: String, context: CommandContext) -> [String]? {
    switch option {
    case "--profile": profileNames(context)
    case "--theme": ThemeCatalog(environment: context.environment).names
    case "--example": SampleDraft.names
    default: nil
    }
  }

  /// An option's values: its `a|b|c` choices, the names it takes, or files.
  static func values(for option: UsageText.Option, context: CommandContext) -> ([String], Bool) {
    if !option.choices.isEmpty { return (option.choices, false) }
    switch option.names.first {
    case "--profile": return (profileNames(context), false)
    case "--theme": return (ThemeCatalog(environment: context.environment).names, false)
    case "--template":
      let catalog = TemplateCatalog.load(
        environment: context.environment, workspace: context.currentDirectory)
      return (catalog.templates.map(\.id), false)
    default:
      let value = option.value ?? ""
      let isPath = ["FILE", "PATH", "DIR"].contains { value.contains($0) } || value.contains(".")
      return ([], isPath)
    }
  }

  private static func profileNames(_ context: CommandContext) -> [String] {
    ((try? ProfileConfig.load(environment: context.environment))?.profiles ?? []).map(\.name)
  }

  /// How many positionals `words` hold (option values skipped).
  private static func positionalCount(_ words: [String], usage: UsageText) -> Int {
    var count = 0
    var index = 0
    while index < words.count {
      let word = words[index]
      if word.hasPrefix("-"), word != "-" {
        if !word.contains("="), usage.option(named: word)?.value != nil { index += 1 }
      } else {
        count += 1
      }
      index += 1
    }
    return count
  }
}
