import Foundation
import PushCore
import Testing

/// A fixed clock: these tests do not depend on the time they run at.
private let testNow = Date(timeIntervalSince1970: 1_767_225_600)

/// Every validation rule: a document that breaks it gets the diagnostic (exact path, severity
/// and a telling part of the message); a close variant that keeps it gets none at that path.
@Suite struct ValidationRuleTests {
  @Test(arguments: RuleCase.all)
  func failingCaseIsReported(_ rule: RuleCase) throws {
    let diagnostics = try rule.diagnostics(rule.failing)
    let atPath = diagnostics.filter { $0.path == rule.jsonPath }
    let match = atPath.first {
      $0.severity == rule.severity && $0.message.contains(rule.fragment)
    }
    #expect(
      match != nil,
      """
      expected \(rule.severity) at \(rule.path) containing “\(rule.fragment)”; got:
      \(diagnostics.map(\.description).joined(separator: "\n"))
      """)
  }

  @Test(arguments: RuleCase.all)
  func passingCaseIsClean(_ rule: RuleCase) throws {
    let diagnostics = try rule.diagnostics(rule.passing)
    let atPath = diagnostics.filter { $0.path == rule.jsonPath }
    #expect(atPath.isEmpty, "unexpected: \(atPath.map(\.description))")
  }

  /// The rule tables keep up with the schema: every field that carries a `FieldRule`, and every
  /// kind with a check of its own, has a failing case at one of its paths.
  @Test func everySchemaRuleAndKindHasACase() {
    let covered = Set(RuleCase.all.map { $0.jsonPath.schemaKey })
    let parents = Set(RuleCase.all.map { $0.jsonPath.parent.schemaKey })
    for field in FieldSchema.shared.fields where !field.rules.isEmpty {
      // Extra-key policies are exercised by keys inside the object.
      let isCovered =
        covered.contains(field.path)
        || (field.rules.allSatisfy { if case .extraKeys = $0 { true } else { false } }
          && parents.contains(field.path))
      #expect(isCovered, "no rule case for \(field.path) (\(field.rules))")
    }
    let coveredKinds = Set(
      RuleCase.all.compactMap { FieldSchema.shared.field(for: $0.jsonPath)?.kind.name })
    let checkedKinds = Set(FieldSchema.shared.fields.map(\.kind).filter { $0 != .json }.map(\.name))
    #expect(checkedKinds.subtracting(coveredKinds).isEmpty, "kinds without a case")
  }

  /// Every enumeration in the schema rejects a made-up value, at its own path.
  @Test func everyEnumRejectsAnUnknownValue() throws {
    for field in FieldSchema.shared.fields {
      guard case .enumeration(let values) = field.kind, !field.path.contains("[]") else { continue }
      var draft = Draft(message: ["token": "t"])
      draft.setValue(.string("NOT_A_VALUE"), at: field.jsonPath)
      let diagnostics = Validator.validate(draft, options: ValidationOptions(now: testNow))
      let hit = diagnostics.first { $0.path == field.jsonPath && $0.severity == .error }
      #expect(hit?.message.contains("must be one of") == true, "\(field.path)")
      for value in values {
        draft.setValue(.string(value), at: field.jsonPath)
        let clean = Validator.validate(draft, options: ValidationOptions(now: testNow)).filter {
          $0.path == field.jsonPath && $0.severity == .error
        }
        #expect(clean.isEmpty, "\(field.path) = \(value): \(clean)")
      }
    }
  }

  @Test func externalTargetOptionReplacesTheMessageTarget() {
    let draft = Draft(message: ["notification": ["title": "t"]])
    let withTarget = Validator.validate(
      draft, options: ValidationOptions(now: testNow, hasExternalTarget: true))
    #expect(!withTarget.contains { $0.message.contains("no target") })
    let without = Validator.validate(
      draft, options: ValidationOptions(now: testNow, hasExternalTarget: false))
    #expect(without.contains { $0.path == "message" && $0.message.contains("no target") })
  }

  @Test func freeFormKeysPassThroughSilently() throws {
    let rule = RuleCase.error("", "", "", fail: "", pass: "")
    let diagnostics = try rule.diagnostics(
      #""notification": {"title": "t"}, "webpush": {"notification": {"customKey": 1, "#
        + #""data": {"any": [1, {"x": null}]}}}, "apns": {"payload": {"aps": {"badge": 1}, "#
        + #""deep_link": {"screen": "sale"}}}"#)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func diagnosticsAreSortedWithErrorsFirstWithinAPath() throws {
    let rule = RuleCase.error("", "", "", fail: "", pass: "")
    let diagnostics = try rule.diagnostics(
      #""topic": "/topics/a b", "data": {"from": 1}, "android": {"ttl": "9"}"#)
    let paths = diagnostics.map(\.path.description)
    #expect(paths == paths.sorted())
    let topic = diagnostics.filter { $0.path == "message.topic" }.map(\.severity)
    #expect(topic.first == .error && topic.contains(.warning))
  }

  @Test func validationNeverThrowsOnArbitraryShapes() {
    let shapes: [JSONValue] = [
      nil, true, 1, "s", [], [nil], ["message": nil], ["message": [1, 2]],
      ["message": ["android": ["notification": ["light_settings": "x"]]]],
      ["message": ["apns": ["payload": ["aps": ["sound": ["volume": "x"]]]]]],
      ["message": ["webpush": ["notification": ["actions": [nil, 1, [:]]]]]],
    ]
    for shape in shapes {
      let draft = Draft(document: shape.objectValue ?? ["message": shape])
      #expect(
        !Validator.validate(draft, options: ValidationOptions(now: testNow)).isEmpty
          || shape == ["message": nil])
    }
  }
}

