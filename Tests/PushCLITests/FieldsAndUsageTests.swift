import Foundation
import PushCLI
import PushCore
import Testing

@Suite struct FieldsCommandTests {
  @Test func tableListsEverySchemaFieldInOrder() async {
    let result = await CLIHarness.run(["fields"])
    #expect(result.status == 0)
    let rows = result.out.split(separator: "\n").map(String.init)
    #expect(rows.first?.hasPrefix("PATH") == true)
    let paths = rows.dropFirst().map { String($0.prefix { $0 != " " }) }
    #expect(paths == FieldSchema.shared.fields.map(\.path))
    let ttl = rows.first { $0.hasPrefix("message.android.ttl ") } ?? ""
    #expect(ttl.contains("duration") && ttl.contains("0s to 2419200s"))
    let priority = rows.first { $0.hasPrefix("message.android.priority ") } ?? ""
    #expect(priority.hasSuffix("[NORMAL|HIGH]"))
  }

  @Test func jsonIsDerivedFromTheSchema() async throws {
    let result = await CLIHarness.run(["fields", "--json"])
    #expect(result.status == 0)
    let records = try #require(try JSONParser.parse(result.out).arrayValue)
    #expect(records.count == FieldSchema.shared.fields.count)
    for (record, field) in zip(records, FieldSchema.shared.fields) {
      let object = try #require(record.objectValue)
      #expect(object["path"]?.stringValue == field.path)
      #expect(object["kind"]?.stringValue == field.kind.name)
      #expect(object["platform"]?.stringValue == field.platform.rawValue)
      #expect(object["help"]?.stringValue == field.help)
      #expect((object["console"] != nil) == (field.console != nil), "\(field.path)")
      if case .enumeration(let values) = field.kind {
        #expect(object["values"] == .array(values.map { .string($0) }))
      }
    }
  }

  @Test func filtersByPlatformAndConsole() async throws {
    let apple = await CLIHarness.run(["fields", "--json", "--platform", "apns"])
    let records = try #require(try JSONParser.parse(apple.out).arrayValue)
    #expect(records.count == FieldSchema.shared.fields(for: .apns).count)
    let console = await CLIHarness.run(["fields", "--console", "--json"])
    let consoleRecords = try #require(try JSONParser.parse(console.out).arrayValue)
    #expect(consoleRecords.count == FieldSchema.shared.fields.filter { $0.console != nil }.count)
    #expect(consoleRecords.contains { $0.objectValue?["path"] == "message.notification.title" })
    let bad = await CLIHarness.run(["fields", "--platform", "ios9"])
    #expect(bad.status == 2)
    #expect(bad.err.contains(#"unknown platform "ios9""#))
  }
}

@Suite struct UsageTests {
  @Test func helpListsCommandsExitCodesAndTheClockVariable() async {
    for flag in ["--help", "-h"] {
      let result = await CLIHarness.run([flag])
      #expect(result.status == 0)
      for text in ["  render  ", "  validate  ", "  fields  ", "EXIT STATUS", "FCM_COMPOSE_NOW"] {
        #expect(result.out.contains(text), "\(flag): \(text)")
      }
    }
  }

  @Test func versionIsOneLine() async {
    let result = await CLIHarness.run(["--version"])
    #expect(result.status == 0)
    #expect(result.out.wholeMatch(of: /fcm-compose \d+\.\d+\.\d+\n/) != nil)
  }

  @Test func unknownOptionsSuggestTheClosest() async {
    let result = await CLIHarness.run(["--hepl"])
    #expect(result.status == 2)
    #expect(result.err.hasPrefix("fcm-compose: unknown option --hepl (did you mean --help?); "))
  }

  @Test func unknownCommandsSuggestTheClosest() async {
    let result = await CLIHarness.run(["valdate", "a.json"])
    #expect(result.status == 2)
    #expect(result.err.contains(#"unknown command "valdate" (did you mean "validate"?)"#))
    let direct = await CLIHarness.run(["fcm"], stdin: "")
    #expect(direct.composer == .composer(file: "fcm", example: false, theme: nil, profile: nil))
  }

  @Test func composerInvocations() async {
    #expect(
      await CLIHarness.run([]).composer
        == .composer(file: nil, example: false, theme: nil, profile: nil))
    #expect(
      await CLIHarness.run(["--example"]).composer
        == .composer(file: nil, example: true, theme: nil, profile: nil))
  }
}
