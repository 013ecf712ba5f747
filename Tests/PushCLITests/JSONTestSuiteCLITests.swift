import Foundation
import Testing

/// nst/JSONTestSuite through `fcm-compose validate`: rejected texts exit 2 naming
/// FILE:LINE:COL; accepted texts never exit 2 unless they are not a JSON object.
@Suite struct JSONTestSuiteCLITests {
  static func files(_ prefix: String) throws -> [URL] {
    let directory = CLITestPaths.testData.appendingPathComponent(
      "JSONTestSuite/test_parsing", isDirectory: true)
    return CLITestPaths.jsonFiles(in: directory).filter { $0.lastPathComponent.hasPrefix(prefix) }
  }

  @Test func everyRejectedTextExits2WithItsPosition() async throws {
    let files = try Self.files("n_")
    try #require(files.count == 188)
    for file in files {
      let name = file.lastPathComponent
      let result = await CLIHarness.run(
        ["validate", name], in: file.deletingLastPathComponent())
      #expect(result.status == 2, "\(name)")
      let located = result.err.firstMatch(of: /^([^\n]+):(\d+):(\d+): \S/)
      #expect(located?.output.1 == Substring(name), "\(name): \(result.err)")
      #expect(result.err.split(separator: "\n").count == 1, "\(name): one line")
    }
  }

  @Test func everyAcceptedTextIsJudgedOnItsContent() async throws {
    let files = try Self.files("y_")
    try #require(files.count == 95)
    var objects = 0
    for file in files {
      let name = file.lastPathComponent
      let result = await CLIHarness.run(
        ["validate", name], in: file.deletingLastPathComponent())
      let isObject =
        (try? Data(contentsOf: file)).map {
          String(decoding: $0, as: UTF8.self).drop { $0.isWhitespace }.first == "{"
        } ?? false
      if isObject {
        objects += 1
        // An object without "message" is a draft with a problem, not unreadable input.
        #expect(result.status == 1, "\(name): \(result.out)\(result.err)")
        #expect(result.out.contains(#"error: message: the draft has no "message" object"#))
      } else {
        #expect(result.status == 2, "\(name)")
        #expect(
          result.err.hasPrefix(
            "\(name): a draft must be a JSON object ({\"message\": {…}}), found "),
          "\(name): \(result.err)")
      }
    }
    #expect(objects > 10)
  }
}
