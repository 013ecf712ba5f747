import Foundation
import PushCore
import Testing

@Suite struct NewAndTemplatesCommandTests {
  @Test func templatesListsEveryBuiltInAndTheUsersOwn() async throws {
    let dir = try CLIHarness.directory(with: [:])
    let folder = dir.appending("config/fcm-compose/templates")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(#"{"notes": "Ours", "message": {"topic": "t"}}"#.utf8).write(
      to: folder.appendingPathComponent("team.json"))
    let env = ["XDG_CONFIG_HOME": dir.path + "/config", "HOME": dir.path]
    let result = await CLIHarness.run(["templates"], environment: env, in: dir)
    #expect(result.status == 0)
    for template in BuiltinTemplates.all { #expect(result.out.contains(template.id + " ")) }
    #expect(result.out.contains("team"))
    #expect(result.out.contains("(user: "))
    let json = await CLIHarness.run(["templates", "--json"], environment: env, in: dir)
    let list = try JSONParser.parse(json.out).arrayValue ?? []
    #expect(list.count == BuiltinTemplates.all.count + 1)
  }

  @Test func newWritesAValidDraftFromTheTemplateAndNeverOverwrites() async throws {
    let dir = try CLIHarness.directory(with: [:])
    let made = await CLIHarness.run(
      ["new", "promo/spring", "--template", "topic-broadcast"], in: dir)
    #expect(made.status == 0)
    #expect(made.out == "Created promo/spring.json from template topic-broadcast\n")
    let draft = try DraftFile.load(dir.appending("promo/spring.json")).draft
    #expect(draft.name == "spring")
    #expect(draft.value(at: "message.topic") == "news")
    let again = await CLIHarness.run(["new", "promo/spring.json"], in: dir)
    #expect(again.status == 2)
    #expect(again.err.contains("exists already"))
    let unknown = await CLIHarness.run(["new", "x", "--template", "topic-broadcst"], in: dir)
    #expect(unknown.status == 2)
    #expect(unknown.err.contains("did you mean \"topic-broadcast\""))
  }

  @Test func aFolderArgumentOpensTheComposerOnIt() async throws {
    let dir = try CLIHarness.directory(with: [:])
    let result = await CLIHarness.run([dir.path])
    #expect(result.composer == .composer(file: dir.path, example: false, theme: nil, profile: nil))
  }
}
