import Foundation
import PushCore

/// The audience a `render` or `validate` run uses: `--audience A` (relative to the working
/// directory), else the file the draft names in `recipients.audience` (relative to the draft's
/// folder).
enum AudienceInput {
  /// The file and the name to show, or nil when neither names one.
  static func resolve(option: String?, draft: Draft, draftPath: String, context: CommandContext)
    -> (url: URL, name: String)?
  {
    if let option { return (context.url(forPath: option), option) }
    guard let named = draft.audienceFile else { return nil }
    let resolver = RecipientResolver(
      url: { context.url(forPath: $0) },
      draftURL: { path in
        guard draftPath != "-", !path.hasPrefix("/"), !path.hasPrefix("~") else {
          return context.url(forPath: path)
        }
        return context.url(forPath: draftPath).deletingLastPathComponent()
          .appendingPathComponent(path)
      })
    return (resolver.draftURL(named), named)
  }

  /// The summary lines `validate --audience` prints.
  static func summaryLines(_ s: AudienceSummary, name: String) -> [String] {
    var lines: [String] = []
    let plural = { (n: Int, word: String) in "\(n) \(word)\(n == 1 ? "" : "s")" }
    lines.append(
      "\(name): \(plural(s.rows, "row")): \(s.rowsOK) OK, \(s.rowsWithWarnings) with warnings, "
        + "\(s.rowsWithErrors) with errors (not sent), \(s.issueCount) skipped: " + verdict(s))
    for problem in s.templateProblems {
      lines.append("  template: \(problem)")
    }
    for rule in s.rules {
      let rows = rule.rows.map(String.init).joined(separator: ", ")
      let more = rule.count > rule.rows.count ? ", …" : ""
      lines.append(
        "  \(rule.severity.rawValue): \(rule.path): \(plural(rule.count, "row")) "
          + "(rows \(rows)\(more)), e.g. row \(rule.rows.first ?? 0): \(rule.example) "
          + "[\(rule.rule.rawValue)]")
    }
    for issue in s.issues {
      lines.append("  skipped: \(issue)")
    }
    if s.issueCount > s.issues.count {
      lines.append("  skipped: … and \(s.issueCount - s.issues.count) more rows")
    }
    if let top = s.largest.first {
      lines.append(
        "  largest payload: row \(top.row), \(top.bytes) bytes (\(top.platform.title); "
          + "limit \(PlatformView.byteLimit))")
    }
    return lines
  }

  /// Which reading of the audience this is: every row sendable (warnings allowed: exit 0), or
  /// not (a row with an error, a skipped row or a template problem: exit 1).
  static func verdict(_ s: AudienceSummary) -> String {
    if s.isClean { return "every row is sendable" }
    var why: [String] = []
    if !s.templateProblems.isEmpty { why.append("the template has problems") }
    if s.rowsWithErrors > 0 { why.append("\(s.rowsWithErrors) with errors") }
    if s.issueCount > 0 { why.append("\(s.issueCount) skipped") }
    return "not every row is sendable (" + why.joined(separator: ", ") + ")"
  }

  /// What `--row N` (or `--token T`) finds in an audience: the row, the reader's reason for
  /// skipping it, or nothing.
  enum Lookup {
    case row(AudienceRow)
    case skipped(AudienceIssue)
    case missing
  }

  /// Finds the row numbered `row` (or with `token`), streaming the file; a row the reader
  /// skipped comes back with its reason.
  static func lookup(row: Int?, token: String?, in reader: AudienceReader) -> Lookup {
    while let item = reader.next() {
      switch item {
      case .row(let candidate):
        if let token, candidate.token == token { return .row(candidate) }
        if token == nil, candidate.number == (row ?? 1) { return .row(candidate) }
      case .issue(let issue):
        if token == nil, let number = issue.row, number == (row ?? 1) { return .skipped(issue) }
      }
    }
    return .missing
  }

  /// The summary as JSON (`validate --json --audience`).
  static func summaryJSON(_ s: AudienceSummary, name: String) -> JSONValue {
    let n = { (v: Int) in JSONValue.number(JSONNumber(v)) }
    var object: JSONObject = [
      "audience": .string(name), "rows": n(s.rows), "rows_ok": n(s.rowsOK),
      "rows_with_warnings": n(s.rowsWithWarnings), "rows_with_errors": n(s.rowsWithErrors),
      "rows_skipped": n(s.issueCount), "sendable": .bool(s.isClean),
    ]
    object["template_problems"] = .array(
      s.templateProblems.map {
        ["path": .string($0.path.description), "message": .string($0.message)]
      })
    object["rules"] = .array(
      s.rules.map { rule in
        [
          "severity": .string(rule.severity.rawValue), "rule": .string(rule.rule.rawValue),
          "path": .string(rule.path.description),
          "rows": n(rule.count), "example_rows": .array(rule.rows.map(n)),
          "example": .string(rule.example),
        ]
      })
    object["skipped"] = .array(
      s.issues.map { issue in
        var o: JSONObject = ["line": n(issue.line), "reason": .string(issue.reason)]
        if let row = issue.row { o["row"] = n(row) }
        if let column = issue.column { o["column"] = n(column) }
        return .object(o)
      })
    if let top = s.largest.first {
      object["largest"] = [
        "row": n(top.row), "bytes": n(top.bytes), "platform": .string(top.platform.rawValue),
      ]
    }
    return .object(object)
  }
}