@Suite struct ValueFormatTests {
  @Test(arguments: [
    ("1970-01-01T00:00:00Z", 0.0),
    ("2024-05-01T12:00:00Z", 1_714_564_800),
    ("2024-05-01T14:00:00+02:00", 1_714_564_800),
    ("2024-05-01T07:30:00-04:30", 1_714_564_800),
    ("2024-02-29T00:00:00.5z", 1_709_164_800.5),
    ("2000-03-01t00:00:00.000000001Z", 951_868_800.000000001),
  ])
  func parsesRFC3339(_ text: String, _ seconds: Double) throws {
    let date = try #require(ValueFormats.rfc3339Date(text))
    #expect(abs(date.timeIntervalSince1970 - seconds) < 1e-6)
  }

  @Test(arguments: [
    "2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-04-31T00:00:00Z",
    "2024-05-01T24:00:00Z", "2024-05-01T12:60:00Z", "2024-05-01T12:00:00.Z",
    "2024-05-01T12:00:00.1234567890Z", "2024-05-01T12:00:00+0200", "2024-05-01", "",
    "2024-05-01T12:00:00Z ", "１９７０-01-01T00:00:00Z",
  ])
  func rejectsMalformedTimestamps(_ text: String) {
    #expect(ValueFormats.rfc3339Date(text) == nil)
  }

  @Test func durationsFormatLikeTheSDKs() {
    #expect(ValueFormats.durationString(seconds: 123) == "123s")
    #expect(ValueFormats.durationString(seconds: 0.5) == "0.500000000s")
    #expect(ValueFormats.durationSeconds("3.000000001s") == 3.000000001)
    #expect(ValueFormats.durationSeconds("3") == nil)
    #expect(ValueFormats.durationSeconds(".5s") == nil)
  }

  @Test func hexColoursConvertToColorObjects() throws {
    let color = try #require(ValueFormats.colorObject(fromHex: "#ff000080")?.objectValue)
    #expect(color["red"]?.numberValue?.doubleValue == 1)
    #expect(color["green"]?.numberValue?.doubleValue == 0)
    #expect(abs((color["alpha"]?.numberValue?.doubleValue ?? 0) - 128.0 / 255) < 1e-9)
    #expect(ValueFormats.colorObject(fromHex: "#ff0000")?.objectValue?["alpha"] == 1)
    #expect(ValueFormats.colorObject(fromHex: "ff0000") == nil)
  }
}
