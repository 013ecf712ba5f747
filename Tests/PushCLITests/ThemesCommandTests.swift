import Foundation
import Testing

@Suite struct ThemesCommandTests {
  @Test func listsEveryShippedThemeAndWhereUserThemesGo() async throws {
    let config = try CLIHarness.directory(with: [:])
    let result = await CLIHarness.run(["themes"], environment: ["XDG_CONFIG_HOME": config.path])
    #expect(result.status == 0)
    for name in ["default", "mono", "harbor", "paper", "high-contrast", "production"] {
      #expect(result.out.contains("\n\(name) ") || result.out.hasPrefix("\(name) "), "\(name)")
    }
    #expect(result.out.contains(config.path + "/fcm-compose/themes"))
  }

  @Test func aUserThemeIsListed() async throws {
    let config = try CLIHarness.directory(with: [:])
    let themes = config.appending("fcm-compose/themes")
    try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
    try Data("name = \"Mine\"\ninherits = \"default\"\n".utf8)
      .write(to: themes.appendingPathComponent("mine.toml"))
    let result = await CLIHarness.run(["themes"], environment: ["XDG_CONFIG_HOME": config.path])
    #expect(result.out.contains("mine") && result.out.contains("Mine (user)"))
  }

  @Test func checkNamesLineAndColumnOfEachMistakeAndExitsOne() async throws {
    let dir = try CLIHarness.directory(with: [
      "bad.toml": "name = \"x\"\n[styles]\n\"ui.text\" = \"bleu\"\n\"ui.statusbar\" = \"red\"\n"
    ])
    let result = await CLIHarness.run(["themes", "check", "bad.toml"], in: dir)
    #expect(result.status == 1)
    #expect(
      result.out.contains(
        "bad.toml:3:14: warning: unknown colour \"bleu\" (did you mean \"blue\"?)"))
    #expect(result.out.contains("bad.toml:4:1: warning: unknown role \"ui.statusbar\""))
  }

  @Test func checkOfAGoodFileSaysOk() async throws {
    let dir = try CLIHarness.directory(with: ["ok.toml": "name = \"ok\"\ninherits = \"default\"\n"])
    let result = await CLIHarness.run(["themes", "check", dir.path], in: dir)
    #expect(result.status == 0)
    #expect(result.out.contains("ok.toml: ok"))
  }

  @Test func checkWithoutAFileIsAUsageError() async {
    let result = await CLIHarness.run(["themes", "check"])
    #expect(result.status == 2)
    #expect(result.err.contains("usage: fcm-compose themes"))
  }
}
