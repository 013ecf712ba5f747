import Foundation
import PushCore
import Testing

/// Golden transcripts (Export/Golden) of every export format for the built-in sample draft
/// (a recipient list, no project: placeholders and notes) and for Fixtures/rich.json (every
/// kind of value the exporters convert, Hebrew/CJK/emoji, `$`, quotes and backslashes).
/// Node.js and Go are checked by these goldens only; Python and curl also run (ExportRunTests).
@Suite struct ExportGoldenTests {
  static let formats = ExportFormat.allCases.map(\.rawValue)

  @Test(arguments: formats)
  func sampleDraft(_ format: String) async {
    let arguments = ["export", "-", "--as", format]
    let result = await CLIHarness.run(
      arguments, stdin: SampleDraft.text, environment: ExportPaths.environment)
    #expect(result.status == 0)
    Golden.assertMatches(
      Golden.transcript(arguments, result, env: "FCM_COMPOSE_NOW=1767225600 "),
      "sample-\(format).txt", in: ExportPaths.golden)
  }

  @Test(arguments: formats)
  func richDraft(_ format: String) async {
    let arguments = [
      "export", "rich.json", "--as", format, "--project", "demo-project", "--bundle",
      "com.example.rich",
    ]
    let result = await CLIHarness.run(
      arguments, environment: ExportPaths.environment, in: ExportPaths.fixtures)
    // rich.json sets the deprecated bypass_proxy_notification on purpose: a warning, not an error.
    #expect(result.status == 0)
    Golden.assertMatches(
      Golden.transcript(arguments, result, env: "FCM_COMPOSE_NOW=1767225600 "),
      "rich-\(format).txt", in: ExportPaths.golden)
  }

  /// The Node.js export is an ES module `node --check` accepts (syntax only: the SDK is not
  /// installed here, so what it sends is checked by the golden and review, not by a run).
  @Test(
    .enabled(if: ExportGoldenTests.hasNode, "skipped: node is not installed"),
    arguments: ["sample", "rich"])
  func nodeExportIsValidJavaScript(_ name: String) async throws {
    let arguments =
      name == "sample"
      ? ["export", "-", "--as", "node"] : ["export", "rich.json", "--as", "node"]
    let result = await CLIHarness.run(
      arguments, stdin: SampleDraft.text, environment: ExportPaths.environment,
      in: ExportPaths.fixtures)
    let dir = try CLIHarness.directory(with: ["send.mjs": result.out])
    let check = try ExternalProcess.run([
      "node", "--check", dir.appending("send.mjs").path,
    ])
    #expect(check.status == 0, Comment(rawValue: check.err))
  }

  static let hasNode: Bool = {
    (try? ExternalProcess.run(["sh", "-c", "command -v node"]))?.status == 0
  }()
}
