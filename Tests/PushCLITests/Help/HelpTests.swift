import Foundation
import Testing

@testable import PushCLI

/// `--help` everywhere: every command of the registry answers `-h`, `--help` and `help CMD`
/// with its own usage (a golden file each) and exit 0.
@Suite struct HelpTests {
  static let goldens = CLITestPaths.golden.appendingPathComponent("help", isDirectory: true)

  @Test(arguments: CLI.listedCommands.map(\.name))
  func everyCommandAnswersHelp(_ name: String) async throws {
    let long = await CLIHarness.run([name, "--help"])
    #expect(long.status == 0)
    #expect(long.err.isEmpty)
    #expect(long.out.hasPrefix("usage: fcm-compose \(name)"))
    Golden.assertMatches(long.out, "help/\(name).txt")
    for arguments in [[name, "-h"], ["help", name], [name, "x", "--help"]] {
      let other = await CLIHarness.run(arguments)
      #expect(other.status == 0, "\(arguments)")
      // `help themes` shows the themes topic after the command's usage.
      #expect(other.out.hasPrefix(long.out), "\(arguments)")
      #expect(other.out == long.out || ManualTopic.named(name) != nil, "\(arguments)")
    }
  }

  @Test func everyGoldenIsACommand() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path)
      .filter { $0.hasSuffix(".txt") && $0 != "fcm-compose.txt" }.map { String($0.dropLast(4)) }
    #expect(Set(names) == Set(CLI.listedCommands.map(\.name)))
  }

  @Test func topLevelHelpListsEveryCommandAndTopic() async {
    let result = await CLIHarness.run(["--help"])
    #expect(result.status == 0)
    Golden.assertMatches(result.out, "help/fcm-compose.txt")
    let help = await CLIHarness.run(["help"])
    #expect(help.out == result.out)
    for command in CLI.listedCommands {
      #expect(result.out.contains("  \(command.name)  "), "\(command.name)")
    }
    for topic in ManualTopic.all { #expect(result.out.contains("  \(topic.name)  ")) }
  }

  @Test func helpAfterAnOptionThatTakesAValueIsThatValue() async {
    // `--token --help` sends to a token spelt "--help": it is not a request for help.
    #expect(!CLI.asksForHelp(["--token", "--help"], usage: SendCommand.usage.parsedUsage))
    #expect(CLI.asksForHelp(["--dry-run", "--help"], usage: SendCommand.usage.parsedUsage))
    #expect(!CLI.asksForHelp(["--", "--help"], usage: SendCommand.usage.parsedUsage))
  }

  @Test func helpOfAnUnknownNameSuggestsTheClosest() async {
    let result = await CLIHarness.run(["help", "credntials"])
    #expect(result.status == 2)
    #expect(result.err.contains(#"(did you mean "credentials"?)"#))
    let command = await CLIHarness.run(["rendr", "x.json"])
    #expect(command.err.contains(#"did you mean "render""#))
  }
}

extension String {
  var parsedUsage: UsageText { UsageText(self) }
}
