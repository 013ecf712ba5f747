import Foundation
import TestSupport
import Testing

/// 300 random messages built with the Firebase Admin Python SDK's public classes
/// (`random_messages.py`, run through `generate.py --random`), each written as the SDK encodes it
/// (snake_case) and in the lowerCamelCase spelling: `fcm-compose validate` exits 0 for all 600
/// bodies and `render` returns each one unchanged, byte for byte.
///
/// Needs `python3` with `firebase-admin` (installed by `.ci/setup`); the test fails, naming
/// what is missing, rather than skipping.
@Suite(.serialized) struct AdminSDKRandomTests {
  static let count = 300
  static let seed = 8
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
      "generate.py failed (run .ci/setup for python3 and firebase-admin): \(message)")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    return (out, names)
  }

  @Test func everySDKBodyValidatesAndRendersUnchanged() async throws {
    let (directory, names) = try Self.generate()
    #expect(names.count == 2 * Self.count)
    #expect(names.filter { $0.hasSuffix("-camel.json") }.count == Self.count)

    let validate = await CLIHarness.run(
      ["validate"] + names, environment: Self.environment, in: directory)
    let errors = validate.out.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(validate.status == 0, "\(errors.prefix(10).joined(separator: "\n"))\(validate.err)")

    var changed: [String] = []
    for name in names {
      let text = try String(
        contentsOf: directory.appending(name), encoding: .utf8)
      let render = await CLIHarness.run(
        ["render", name], environment: Self.environment, in: directory)
      if render.status != 0 || render.out != text { changed.append(name) }
    }
    #expect(changed.isEmpty, "render changed \(changed.count) bodies: \(changed.prefix(5))")
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
