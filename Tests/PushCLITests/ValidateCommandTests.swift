import Foundation
import PushCore
import Testing

@Suite struct ValidateCommandTests {
  static let files = [
    "clean.json": #"{"message": {"token": "t", "notification": {"title": "Hi"}}}"#,
    "warn.json": #"{"message": {"topic": "/topics/news", "notification": {"title": "Hi"}}}"#,
    "error.json": #"{"message": {"token": "t", "android": {"notification": {"color": "red"}}}}"#,
    "broken.json": "{\n  \"message\": {\n    \"token\": \"t\",\n  }\n}\n",
    "list.json": "[1, 2]\n",
  ]

  static func run(_ arguments: [String]) async throws -> CLIResult {
    let dir = try CLIHarness.directory(with: files)
    return await CLIHarness.run(["validate"] + arguments, in: dir)
  }

  @Test func cleanFileExits0Silently() async throws {
    let result = try await Self.run(["clean.json"])
    #expect(result.status == 0)
    #expect(result.out.isEmpty && result.err.isEmpty)
  }

  @Test func warningsAloneExit0() async throws {
    let result = try await Self.run(["warn.json"])
    #expect(result.status == 0)
    #expect(
      result.out
        == #"warn.json: warning: message.topic: drop the "/topics/" prefix; fcm-compose strips it "#
        + "when rendering, as the SDKs do [topic-prefix]\n")
  }

  @Test func strictTurnsWarningsIntoExit1() async throws {
    #expect(try await Self.run(["--strict", "warn.json"]).status == 1)
    #expect(try await Self.run(["--strict", "clean.json"]).status == 0)
  }

  @Test func errorsExit1() async throws {
    let result = try await Self.run(["error.json"])
    #expect(result.status == 1)
    #expect(
      result.out
        == "error.json: error: message.android.notification.color: must be a colour like #ff8800"
        + " [color-format]\n")
  }

  @Test func syntaxErrorsExit2WithLineAndColumn() async throws {
    let result = try await Self.run(["broken.json"])
    #expect(result.status == 2)
    #expect(result.err.hasPrefix("broken.json:3:17: trailing comma"), "\(result.err)")
    #expect(result.out.isEmpty)
  }

  @Test func nonObjectsAndMissingFilesExit2() async throws {
    let list = try await Self.run(["list.json"])
    #expect(list.status == 2)
    #expect(list.err.contains("list.json: a draft must be a JSON object"))
    let missing = try await Self.run(["missing.json"])
    #expect(missing.err == "missing.json: cannot read: no such file\n")
  }

  @Test func severalFilesReportEachAndTheWorstStatusWins() async throws {
    let problems = try await Self.run(["clean.json", "warn.json", "error.json"])
    #expect(problems.status == 1)
    #expect(
      problems.out.split(separator: "\n").map { $0.prefix { $0 != ":" } } == [
        "warn.json", "error.json",
      ])
    let unreadable = try await Self.run(["error.json", "broken.json", "warn.json"])
    #expect(unreadable.status == 2)
    #expect(unreadable.out.contains("error.json: error:") && unreadable.out.contains("warn.json:"))
  }

  @Test func stdinIsNamed() async {
    let result = await CLIHarness.run(["validate", "-"], stdin: #"{"message": {}}"#)
    #expect(result.status == 1)
    #expect(result.out.hasPrefix("<stdin>: error: message: no target"))
  }

  @Test func jsonOutputIsOneRecordPerProblem() async throws {
    let result = try await Self.run(["--json", "clean.json", "error.json", "broken.json"])
    #expect(result.status == 2)
    #expect(result.err.isEmpty)
    let records = try #require(try JSONParser.parse(result.out).arrayValue)
    #expect(records.count == 2)
    #expect(
      records.first
        == [
          "file": "error.json", "severity": "error", "rule": "color-format",
          "path": "message.android.notification.color", "message": "must be a colour like #ff8800",
        ])
    let syntax = try #require(records.last?.objectValue)
    #expect(syntax.keys == ["file", "severity", "rule", "line", "column", "message"])
    #expect(syntax["rule"] == "json-syntax")
    #expect(syntax["line"] == 3 && syntax["column"] == 17)
    #expect(syntax["message"]?.stringValue?.hasPrefix("trailing comma") == true)
  }

  @Test func jsonOutputOfACleanFileIsAnEmptyList() async throws {
    let result = try await Self.run(["--json", "clean.json"])
    #expect(result.status == 0)
    #expect(result.out == "[]\n")
  }

  @Test func usageErrors() async throws {
    let none = await CLIHarness.run(["validate"])
    #expect(none.status == 2)
    #expect(none.err.contains("validate needs at least one FILE"))
    let typo = try await Self.run(["--strcit", "clean.json"])
    #expect(typo.status == 2)
    #expect(typo.err.contains("unknown option --strcit (did you mean --strict?)"))
    #expect(typo.err.contains("usage: fcm-compose validate FILE|DIR... [--json] [--strict]"))
  }
}
