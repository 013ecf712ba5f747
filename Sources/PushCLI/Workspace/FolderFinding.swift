import Foundation
import PushCore

/// One file checked by `validate` on a folder: its name as shown, its summary, and every
/// finding placed on a line and column of the file.
struct CheckedFile {
  /// One finding at its place in the file.
  struct Finding {
    var severity: Severity
    /// The JSON path (nil for file-level problems: syntax, not an object).
    var path: JSONPath?
    var line: Int
    var column: Int
    var message: String
    /// The rule's id in the rule table, for SARIF and annotations (`range`, `json-syntax`).
    var rule: RuleID
  }

  var name: String
  var summary: DraftSummary
  var findings: [Finding]

  init(name: String, summary: DraftSummary, data: Data) {
    self.name = name
    self.summary = summary
    switch summary.content {
    case .draft:
      let map = summary.diagnostics.isEmpty ? nil : JSONSourceMap(data)
      findings = summary.diagnostics.map { d in
        let place = map?.location(of: d.path) ?? JSONSourceMap.Location(line: 1, column: 1)
        return Finding(
          severity: d.severity, path: d.path, line: place.line, column: place.column,
          message: d.message, rule: d.rule)
      }
    case .syntaxError(let line, let column, let message):
      findings = [
        Finding(
          severity: .error, path: nil, line: line, column: column, message: message,
          rule: .jsonSyntax)
      ]
    case .broken(let reason):
      findings = [
        Finding(
          severity: .error, path: nil, line: 1, column: 1, message: reason, rule: .draftFile)
      ]
    case .notADraft:
      findings = []
    }
  }

  /// `valid`, `warnings`, `errors`, `syntax_error`, `broken`, `not_a_draft`.
  var status: String {
    switch summary.content {
    case .syntaxError: "syntax_error"
    case .broken: "broken"
    case .notADraft: "not_a_draft"
    case .draft: summary.errors > 0 ? "errors" : summary.warnings > 0 ? "warnings" : "valid"
    }
  }
}
