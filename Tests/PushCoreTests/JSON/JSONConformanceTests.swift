import Foundation
import PushCore
import Testing

/// nst/JSONTestSuite: `y_` files must parse, `n_` files must fail, `i_` files must not crash.
@Suite struct JSONConformanceTests {
  private static func suiteFiles() throws -> [URL] {
    let directory = TestPaths.testData().appendingPathComponent("JSONTestSuite/test_parsing")
    return TestPaths.files(in: directory, withExtension: "json")
  }

  @Test func suiteIsVendoredWithItsLicence() {
    let suite = TestPaths.testData().appendingPathComponent("JSONTestSuite")
    let licence =
      (try? String(
        contentsOf: suite.appendingPathComponent("LICENSE"), encoding: .utf8)) ?? ""
    #expect(licence.contains("MIT License") || licence.contains("Permission is hereby granted"))
  }

  @Test func suiteIsPresentAndComplete() throws {
    let files = try Self.suiteFiles()
    let names = files.map(\.lastPathComponent)
    #expect(names.filter { $0.hasPrefix("y_") }.count == 95)
    #expect(names.filter { $0.hasPrefix("n_") }.count == 188)
    #expect(names.filter { $0.hasPrefix("i_") }.count == 35)
  }

  @Test func acceptsEveryYesCase() throws {
    for file in try Self.suiteFiles() where file.lastPathComponent.hasPrefix("y_") {
      let data = try Data(contentsOf: file)
      #expect(throws: Never.self, "\(file.lastPathComponent)") { try JSONParser.parse(data) }
    }
  }

  @Test func rejectsEveryNoCase() throws {
    for file in try Self.suiteFiles() where file.lastPathComponent.hasPrefix("n_") {
      let data = try Data(contentsOf: file)
      #expect(throws: JSONSyntaxError.self, "\(file.lastPathComponent)") {
        try JSONParser.parse(data)
      }
    }
  }

  @Test func decidesEveryImplementationDefinedCaseWithoutCrashing() throws {
    var outcomes: [String: Bool] = [:]
    for file in try Self.suiteFiles() where file.lastPathComponent.hasPrefix("i_") {
      let data = try Data(contentsOf: file)
      outcomes[file.lastPathComponent] = (try? JSONParser.parse(data)) != nil
    }
    // Our documented choices: huge numbers are kept as text, a BOM is skipped, 500 levels
    // are within the limit; lone surrogates and anything that is not UTF-8 are rejected.
    #expect(outcomes["i_number_huge_exp.json"] == true)
    #expect(outcomes["i_structure_UTF-8_BOM_empty_object.json"] == true)
    #expect(outcomes["i_structure_500_nested_arrays.json"] == true)
    #expect(outcomes["i_string_1st_surrogate_but_2nd_missing.json"] == false)
    #expect(outcomes["i_string_UTF-16LE_with_BOM.json"] == false)
    #expect(outcomes["i_string_overlong_sequence_2_bytes.json"] == false)
    #expect(outcomes["i_string_UTF8_surrogate_U+D800.json"] == false)
  }

  @Test func deepNestingFailsWithADepthMessage() throws {
    let file = TestPaths.testData().appendingPathComponent(
      "JSONTestSuite/test_parsing/n_structure_100000_opening_arrays.json")
    let error = try #require(throws: JSONSyntaxError.self) {
      try JSONParser.parse(Data(contentsOf: file))
    }
    #expect(error.kind == .tooDeep)
    #expect(error.message == "nesting deeper than 512 levels")
    #expect(error.offset == 512)
  }

  @Test func nestingUpToTheLimitIsAccepted() throws {
    let depth = JSONParser.maximumDepth
    let ok = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(throws: Never.self) { try JSONParser.parse(ok) }
    let tooDeep = "[" + ok + "]"
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(tooDeep) }
  }

  @Test func hugeDocumentsOfUnclosedObjectsFailQuickly() {
    let text = String(repeating: "{\"a\":", count: 100_000)
    let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    #expect(error?.kind == .tooDeep)
  }
}
