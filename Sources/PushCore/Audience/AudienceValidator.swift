import Foundation

/// Checks a personalized draft for every row of an audience: each row's substituted message
/// goes through every validation rule (`Validator`), the payload limits and the console's
/// character count, and the results are tallied by rule (`AudienceSummary`).
///
/// Speed, with results identical to validating each row's message in full
/// (`fullDiagnostics(for:)`, compared on random rows by `AudienceFastPathTests`):
/// - The template is compiled once (`CompiledSite`): literal pieces measured, variables as
///   column indices. Per row, only the cells the sites use are measured, and each site's
///   figures are sums of its pieces' figures.
/// - The size rules run on figures (`SizeRules.check(payloads:characters:isTopic:)`) computed
///   from the template's marked sizes plus each site's escaped bytes (`PersonalizedSizes`).
/// - Every other rule sees of a site only what `CompiledSite.Observed` says (nothing for a
///   data value; emptiness, and bytes, length or end spaces where the field limits them, for
///   plain text; the whole text otherwise). Rows that agree on that share one full validation
///   (`RowKey`), done for the first such row.
public struct AudienceValidator {
  /// One row's verdict.
  public struct Verdict: Sendable {
    /// The placeholder texts (in `personalization.sites` order).
    public var texts: [String]
    /// Every problem of the row's message.
    public var diagnostics: [Diagnostic]
    /// The largest platform payload and its platform.
    public var largest: AudienceSummary.RowSize

    /// Whether the row is sent (no error).
    public var isSendable: Bool { !diagnostics.contains { $0.severity == .error } }
  }

  /// The draft as written (its metadata is kept for each row's validation).
  public let draft: Draft
  /// The rendered message, placeholders intact (what is sent, filled in per row).
  public let message: JSONObject
  /// The placeholders of `message`.
  public let personalization: MessagePersonalization
  /// The audience's columns.
  public let header: AudienceHeader
  /// The tally so far.
  public private(set) var summary = AudienceSummary()

  let now: Date
  let sizes: PersonalizedSizes
  let sites: [CompiledSite]
  /// Columns some site reads (each measured once per row).
  let usedColumns: [Int]
  /// `{{name}}` without a fallback: the column and the warning for an empty cell.
  let emptyCellWarnings: [(column: Int, warning: Diagnostic)]
  let isTopic: Bool
  let spelling: SpelledMessage

  var memo: [RowKey: [Diagnostic]] = [:]
  var ruleIndex: [String: Int] = [:]
  var scratch = RowScratch()
  static let memoLimit = 4096

  /// Prepares the checks of `draft` against `header`, at time `now`.
  public init(draft: Draft, header: AudienceHeader, now: Date, schema: FieldSchema = .shared) {
    self.draft = draft
    self.header = header
    self.now = now
    message = RequestRenderer.message(draft, options: RenderOptions(now: now))
    personalization = MessagePersonalization(message: message, schema: schema)
    sizes = PersonalizedSizes(message: message, personalization: personalization)
    sites = personalization.sites.map { CompiledSite($0, header: header, schema: schema) }
    var used = Set<Int>()
    var warnings: [(Int, Diagnostic)] = []
    for site in personalization.sites {
      for segment in site.template.segments {
        guard case .variable(let name, let fallback) = segment, let column = header.column(name)
        else { continue }
        used.insert(column)
        guard fallback == nil else { continue }
        warnings.append(
          (
            column,
            Diagnostic(
              .emptyCell, site.path,
              "{{\(name)}} is empty in this row and has no fallback (write {{\(name)|…}})")
          ))
      }
    }
    usedColumns = used.sorted()
    emptyCellWarnings = warnings
    isTopic = message["topic"] != nil || message["condition"] != nil
    spelling = SpelledMessage(message)
    scratch.cells = Array(repeating: .empty, count: header.columns.count)
    summary.templateProblems =
      (personalization.problems + personalization.unknownVariables(columns: header.variables))
      .map(\.diagnostic)
  }

  /// The texts of `row`'s placeholders.
  public func texts(for row: AudienceRow) -> [String] {
    personalization.texts { row.value($0, in: header) }
  }

  /// `row`'s message (the object at `message`, without a target).
  public func message(for row: AudienceRow) -> JSONObject {
    personalization.message(message, filling: { row.value($0, in: header) })
  }

  /// Checks one row and adds it to the tally.
  public mutating func check(_ row: AudienceRow) -> Verdict {
    let (diagnostics, largest) = tally(row)
    return Verdict(texts: texts(for: row), diagnostics: diagnostics, largest: largest)
  }

  /// Adds a row the reader skipped.
  public mutating func record(_ issue: AudienceIssue) { summary.add(issue: issue) }

  /// The tally, rules sorted.
  public func finished() -> AudienceSummary {
    var out = summary
    out.finish()
    return out
  }

  /// Reads every row of `reader` and returns the tally.
  public static func run(draft: Draft, reader: AudienceReader, now: Date) -> AudienceSummary {
    var validator = AudienceValidator(draft: draft, header: reader.header, now: now)
    while let item = reader.next() {
      switch item {
      case .row(let row): _ = validator.tally(row)
      case .issue(let issue): validator.record(issue)
      }
    }
    return validator.finished()
  }

  /// Checks one row, adds it to the tally and returns its problems and largest payload.
  mutating func tally(_ row: AudienceRow) -> ([Diagnostic], AudienceSummary.RowSize) {
    let diagnostics = diagnostics(for: row)
    let payloads = scratch.payloads
    summary.add(
      row: row.number, diagnostics: diagnostics, sizes: payloads, ruleIndex: &ruleIndex)
    let top = payloads.max { $0.1 < $1.1 }
    return (
      diagnostics,
      AudienceSummary.RowSize(row: row.number, bytes: top?.1 ?? 0, platform: top?.0 ?? .android)
    )
  }

  /// What validating `row`'s substituted message in full gives, plus the warnings for empty
  /// cells without a fallback: the reference the fast path must match.
  func fullDiagnostics(for row: AudienceRow) -> [Diagnostic] {
    Validator.validate(substitutedDraft(row), options: options) + emptyCellProblems(row)
  }

  var options: ValidationOptions { ValidationOptions(now: now, hasExternalTarget: true) }

  func substitutedDraft(_ row: AudienceRow) -> Draft {
    var document = draft.document
    document["message"] = .object(message(for: row))
    return Draft(document: document)
  }

  func emptyCellProblems(_ row: AudienceRow) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for (column, warning) in emptyCellWarnings
    where column >= row.cells.count || row.cells[column].isEmpty {
      out.append(warning)
    }
    return out
  }
}

extension AudienceValidator {
  /// The draft's own problems with those at placeholder strings left out (each row's
  /// substituted value is checked instead) and the template's syntax problems (unclosed
  /// braces, placeholders in keys or targets) added: what `validate`, `render`, `send` and the
  /// composer report for a personalized draft.
  public static func templateDiagnostics(_ diagnostics: [Diagnostic], of draft: Draft)
    -> [Diagnostic]
  {
    let personalization = MessagePersonalization(message: draft.message)
    guard personalization.isPersonalized || !personalization.problems.isEmpty else {
      return diagnostics
    }
    let sites = Set(personalization.sites.map(\.path))
    return
      (diagnostics.filter { !sites.contains($0.path) }
      + personalization.problems.map(\.diagnostic))
      .sorted { ($0.path.description, $1.severity) < ($1.path.description, $0.severity) }
  }
}
