import Foundation
import Testing

@testable import PushCLI

/// Every Markdown file of the manual is a `help` topic, and every topic is reachable.
@Suite struct ManualTopicTests {
  static let folder = CLITestPaths.testsRoot.deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/PushCLI/Manual")

  @Test func everyManualFileIsATopic() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
    #expect(!files.isEmpty)
    #expect(Set(files) == Set(ManualTopic.all.map(\.name)))
    #expect(ManualTopic.all.count == Set(ManualTopic.all.map(\.name)).count)
    for topic in ManualTopic.all {
      let text = try String(
        contentsOf: Self.folder.appendingPathComponent(topic.name + ".md"), encoding: .utf8)
      #expect(topic.markdown == text, "\(topic.name): the binary holds an older copy")
    }
  }

  /// README's table of topics links every topic once, and nothing else: the front door and
  /// `fcm-compose help` cannot disagree about what the manual holds.
  @Test func readmeLinksEveryTopic() throws {
    let readme = try String(
      contentsOf: Self.folder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
    let linked = readme.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| ["), let open = line.range(of: "](Sources/PushCLI/Manual/"),
        let end = line.range(of: ".md)", range: open.upperBound..<line.endIndex)
      else { return nil }
      return String(line[open.upperBound..<end.lowerBound])
    }
    #expect(linked.sorted() == ManualTopic.all.map(\.name).sorted())
  }

  @Test(arguments: ManualTopic.all.map(\.name))
  func helpShowsTheTopic(_ name: String) async throws {
    let topic = try #require(ManualTopic.named(name))
    let result = await CLIHarness.run(["help", name])
    #expect(result.status == 0)
    let page = result.out
    #expect(page.contains(topic.title.uppercased() + "\n\n"))
    #expect(CLI.command(named: name) != nil || page.hasPrefix(topic.title.uppercased() + "\n"))
    // Markdown's marks do not reach the terminal.
    #expect(!result.out.contains("**"))
    #expect(!result.out.contains("```"))
    #expect(!result.out.contains("|---"))
  }

  @Test func markdownBlocksAreRead() {
    let blocks = MarkdownBlock.parse(
      "# T\n\n## T\n\nsome `code` and **bold**\ntext\n\n- one\n  more\n- two\n\n| a | b |\n|---|---|\n| c | d |\n\n```\nx\n```\n"
    )
    #expect(
      blocks == [
        .heading(level: 1, text: "T"), .paragraph(["some `code` and **bold**", "text"]),
        .item(marker: "-", lines: ["one", "more"]), .item(marker: "-", lines: ["two"]),
        .table([["a", "b"], ["c", "d"]]), .code(["x"]),
      ])
    #expect(
      MarkdownInline.plain("see [keys](#keys) and [x](https://e.x)")
        == "see keys and x (https://e.x)")
  }
}
