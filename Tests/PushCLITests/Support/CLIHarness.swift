import Foundation
import PushCLI
import TestSupport
import Testing

/// Text written by a command, collected from any thread.
final class OutputBuffer: @unchecked Sendable {
  private let lock = NSLock()
  private var text = ""

  func append(_ s: String) {
    lock.lock()
    text += s
    lock.unlock()
  }

  var value: String {
    lock.lock()
    defer { lock.unlock() }
    return text
  }
}

/// What one in-process run of the CLI did.
struct CLIResult: Sendable {
  var status: Int32
  var out: String
  var err: String
  /// Set when the arguments open the composer instead of running a command.
  var composer: CLI.Invocation?
}

/// Runs `fcm-compose` in-process with captured output, like the real executable's `main`.
enum CLIHarness {
  /// Runs the command in `directory` (a scratch folder of its own when `nil`, so nothing lands
  /// in `$TMPDIR` itself).
  static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    in directory: URL? = nil
  ) async -> CLIResult {
    guard let directory else {
      do {
        let scratch = try TemporaryDirectory(prefix: "fcm-cli")
        return await run(arguments, stdin: stdin, environment: environment, in: scratch)
      } catch {
        Issue.record("cannot make a scratch directory: \(error)")
        return CLIResult(status: -1, out: "", err: "\(error)")
      }
    }
    let out = OutputBuffer()
    let err = OutputBuffer()
    let input = Data(stdin.utf8)
    let context = CommandContext(
      writeOut: { out.append($0) }, writeErr: { err.append($0) }, readStdin: { input },
      environment: environment, currentDirectory: directory)
    switch CLI.parse(arguments, context: context) {
    case .exit(let status):
      return CLIResult(status: status, out: out.value, err: err.value)
    case .command(let name, let rest):
      let status = await CLI.run(command: name, arguments: rest, context: context)
      return CLIResult(status: status, out: out.value, err: err.value)
    case let invocation:
      return CLIResult(status: -1, out: out.value, err: err.value, composer: invocation)
    }
  }

  /// A fresh temporary directory holding the given files, removed when the test lets go of
  /// it.
  static func directory(with files: [String: String]) throws -> TemporaryDirectory {
    let scratch = try TemporaryDirectory(prefix: "fcm-cli")
    for (name, text) in files { try scratch.write(name, text) }
    return scratch
  }

  /// Runs the command in `scratch`.
  static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    in scratch: TemporaryDirectory
  ) async -> CLIResult {
    let result = await run(arguments, stdin: stdin, environment: environment, in: scratch.url)
    withExtendedLifetime(scratch) {}
    return result
  }
}

/// Files the CLI tests read, found from this source file.
enum CLITestPaths {
  /// `Tests/PushCLITests`.
  static let testsRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `Tests/PushCLITests/Golden`.
  static let golden = testsRoot.appendingPathComponent("Golden", isDirectory: true)

  /// `Tests/PushCoreTests/Fixtures` (the seed examples live in `seeds/`).
  static let fixtures = testsRoot.deletingLastPathComponent()
    .appendingPathComponent("PushCoreTests/Fixtures", isDirectory: true)

  /// `Tests/TestData`: vendored test data (JSONTestSuite); nothing is read outside the
  /// repository.
  static let testData = testsRoot.deletingLastPathComponent()
    .appendingPathComponent("TestData", isDirectory: true)

  /// The `.json` files of a directory, sorted by name.
  static func jsonFiles(in directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map {
      directory.appendingPathComponent($0)
    }
  }
}

/// Golden files, through TestSupport's one helper (`RECORD_SNAPSHOTS=1` re-records, failing).
enum Golden {
  static func assertMatches(
    _ actual: String, _ name: String, in directory: URL = CLITestPaths.golden,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertGolden(
      actual, file: directory.appendingPathComponent(name), sourceLocation: sourceLocation)
  }

  /// One run as a golden transcript: the command, its exit status, stdout and stderr.
  static func transcript(_ arguments: [String], _ result: CLIResult, env: String = "") -> String {
    var text = "$ \(env)fcm-compose \(arguments.joined(separator: " "))\n"
    text += "exit \(result.status)\n"
    if !result.out.isEmpty { text += "--- stdout\n" + result.out }
    if !result.err.isEmpty { text += "--- stderr\n" + result.err }
    return text
  }
}
