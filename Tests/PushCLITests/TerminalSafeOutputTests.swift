import Foundation
import PushCore
import Testing

/// What `validate`, `render` and `export` print about a draft never carries the draft's control
/// characters to the terminal: an OSC title or clipboard write, a screen clear or a bidi
/// override in a key or value is shown as `\u001b`-style text; JSON output keeps the same
/// values with the characters as JSON escapes.
@Suite struct TerminalSafeOutputTests {
  /// A key and values holding OSC 0 (window title), OSC 52 (clipboard), CSI 2J, a C1 CSI, a bidi
  /// override and a CR that would overwrite the line.
  static let hostile = #"""
    {"name": "n\u001b]0;title\u0007",
     "message": {"token": "t",
      "data": {"k\u001b]52;c;cHduZWQ=\u0007": "v\u001b[2J\u009b31m\u202e\rfake"},
      "android": {"priority": "urgent\u001b[31m", "ttl": "3x\u0007",
                  "k\u001b]52;c;cHduZWQ=\u0007": 1}}}
    """#

  static func run(_ arguments: [String], stdin: String = "") async throws -> CLIResult {
    let dir = try CLIHarness.directory(with: ["hostile.json": hostile])
    return await CLIHarness.run(
      arguments, stdin: stdin, environment: ["FCM_COMPOSE_NOW": "1767225600"], in: dir)
  }

  static func rawControls(_ text: String) -> [String] {
    text.unicodeScalars.filter { TerminalSafe.mustEscape($0, layout: .multiLine) }
      .map { "U+" + String($0.value, radix: 16) }
  }

  @Test func validateShowsKeysAndValuesEscaped() async throws {
    let result = try await Self.run(["validate", "hostile.json"])
    #expect(result.status == 1)
    #expect(Self.rawControls(result.out + result.err).isEmpty)
    #expect(result.out.contains(#"message.android.priority"#))
    #expect(result.out.contains(#"urgent\u001b[31m"#), "\(result.out)")
    #expect(result.out.contains(#"k\u001b]52;c;cHduZWQ=\u0007"#), "\(result.out)")
  }

  @Test func validateJSONKeepsTheValuesAsJSONEscapes() async throws {
    let result = try await Self.run(["validate", "hostile.json", "--json"])
    #expect(Self.rawControls(result.out).isEmpty)
    let parsed = try JSONParser.parse(result.out)
    let messages = parsed.arrayValue?.compactMap { $0.objectValue?["path"]?.stringValue } ?? []
    // The path spells the key as JSONPath does (`["k\u001b…"]`); the record holds no raw ESC.
    #expect(messages.contains { $0.contains("]52;c;cHduZWQ=") }, "\(messages)")
  }

  @Test func renderPrintsTheSameJSONWithEscapesAndSafeDiagnostics() async throws {
    let result = try await Self.run(["render", "hostile.json"])
    #expect(Self.rawControls(result.out + result.err).isEmpty)
    let body = try JSONParser.parse(result.out)
    let data = body.objectValue?["message"]?.objectValue?["data"]?.objectValue
    #expect(data?["k\u{1B}]52;c;cHduZWQ=\u{07}"] == .string("v\u{1B}[2J\u{9B}31m\u{202E}\rfake"))
  }

  @Test(arguments: ["curl", "node", "python", "go", "apns"])
  func exportWritesNoRawControls(_ format: String) async throws {
    let result = try await Self.run(["export", "hostile.json", "--as", format])
    #expect(Self.rawControls(result.out + result.err).isEmpty)
  }

  @Test func syntaxErrorQuotingAControlIsEscaped() async throws {
    let result = try await Self.run(["validate", "-"], stdin: "{\"a\": \u{1B}]0;x\u{07}}")
    #expect(result.status == 2)
    #expect(Self.rawControls(result.err).isEmpty, "\(result.err)")
  }

  @Test func fileNameWithControlsIsEscapedInMessages() async throws {
    let result = try await Self.run(["validate", "missing\u{1B}[2J.json"])
    #expect(result.status == 2)
    #expect(result.err.contains(#"missing\u001b[2J.json"#))
    #expect(Self.rawControls(result.err).isEmpty)
  }

  @Test func draftOverTheSizeLimitIsRefused() async throws {
    let dir = try CLIHarness.directory(with: [:])
    let big = dir.appending("big.json")
    let padding = String(repeating: " ", count: DraftFile.maximumSize)
    try Data((#"{"message": {}}"# + padding).utf8).write(to: big)
    let file = await CLIHarness.run(["validate", "big.json"], in: dir)
    #expect(file.status == 2)
    #expect(file.err.contains("big.json: larger than 16 MiB, the limit for a draft"))
    let stdin = await CLIHarness.run(
      ["validate", "-"], stdin: #"{"message": {}}"# + padding, in: dir)
    #expect(stdin.status == 2)
    #expect(stdin.err.contains("<stdin>: larger than 16 MiB, the limit for a draft"))
    let exact = await CLIHarness.run(
      ["validate", "-"], stdin: #"{"message": {}}"# + padding.dropFirst(15), in: dir)
    #expect(!exact.err.contains("16 MiB"))
  }
}
