import Foundation
import Testing

@testable import TermUI

/// The shipped themes are compiled in; these tests keep `BuiltinThemes.swift` and `Builtin/`
/// in step with `themes/*.toml`. `RECORD_THEMES=1 swift test --filter BuiltinThemesTests`
/// rewrites them.
@Suite struct BuiltinThemesTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let themesDirectory = packageRoot.appendingPathComponent("themes")
  static let themeSources = packageRoot.appendingPathComponent("Sources/TermUI/Theme")

  /// The generated files now on disk, by path under `Sources/TermUI/Theme/`.
  static func generatedFiles() -> [String: String] {
    var files: [String: String] = [:]
    let index = themeSources.appendingPathComponent("BuiltinThemes.swift")
    files["BuiltinThemes.swift"] = try? String(contentsOf: index, encoding: .utf8)
    let folder = themeSources.appendingPathComponent("Builtin")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names {
      files["Builtin/" + name] = try? String(
        contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return files
  }

  /// `themes/*.toml` by id, sorted.
  static func shippedThemes() throws -> [(name: String, text: String)] {
    let urls = try FileManager.default.contentsOfDirectory(
      at: themesDirectory, includingPropertiesForKeys: nil)
    return try urls.filter { $0.pathExtension == "toml" }
      .map { (ThemeSource.id(of: $0), try String(contentsOf: $0, encoding: .utf8)) }
      .sorted { $0.0 < $1.0 }
  }

  @Test func embeddedThemesMatchThemesDirectory() throws {
    let shipped = try Self.shippedThemes()
    for theme in shipped {
      #expect(!theme.text.contains("\r"), "themes/\(theme.name).toml must use \\n line endings")
    }
    let expected = BuiltinThemesSource.render(shipped)
    let current = Self.generatedFiles()
    if ProcessInfo.processInfo.environment["RECORD_THEMES"] == "1", current != expected {
      for path in current.keys where expected[path] == nil {
        try FileManager.default.removeItem(at: Self.themeSources.appendingPathComponent(path))
      }
      try FileManager.default.createDirectory(
        at: Self.themeSources.appendingPathComponent("Builtin"), withIntermediateDirectories: true)
      for (path, text) in expected where current[path] != text {
        try text.write(
          to: Self.themeSources.appendingPathComponent(path), atomically: true, encoding: .utf8)
      }
      Issue.record("Rewrote the compiled-in themes from themes/; rebuild and run the tests again.")
      return
    }
    #expect(current.keys.sorted() == expected.keys.sorted(), "generated theme files differ")
    for (path, text) in expected.sorted(by: { $0.key < $1.key }) {
      #expect(
        current[path] == text,
        """
        Sources/TermUI/Theme/\(path) is out of date with themes/*.toml. \
        Run `RECORD_THEMES=1 swift test --filter BuiltinThemesTests` to copy them over.
        """)
    }
  }

  @Test func compiledInTextsAreByteIdenticalToFiles() throws {
    let shipped = try Self.shippedThemes()
    #expect(BuiltinThemes.all.map(\.name) == shipped.map(\.name))
    for (embedded, file) in zip(BuiltinThemes.all, shipped) {
      #expect(
        Array(embedded.text.utf8) == Array(file.text.utf8),
        "compiled-in \(embedded.name) differs from themes/\(file.name).toml; run RECORD_THEMES=1")
    }
  }

  @Test func catalogueListsEveryShippedTheme() throws {
    let catalog = ThemeCatalog(environment: [:])
    #expect(catalog.builtinNames == (try Self.shippedThemes()).map(\.name))
    for name in ["default", "mono", "production", "harbor", "paper", "high-contrast"] {
      #expect(catalog.names.contains(name))
    }
  }

  @Test func generatedLiteralsRoundTripAwkwardText() {
    let awkward = "a \"\"\"# b \\# c \\(x)\n\n  indented\ttab\n"
    let source = BuiltinThemesSource.literal(for: awkward, indent: "")
    #expect(source.contains("##\"\"\""))
  }
}
