import Foundation

/// A campaign's recipients from an audience file: each row with its own request body (its
/// `{{variables}}` filled in), rows whose message breaks a rule reported and skipped, and
/// tokens already finished by an earlier run skipped.
final class AudienceStream {
  enum Item {
    /// A row to send: its target, its body and its row number.
    case send(PushTarget, body: [UInt8], row: Int)
    /// A row that is not sent, and why.
    case issue(TokenIssue)
    /// A row finished by an earlier run.
    case skipped
  }

  private let reader: AudienceReader
  private var validator: AudienceValidator
  private let requests: PersonalizedRequests
  /// Tokens finished by an earlier run, then every token met: one set, so a million rows
  /// cost one set of hashes (`TokenSet`), not two.
  private var seen: TokenSet
  private let resuming: Bool

  init(source: AudienceSource, message: JSONValue, dryRun: Bool, now: Date, seen: TokenSet)
    throws(SendError)
  {
    do {
      reader = try AudienceReader(url: source.url, source: source.displayName, duplicates: false)
    } catch {
      throw .audience(reason: error.description)
    }
    resuming = seen.count > 0
    let template = Draft(message: message.objectValue ?? [:])
    validator = AudienceValidator(draft: template, header: reader.header, now: now)
    if let problem = validator.summary.templateProblems.first {
      throw .audience(
        reason: "\(source.displayName): the message cannot be personalized: \(problem)")
    }
    requests = PersonalizedRequests(
      message: validator.message, personalization: validator.personalization, dryRun: dryRun,
      recipientKey: reader.header.recipientKey, header: reader.header)
    self.seen = seen
  }

  func next() -> Item? {
    guard let item = reader.next() else { return nil }
    switch item {
    case .issue(let issue):
      return .issue(Self.tokenIssue(issue))
    case .row(let row):
      if !seen.insert(row.token) {
        // On resume the token may be finished already; on a fresh run it is a repeat.
        if resuming { return .skipped }
        return .issue(
          TokenIssue(
            source: reader.source, line: row.line,
            reason: "duplicate token: an earlier row has the same one (it is sent once)",
            row: row.number))
      }
      // Every rule, as `validate` checks the row (no tally: the stream keeps no summary).
      if let error = validator.diagnostics(for: row).first(where: { $0.severity == .error }) {
        return .issue(
          TokenIssue(
            source: reader.source, line: row.line, reason: "not sent: \(error)", row: row.number))
      }
      let body = requests.body(token: row.token, cells: row.cells)
      return .send(.token(row.token), body: body, row: row.number)
    }
  }

  static func tokenIssue(_ issue: AudienceIssue) -> TokenIssue {
    TokenIssue(
      source: issue.source, line: issue.line, reason: issue.reason, row: issue.row ?? 0,
      column: issue.column)
  }

  /// Checks every row before a `--strict` send; throws the first problems found.
  static func strictCheck(_ source: AudienceSource, message: JSONValue, now: Date)
    throws(SendError) -> AudienceSummary
  {
    let reader: AudienceReader
    do {
      reader = try AudienceReader(url: source.url, source: source.displayName)
    } catch {
      throw .audience(reason: error.description)
    }
    let summary = AudienceValidator.run(
      draft: Draft(message: message.objectValue ?? [:]), reader: reader, now: now)
    guard source.strict, summary.hasStrictProblems else { return summary }
    var lines = ["--strict: nothing was sent; \(source.displayName) has problems:"]
    lines += summary.templateProblems.map { "  \($0)" }
    lines += summary.issues.prefix(5).map { "  \($0)" }
    for rule in summary.rules.prefix(5) {
      let rows = rule.rows.map(String.init).joined(separator: ", ")
      lines.append(
        "  \(rule.count) row\(rule.count == 1 ? "" : "s") (e.g. \(rows)): \(rule.severity.rawValue): "
          + "\(rule.path): \(rule.example)")
    }
    throw .audience(reason: lines.joined(separator: "\n"))
  }
}
