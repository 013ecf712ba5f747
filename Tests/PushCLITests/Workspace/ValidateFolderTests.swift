import Foundation
import PushCore
import TestSupport
import Testing

/// `validate DIR`: every draft under a folder, a summary table, `--json`, GitHub annotations
/// and SARIF, with findings on the draft's own line.
@Suite struct ValidateFolderTests {
  static let files = [
    "good.json": #"{"message": {"topic": "news", "notification": {"title": "Hi"}}}"#,
    "bad.json":
      "{\n  \"message\": {\n    \"topic\": \"news\",\n    \"android\": {\"ttl\": \"5\"}\n  }\n}\n",
    "broken.json": "{\n  \"message\": {\n}\n",
    "package.json": #"{"name": "not a draft"}"#,
  ]

  func folder() throws -> TemporaryDirectory {
    let scratch = try CLIHarness.directory(with: [:])
    let drafts = scratch.appending("drafts")
    for (name, text) in Self.files {
      let file = drafts.appendingPathComponent(name.hasPrefix("bad") ? "promo/" + name : name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    try Data(#"{"message": {"token": 1}}"#.utf8).write(
      to: drafts.appendingPathComponent(".hidden.json"))
    return scratch
  }

  @Test func summaryTableAndFindingsAtLineAndColumnExitOne() async throws {
    let dir = try folder()
    let result = await CLIHarness.run(["validate", "drafts"], in: dir)
    #expect(result.status == 1)
    #expect(result.out.contains("drafts/promo/bad.json:4:17: error: message.android.ttl: "))
    #expect(result.out.contains("drafts/broken.json:3:2: error: "))
    #expect(result.out.contains("drafts/package.json: skipped: not a draft"))
    #expect(!result.out.contains(".hidden"))
    #expect(
      result.out.contains(
        "FILES  VALID  WITH WARNINGS  WITH ERRORS  NOT DRAFTS\n    4      1              0            2           1\n"
      ))
    #expect(result.out.contains("LARGEST PAYLOADS"))
  }

  @Test func aCleanFolderExitsZero() async throws {
    let dir = try CLIHarness.directory(with: ["a.json": Self.files["good.json"] ?? ""])
    let result = await CLIHarness.run(["validate", "."], in: dir)
    #expect(result.status == 0)
    #expect(result.out.hasPrefix("FILES  VALID"))
  }

  @Test func jsonReportCountsAndLocates() async throws {
    let dir = try folder()
    let result = await CLIHarness.run(["validate", "drafts", "--json"], in: dir)
    #expect(result.status == 1)
    let report = try JSONParser.parse(result.out)
    #expect(report[path: "files"] == 4)
    #expect(report[path: "valid"] == 1)
    #expect(report[path: "with_errors"] == 2)
    #expect(report[path: "not_drafts"] == 1)
    let drafts = report[path: "drafts"]?.arrayValue ?? []
    let bad = drafts.first { $0[path: "file"] == "drafts/promo/bad.json" }
    #expect(bad?[path: "status"] == "errors")
    #expect(bad?[path: "findings[0].line"] == 4)
    #expect(bad?[path: "findings[0].path"] == "message.android.ttl")
  }

  @Test func githubAnnotationsPointAtTheLine() async throws {
    let dir = try folder()
    let result = await CLIHarness.run(["validate", "drafts", "--format", "github"], in: dir)
    #expect(result.status == 1)
    let lines = result.out.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(
      lines.contains {
        $0.hasPrefix(
          "::error file=drafts/promo/bad.json,line=4,col=17,title=fcm-compose%3A message.android.ttl::"
        )
      })
    #expect(lines.contains { $0.hasPrefix("::error file=drafts/broken.json,line=3,col=2,") })
  }

  @Test func sarifIsAValid210Log() async throws {
    let dir = try folder()
    let result = await CLIHarness.run(["validate", "drafts", "--format", "sarif"], in: dir)
    #expect(result.status == 1)
    let log = try JSONParser.parse(result.out)
    #expect(log[path: "version"] == "2.1.0")
    #expect(log[path: "runs[0].tool.driver.name"] == "fcm-compose")
    let results = log[path: "runs[0].results"]?.arrayValue ?? []
    // Rule ids are the rule table's (`fcm-compose rules`); "5" is not a duration.
    let ttl = results.first { $0[path: "ruleId"] == "duration-format" }
    #expect(ttl?[path: "level"] == "error")
    #expect(
      ttl?[path: "locations[0].physicalLocation.artifactLocation.uri"] == "drafts/promo/bad.json")
    #expect(ttl?[path: "locations[0].physicalLocation.region.startLine"] == 4)
    let ruleIDs = Set(
      (log[path: "runs[0].tool.driver.rules"]?.arrayValue ?? []).compactMap {
        $0[path: "id"]?.stringValue
      })
    #expect(results.allSatisfy { ruleIDs.contains($0[path: "ruleId"]?.stringValue ?? "") })
  }

  @Test func plainFilesKeepTheClassicOutputAndBadFormatsAreUsageErrors() async throws {
    let dir = try folder()
    let classic = await CLIHarness.run(["validate", "drafts/promo/bad.json"], in: dir)
    #expect(classic.out.hasPrefix("drafts/promo/bad.json: error: message.android.ttl: "))
    let wrong = await CLIHarness.run(["validate", "drafts", "--format", "xml"], in: dir)
    #expect(wrong.status == 2)
    #expect(wrong.err.contains("--format must be one of text, json, github, sarif"))
    let missing = await CLIHarness.run(["validate", "nowhere", "--format", "github"], in: dir)
    #expect(missing.status == 2)
    #expect(missing.err.contains("nowhere: no such file or folder"))
  }
}
