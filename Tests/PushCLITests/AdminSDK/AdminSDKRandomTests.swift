import Foundation
import PushCore
import TestSupport
import Testing

/// The differential test (issue 45): 1,000 random messages built with the Firebase Admin
/// Python SDK's public classes (`random_messages.py`, run through `generate.py --random`),
/// each written as the SDK encodes it (snake_case) and in the lowerCamelCase spelling. Every
/// class and option, `live_activity_token` with and without a Live Activity aps, alert and
/// aps custom keys of every JSON type, Unicode and punycode hosts, percent-encoded paths.
/// Property: `validate` reports no error except the "delivered but dropped" class, each
/// naming a rule of the table, and `render` returns each body unchanged, byte for byte.
///
/// The seed is fixed (CI); `FCM_SDK_SEED=N` picks another and `FCM_SDK_SEED=random` a random
/// one; `FCM_SDK_COUNT` changes the count. A failure prints the seed. Needs `python3` with
/// `firebase-admin` (installed by `.ci/setup`); the test fails, naming what is missing,
/// rather than skipping.
@Suite(.serialized) struct AdminSDKRandomTests {
  static let count = Int(ProcessInfo.processInfo.environment["FCM_SDK_COUNT"] ?? "") ?? 1000
  static let seed: Int = {
    switch ProcessInfo.processInfo.environment["FCM_SDK_SEED"] {
    case "random": Int.random(in: 0..<1_000_000)
    case let text?: Int(text) ?? 8
    case nil: 8
    }
  }()
  static let environment = ["FCM_COMPOSE_NOW": "1767225600"]

  /// Runs the generator into a fresh directory and returns it with the body file names.
  static func generate() throws -> (TemporaryDirectory, [String]) {
    let out = try TemporaryDirectory(prefix: "fcm-sdk-random")
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("generate.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", script.path, "--random", String(count), "--seed", String(seed), "--out",
      out.path,
    ]
    let stderr = Pipe()
    process.standardError = stderr
    process.standardOutput = Pipe()
    try process.run()
    let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0,
      "generate.py (seed \(seed)) failed (run .ci/setup for python3 and firebase-admin): \(message)"
    )
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    return (out, names)
  }

  @Test func noErrorButDroppedEachNamingItsRuleAndRenderIsTheSDKsEncoding() async throws {
    let (directory, names) = try Self.generate()
    #expect(names.count == 2 * Self.count)
    #expect(names.filter { $0.hasSuffix("-camel.json") }.count == Self.count)
    let seed =
      "seed \(Self.seed) (rerun: FCM_SDK_SEED=\(Self.seed) swift test --filter AdminSDKRandomTests)"

    let validate = await CLIHarness.run(
      ["validate", "--json"] + names, environment: Self.environment, in: directory)
    let records = (try JSONParser.parse(validate.out).arrayValue ?? []).compactMap(\.objectValue)
    let known = Set(RuleID.allCases.map(\.rawValue))
    let unnamed = records.filter { !known.contains($0["rule"]?.stringValue ?? "") }
    #expect(unnamed.isEmpty, "\(seed): diagnostics without a table rule: \(unnamed.prefix(5))")
    let errors = records.filter {
      $0["severity"] == "error" && $0["class"] != "delivered-but-dropped"
    }
    #expect(
      errors.isEmpty,
      "\(seed): \(errors.count) errors: \(errors.prefix(10).map { JSONWriter.string(.object($0)) })"
    )
    let dropped = records.filter { $0["class"] == "delivered-but-dropped" }
    #expect(dropped.allSatisfy { $0["severity"] == "error" }, "\(seed)")
    // The generator draws each dropped case on purpose: a run without one tests nothing.
    if Self.count >= 1000 { #expect(!dropped.isEmpty, "\(seed): no delivered-but-dropped case") }

    var changed: [String] = []
    for name in names {
      let url = directory.appending(name)
      let text = try String(contentsOf: url, encoding: .utf8)
      let loaded = try DraftFile.load(url)
      let rendered =
        JSONWriter.string(
          RequestRenderer.request(
            loaded.draft, options: RenderOptions(now: Date(timeIntervalSince1970: 1_767_225_600))))
        + "\n"
      if rendered != text { changed.append(name) }
    }
    #expect(
      changed.isEmpty, "\(seed): render changed \(changed.count) bodies: \(changed.prefix(5))")
  }

  /// The camelCase twin is judged exactly like the SDK's own body: same diagnostics, with
  /// paths in the spelling of each file.
  @Test func camelCaseTwinsGetTheSameDiagnostics() async throws {
    let (directory, names) = try Self.generate()
    for name in names where name.hasSuffix("-snake.json") {
      let twin = name.replacingOccurrences(of: "-snake", with: "-camel")
      let snake = await CLIHarness.run(
        ["validate", "--json", name], environment: Self.environment, in: directory)
      let camel = await CLIHarness.run(
        ["validate", "--json", twin], environment: Self.environment, in: directory)
      #expect(Self.summary(snake.out) == Self.summary(camel.out), "\(name) vs \(twin)")
    }
  }

  /// Severity and message of each diagnostic (paths differ by spelling, by design).
  static func summary(_ json: String) -> [String] {
    json.split(separator: "\n").filter { $0.contains("\"message\"") || $0.contains("\"severity\"") }
      .map { String($0).trimmingCharacters(in: .whitespaces) }
  }
}
