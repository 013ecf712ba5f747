import Foundation
import PushCore
import TestSupport
import Testing

@testable import PushCLI

/// What `fcm-compose __complete` answers for each Tab (the shell scripts only print it; the
/// scripts themselves run in bash, zsh and fish in `ShellCompletionEndToEndTests`).
@Suite struct CompletionTests {
  func complete(
    _ words: [String], environment: [String: String] = [:], in directory: TemporaryDirectory? = nil
  ) async -> [String] {
    let result =
      if let directory {
        await CLIHarness.run(["__complete"] + words, environment: environment, in: directory)
      } else {
        await CLIHarness.run(["__complete"] + words, environment: environment)
      }
    #expect(result.status == 0)
    return result.out.split(separator: "\n").map(String.init)
  }

  @Test func theFirstWordIsACommandOrAFile() async {
    let all = await complete([""])
    #expect(all == CLI.listedCommands.map(\.name) + [":files"])
    #expect(!all.contains("__complete"))
    #expect(await complete(["re"]) == ["render", "report", ":files"])
  }

  @Test(arguments: CLI.listedCommands.map(\.name))
  func optionsComeFromTheUsage(_ name: String) async throws {
    let command = try #require(CLI.command(named: name))
    let options = await complete([name, "--"])
    #expect(options == command.usage.optionNames.filter { $0.hasPrefix("--") })
  }

  @Test func fixedValuesComeFromTheUsage() async {
    #expect(
      await complete(["render", "a.json", "--platform", ""]) == ["android", "apns", "webpush"])
    #expect(await complete(["export", "a.json", "--as", "p"]) == ["python"])
    #expect(await complete(["validate", "--format", ""]) == ["text", "json", "github", "sarif"])
    #expect(await complete(["completion", ""]) == ["bash", "zsh", "fish"])
    #expect(await complete(["themes", ""]) == ["check"])
    #expect(await complete(["help", "cr"]) == ["credentials"])
    #expect(await complete(["help", "the"]) == ["themes"])
  }

  @Test func filesWhereTheUsageTakesThem() async {
    #expect(await complete(["validate", ""]) == [":files"])
    #expect(await complete(["send", "a.json", "--tokens-file", ""]) == [":files"])
    #expect(await complete(["send", "a.json", "--project", ""]) == [])
    #expect(await complete(["fields", ""]) == [])
  }

  @Test func namesComeFromTheConfigThemesAndTemplates() async throws {
    let home = try TemporaryDirectory(prefix: "fcm-complete")
    try home.write(
      "config/fcm-compose/config.toml",
      "[profiles.staging]\nproject = \"a\"\n\n[profiles.prod]\nproject = \"b\"\n")
    try home.write(
      ".fcm-compose/templates/flash-sale.json", #"{"message": {"notification": {"title": "x"}}}"#)
    let environment = ["XDG_CONFIG_HOME": home.path + "/config", "HOME": home.path]
    let profiles = await complete(
      ["send", "a.json", "--profile", ""], environment: environment, in: home)
    #expect(Set(profiles) == ["staging", "prod"])
    #expect(await complete(["doctor", "--profile", "st"], environment: environment) == ["staging"])
    let themes = await complete(["--theme", ""], environment: environment)
    #expect(themes.contains("default") && themes.contains("mono"))
    let templates = await complete(
      ["new", "a", "--template", ""], environment: environment, in: home)
    #expect(templates.contains("notification") && templates.contains("flash-sale"))
    #expect(await complete(["--example", ""]) == SampleDraft.names)
  }
}
