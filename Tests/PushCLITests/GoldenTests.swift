import Foundation
import PushCore
import Testing

/// Golden transcripts of the CLI (Tests/PushCLITests/Golden): `validate` and `render` of every
/// seed example message, the sample draft, and `fields`. A missing golden is recorded and the
/// test fails; `RECORD_GOLDEN=1 swift test --filter GoldenTests` re-records them all.
@Suite struct GoldenTests {
  /// The clock for every golden, so the console's Expires option renders the same each time.
  static let now = "1767225600"
  static let environment = ["FCM_COMPOSE_NOW": now]

  static var seedNames: [String] {
    CLITestPaths.jsonFiles(in: CLITestPaths.fixtures.appendingPathComponent("seeds"))
      .map(\.lastPathComponent)
  }

  @Test func seedsArePresent() {
    #expect(Self.seedNames.count >= 18, "the JSON helper's seed fixtures are missing")
  }

  /// Per seed: what `validate` says (the syntax mistake's line:column for broken ones, the real
  /// problems or nothing for the others), then `render` where the file parses.
  @Test(arguments: seedNames)
  func seed(_ name: String) async throws {
    let path = "seeds/\(name)"
    let validate = ["validate", path]
    let checked = await CLIHarness.run(
      validate, environment: Self.environment, in: CLITestPaths.fixtures)
    var text = Golden.transcript(validate, checked)
    if checked.status != 2 {
      let render = ["render", path]
      let rendered = await CLIHarness.run(
        render, environment: Self.environment, in: CLITestPaths.fixtures)
      #expect(rendered.status == checked.status)
      text += "\n" + Golden.transcript(render, rendered)
    } else {
      #expect(checked.err.firstMatch(of: #/^seeds/[^:]+:\d+:\d+: /#) != nil, "\(checked.err)")
      #expect(!name.hasSuffix("-fixed.json"), "a fixed seed must parse")
    }
    Golden.assertMatches(text, name.replacingOccurrences(of: ".json", with: ".txt"))
  }

  @Test(arguments: [nil, "android", "apns", "webpush"])
  func sampleDraft(_ platform: String?) async {
    let arguments = ["render", "-"] + (platform.map { ["--platform", $0] } ?? [])
    let result = await CLIHarness.run(
      arguments, stdin: SampleDraft.text, environment: Self.environment)
    #expect(result.status == 0)
    let env = "FCM_COMPOSE_NOW=\(Self.now) "
    Golden.assertMatches(
      Golden.transcript(arguments, result, env: env),
      "sample-render\(platform.map { "-\($0)" } ?? "").txt")
  }

  @Test func fields() async {
    let table = await CLIHarness.run(["fields"])
    Golden.assertMatches(Golden.transcript(["fields"], table), "fields.txt")
    let json = await CLIHarness.run(["fields", "--json"])
    Golden.assertMatches(Golden.transcript(["fields", "--json"], json), "fields-json.txt")
  }
}
