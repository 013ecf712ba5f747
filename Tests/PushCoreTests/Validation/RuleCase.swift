import Foundation
import PushCore
import Testing

/// One validation rule, with a document that breaks it and a close variant that does not.
///
/// Documents are written as the members of `message` (`"android": {"ttl": "1s"}`); unless
/// `addsTarget` is false a `"token"` is added so the message has its one target. With
/// `isDraft` the text is the whole draft document instead.
struct RuleCase: Sendable, CustomTestStringConvertible {
  var rule: String
  var path: String
  var severity: Severity
  /// A telling piece of the expected message.
  var fragment: String
  var failing: String
  var passing: String
  var addsTarget = true
  var isDraft = false

  var testDescription: String { "\(rule) @ \(path)" }

  /// A fixed "now" (2026-01-01T00:00:00Z) so expirations are judged reproducibly.
  static let now = Date(timeIntervalSince1970: 1_767_225_600)

  /// The diagnostics for one of this case's documents.
  func diagnostics(_ members: String) throws -> [Diagnostic] {
    let text: String
    if isDraft {
      text = members
    } else {
      let target = addsTarget ? #""token": "device-token""# + (members.isEmpty ? "" : ", ") : ""
      text = #"{"message": {"# + target + members + "}}"
    }
    let document = try JSONParser.parseDocument(text)
    let object = try #require(document.value.objectValue, "test document is not an object")
    return Validator.validate(
      Draft(document: object), options: ValidationOptions(now: Self.now),
      duplicateKeys: document.duplicateKeys)
  }

  /// The path as the validator prints it.
  var jsonPath: JSONPath { JSONPath(parsing: path) ?? JSONPath([.key(path)]) }
}

/// Short constructors, so case tables read as one line of intent each.
extension RuleCase {
  static func error(
    _ rule: String, _ path: String, _ fragment: String, fail: String, pass: String,
    target: Bool = true
  ) -> RuleCase {
    RuleCase(
      rule: rule, path: path, severity: .error, fragment: fragment, failing: fail, passing: pass,
      addsTarget: target)
  }

  static func warning(
    _ rule: String, _ path: String, _ fragment: String, fail: String, pass: String,
    target: Bool = true
  ) -> RuleCase {
    RuleCase(
      rule: rule, path: path, severity: .warning, fragment: fragment, failing: fail,
      passing: pass, addsTarget: target)
  }

  static func draft(
    _ rule: String, _ path: String, _ severity: Severity, _ fragment: String, fail: String,
    pass: String
  ) -> RuleCase {
    RuleCase(
      rule: rule, path: path, severity: severity, fragment: fragment, failing: fail,
      passing: pass, isDraft: true)
  }

  /// A string of `count` repetitions of `unit`.
  static func long(_ count: Int, _ unit: String = "a") -> String {
    String(repeating: unit, count: count)
  }

  /// Every case of every table.
  static var all: [RuleCase] {
    targetCases + dataCases + androidCases + lightCases + apnsCases + apsCases + webpushCases
      + urlCases + labelCases + messageCases + draftCases + fidelityCases + androidV2Cases
  }
}
