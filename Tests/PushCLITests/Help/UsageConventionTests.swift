import Foundation
import Testing

@testable import PushCLI

/// Each command's usage text follows the convention the registry reads (usage line, summary,
/// options), and lists exactly the options its parser takes.
@Suite struct UsageConventionTests {
  @Test(arguments: CLI.commands.map(\.name))
  func usageFollowsTheConvention(_ name: String) throws {
    let command = try #require(CLI.command(named: name))
    let usage = command.usage
    #expect(usage.text.hasPrefix("usage: fcm-compose \(name)"))
    #expect(!usage.summary.isEmpty && usage.summary.first?.isUppercase == true)
    #expect(usage.summary.hasSuffix("."))
    // The command list keeps to 80 columns.
    #expect(usage.summary.count <= 64, "\(usage.summary.count) characters")
    for line in usage.text.split(separator: "\n") {
      #expect(line.count <= 100, "\(line)")
    }
  }

  /// An unknown option names the command's options: the same ones its usage lists, so the
  /// help and the parser cannot drift apart.
  @Test(arguments: CLI.listedCommands.map(\.name))
  func unknownOptionNamesTheUsagesOptions(_ name: String) async throws {
    let command = try #require(CLI.command(named: name))
    let result = await CLIHarness.run([name, "--zz-not-an-option"])
    #expect(result.status == 2)
    #expect(
      result.err.contains("unknown option --zz-not-an-option") || command.usage.options.isEmpty)
    if !command.usage.options.isEmpty {
      #expect(
        result.err.contains(ArgumentScanner.listing(command.usage.optionNames)), "\(result.err)")
    }
    #expect(
      result.err.contains("usage: fcm-compose \(name)")
        || result.err.contains("fcm-compose \(name) --help"))
  }

  @Test func aTypoGetsTheClosestOption() async {
    let result = await CLIHarness.run(["render", "x.json", "--platfrom", "apns"])
    #expect(result.status == 2)
    #expect(result.err.contains("unknown option --platfrom (did you mean --platform?)"))
    let send = await CLIHarness.run(["send", "x.json", "--dryrun"])
    #expect(send.err.contains("(did you mean --dry-run?)"))
  }

  @Test func optionsAreReadWithTheirValuesAndChoices() throws {
    let usage = UsageText(RenderCommand.usage)
    #expect(usage.name == "render")
    let platform = try #require(usage.option(named: "--platform"))
    #expect(platform.choices == ["android", "apns", "webpush"])
    #expect(usage.option(named: "--compact")?.value == nil)
    let send = UsageText(SendCommand.usage)
    #expect(send.option(named: "-q")?.names == ["--quiet", "-q"])
    #expect(UsageText(CompletionCommand.usage).subcommands == ["bash", "zsh", "fish"])
  }
}
