import Foundation
import PushCore
import Testing

/// The example messages from the seed documents (Fixtures/seeds, see its README).
@Suite struct SeedFixtureTests {
  /// One mistake in a broken fixture.
  struct Mistake: Sendable, CustomStringConvertible {
    var fixture: String
    var line: Int
    var column: Int
    var kind: JSONSyntaxError.Kind
    var message: String
    /// Applied to the text first, to reach a mistake hidden behind an earlier one.
    var fixFirst: (String, String)?
    /// Columns the first fix adds before this mistake on its line (the README gives positions
    /// in the unfixed file).
    var shift = 0

    var description: String { "\(fixture) \(line):\(column)" }
  }

  static let seeds = TestPaths.fixtures().appendingPathComponent("seeds")

  static let missingColon = #"expected ':' after object key "notification", found '{'"#
  static let trailingBrace = "trailing comma before '}' (JSON does not allow trailing commas)"

  static let mistakes: [Mistake] = [
    Mistake(
      fixture: "000-4-platform-overrides", line: 1, column: 212, kind: .missingColon,
      message: missingColon),
    Mistake(
      fixture: "000-4-platform-overrides", line: 1, column: 295, kind: .trailingComma,
      message: trailingBrace, fixFirst: (#""notification"{"#, #""notification":{"#), shift: 1),
    Mistake(
      fixture: "000-5-normal-priority", line: 6, column: 29, kind: .trailingComma,
      message: trailingBrace),
    Mistake(
      fixture: "003-1-platform-overrides", line: 10, column: 22, kind: .missingColon,
      message: missingColon),
    Mistake(
      fixture: "003-1-platform-overrides", line: 16, column: 30, kind: .trailingComma,
      message: trailingBrace, fixFirst: (#""notification"{"#, #""notification":{"#)),
    Mistake(
      fixture: "003-3-image", line: 5, column: 36, kind: .trailingComma, message: trailingBrace),
  ]

  static let brokenNames = Set(mistakes.map(\.fixture))

  static func text(_ name: String) throws -> String {
    try String(contentsOf: seeds.appendingPathComponent(name + ".json"), encoding: .utf8)
  }

  @Test func everySeedExampleIsAFixture() {
    let names = TestPaths.files(in: Self.seeds, withExtension: "json").map(\.lastPathComponent)
    #expect(names.count == 18)  // 14 extracted examples + 4 fixed versions
    for broken in Self.brokenNames {
      #expect(names.contains(broken + ".json"))
      #expect(names.contains(broken + "-fixed.json"))
    }
  }

  @Test(arguments: mistakes)
  func brokenFixtureFailsAtTheMistake(_ mistake: Mistake) throws {
    var text = try Self.text(mistake.fixture)
    if let (old, new) = mistake.fixFirst {
      #expect(text.contains(old))
      text = text.replacingOccurrences(of: old, with: new)
    }
    let error = try #require(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    #expect(error.line == mistake.line)
    #expect(error.column == mistake.column + mistake.shift)
    #expect(error.kind == mistake.kind)
    #expect(error.message == mistake.message)
    #expect(
      error.description
        == "line \(mistake.line), column \(mistake.column + mistake.shift): \(mistake.message)")
  }

  @Test func cleanAndFixedFixturesParseAsMessages() throws {
    let files = TestPaths.files(in: Self.seeds, withExtension: "json").filter {
      !Self.brokenNames.contains($0.deletingPathExtension().lastPathComponent)
    }
    #expect(files.count == 14)  // 10 clean + 4 fixed
    for file in files {
      let document = try JSONParser.parseDocument(Data(contentsOf: file))
      let message = try #require(document.value[path: "message"]?.objectValue, "\(file)")
      #expect(!message.isEmpty)
      #expect(document.duplicateKeys.isEmpty)
    }
  }

  @Test func fixedPlatformOverridesKeepsEveryField() throws {
    let value = try JSONParser.parse(Self.text("003-1-platform-overrides-fixed"))
    #expect(value[path: "message.android.notification.click_action"] == "OPEN_ACTIVITY_1")
    #expect(value[path: "message.apns.headers.apns-priority"] == "5")
    #expect(value[path: "message.apns.payload.aps.category"] == "NEW_MESSAGE_CATEGORY")
    #expect(value[path: "message.webpush.headers.TTL"] == "86400")
    let keys = try #require(value[path: "message"]?.objectValue?.keys)
    #expect(keys == ["token", "notification", "android", "apns", "webpush"])
    // The one-line Vietnamese copy holds the same message.
    let sameMessage = try JSONParser.parse(Self.text("000-4-platform-overrides-fixed"))
    #expect(sameMessage == value)
  }

  @Test func fixedFilesDifferFromTheBrokenOnesOnlyByTheFix() throws {
    for broken in Self.brokenNames {
      let original = try Self.text(broken)
      let fixed = try Self.text(broken + "-fixed")
      let removedCommas = original.filter { $0 == "," }.count - fixed.filter { $0 == "," }.count
      let addedColons = fixed.filter { $0 == ":" }.count - original.filter { $0 == ":" }.count
      let changes = Self.mistakes.filter { $0.fixture == broken }
      #expect(removedCommas == changes.count { $0.kind == .trailingComma }, "\(broken)")
      #expect(addedColons == changes.count { $0.kind == .missingColon }, "\(broken)")
      #expect(original.count - removedCommas + addedColons == fixed.count, "\(broken)")
    }
  }
}
