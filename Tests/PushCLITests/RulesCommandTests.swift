import Foundation
import PushCore
import Testing

/// Issue 45: one rule table. `rules --json` lists every rule, each example in it breaks its own
/// rule, and every rule id `validate` reports is in the table.
@Suite struct RulesCommandTests {
  static func rulesJSON(_ extra: [String] = []) async throws -> [JSONObject] {
    let result = await CLIHarness.run(["rules", "--json"] + extra)
    #expect(result.status == 0, "\(result.err)")
    let parsed = try JSONParser.parseDocument(result.out)
    return (parsed.value.arrayValue ?? []).compactMap(\.objectValue)
  }

  @Test func jsonListsEveryRuleOnceWithItsEntry() async throws {
    let rules = try await Self.rulesJSON()
    let ids = rules.compactMap { $0["id"]?.stringValue }
    #expect(ids == RuleID.allCases.map(\.rawValue))
    #expect(Set(ids).count == ids.count)
    for rule in rules {
      for key in ["severity", "class", "source", "why", "example"] {
        #expect(rule[key]?.stringValue?.isEmpty == false, "\(rule["id"] ?? .null) lacks \(key)")
      }
    }
    let dropped = rules.filter { $0["class"]?.stringValue == "delivered-but-dropped" }
      .compactMap { $0["id"]?.stringValue }
    #expect(
      Set(dropped) == ["live-activity-required", "web-renotify-tag", "web-silent-vibrate"])
    #expect(
      dropped.allSatisfy { id in rules.first { $0["id"]?.stringValue == id }?["severity"] == "error"
      })
  }

  /// Rules whose example is prose: no draft alone breaks them (sizes, audiences, FCM's answer).
  static let proseExamples: Set<RuleID> = [
    .notAllowed, .payloadSize, .topicPayloadSize, .consoleCharacters, .emptyCell, .audience,
    .skippedRow, .fcmRejected, .note,
  ]

  /// Each JSON example, validated, reports its rule; and every rule any example reports is in
  /// the table (a diagnostic whose id `rules --json` does not list fails here).
  @Test func everyExampleBreaksItsRuleAndEveryReportedIdIsListed() async throws {
    let listed = Set(try await Self.rulesJSON().compactMap { $0["id"]?.stringValue })
    let dir = try CLIHarness.directory(
      with: Dictionary(
        uniqueKeysWithValues: RuleID.all.filter { !Self.proseExamples.contains($0.id) }.map {
          ("\($0.id.rawValue).json", $0.example)
        }))
    for rule in RuleID.all where !Self.proseExamples.contains(rule.id) {
      let result = await CLIHarness.run(
        ["validate", "--json", "\(rule.id.rawValue).json"],
        environment: ["FCM_COMPOSE_NOW": "1767225600"],
        in: dir)
      let records = (try? JSONParser.parseDocument(result.out).value.arrayValue) ?? []
      let reported = records.compactMap { $0.objectValue?["rule"]?.stringValue }
      #expect(reported.contains(rule.id.rawValue), "\(rule.id.rawValue): \(result.out)")
      for id in reported { #expect(listed.contains(id), "\(id) is not in rules --json") }
      if rule.level == .dropped {
        let classes = records.compactMap { $0.objectValue?["class"]?.stringValue }
        #expect(classes.contains("delivered-but-dropped"), "\(rule.id.rawValue): \(result.out)")
      }
    }
  }

  @Test func sourceFiltersAndBadSourceIsAUsageError() async throws {
    let device = try await Self.rulesJSON(["--source", "browser"])
    #expect(
      device.compactMap { $0["id"]?.stringValue } == ["web-renotify-tag", "web-silent-vibrate"])
    let bad = await CLIHarness.run(["rules", "--source", "moon"])
    #expect(bad.status == 2)
    #expect(bad.err.contains("fcm, apns, sdk, device, browser"))
    let help = await CLIHarness.run(["rules", "--help"])
    #expect(help.status == 0)
    #expect(help.out.hasPrefix("usage: fcm-compose rules"))
    let text = await CLIHarness.run(["rules"])
    #expect(text.out.contains("unicode-host"))
    #expect(text.out.contains("delivered-but-dropped"))
  }

  static let files = [
    "warn.json": #"{"message": {"topic": "/topics/news", "notification": {"title": "Hi"}}}"#,
    "ignoring.json":
      #"{"fcm_compose": {"ignore": ["topic-prefix"], "owner": {"team": "growth"}}, "message": {"topic": "/topics/news"}}"#,
    "ignore-error.json":
      #"{"fcm_compose": {"ignore": ["no-target", "topic-prefx"]}, "message": {"notification": {"title": "a"}}}"#,
    "unicode.json":
      #"{"message": {"topic": "n", "notification": {"image": "https://例え.jp/a.png"}}}"#,
    "punycode.json":
      #"{"message": {"topic": "n", "notification": {"image": "https://xn--r8jz45g.jp/a.png"}}}"#,
  ]

  @Test func textShowsTheRuleIdAndIgnoreSilencesWarningsOnly() async throws {
    let dir = try CLIHarness.directory(with: Self.files)
    let warn = await CLIHarness.run(["validate", "warn.json"], in: dir)
    #expect(warn.out.hasSuffix("[topic-prefix]\n"), "\(warn.out)")
    let ignored = await CLIHarness.run(
      ["validate", "--ignore", "topic-prefix", "warn.json"], in: dir)
    #expect(ignored.status == 0 && ignored.out.isEmpty, "\(ignored.out)")
    let strict = await CLIHarness.run(
      ["validate", "--strict", "--ignore", "topic-prefix", "warn.json"], in: dir)
    #expect(strict.status == 0)
    let error = await CLIHarness.run(["validate", "--ignore", "no-target", "warn.json"], in: dir)
    #expect(error.status == 2)
    #expect(error.err.contains("only warnings can be ignored"))
    let unknown = await CLIHarness.run(
      ["validate", "--ignore", "topic-prefx", "warn.json"], in: dir)
    #expect(unknown.status == 2)
    #expect(unknown.err.contains(#"did you mean "topic-prefix""#))
  }

  @Test func draftLevelIgnoreIsReadKeptAndNeverRendered() async throws {
    let dir = try CLIHarness.directory(with: Self.files)
    let quiet = await CLIHarness.run(["validate", "ignoring.json"], in: dir)
    #expect(quiet.status == 0 && quiet.out.isEmpty, "\(quiet.out)")
    let render = await CLIHarness.run(["render", "ignoring.json"], in: dir)
    #expect(!render.out.contains("fcm_compose") && !render.out.contains("growth"))
    let listed = await CLIHarness.run(["validate", "ignore-error.json"], in: dir)
    #expect(listed.status == 1)  // no-target is an error and stays one
    #expect(listed.out.contains("[no-target]"))
    #expect(listed.out.contains("fcm_compose.ignore[0]: \"no-target\" is an error rule"))
    #expect(listed.out.contains("did you mean \"topic-prefix\""))
  }

  /// Issue 45: a punycode host passes; a Unicode host is a warning naming Node with the
  /// punycode spelling, and an error for `export --as node` only.
  @Test func unicodeHostWarnsAndFailsOnlyTheNodeExport() async throws {
    let dir = try CLIHarness.directory(with: Self.files)
    let env = ["FCM_COMPOSE_NOW": "1767225600"]
    let puny = await CLIHarness.run(["validate", "punycode.json"], environment: env, in: dir)
    #expect(!puny.out.contains("message.notification.image"), "\(puny.out)")
    let unicode = await CLIHarness.run(["validate", "unicode.json"], environment: env, in: dir)
    #expect(unicode.status == 0)
    #expect(unicode.out.contains("warning: message.notification.image:"))
    #expect(unicode.out.contains("xn--r8jz45g.jp [unicode-host]"), "\(unicode.out)")
    let node = await CLIHarness.run(
      ["export", "unicode.json", "--as", "node"], environment: env, in: dir)
    #expect(node.status == 1)
    #expect(node.err.contains("error: message.notification.image"))
    #expect(node.err.contains("an error for --as node"))
    for format in ["python", "go", "curl"] {
      let other = await CLIHarness.run(
        ["export", "unicode.json", "--as", format], environment: env, in: dir)
      #expect(other.status == 0, "\(format): \(other.err)")
    }
  }
}
