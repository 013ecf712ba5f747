import Foundation

/// Checks a personalized draft for every row of an audience: each row's substituted message
/// goes through every validation rule (`Validator`), the payload limits and the console's
/// character count, and the results are tallied by rule (`AudienceSummary`).
///
/// Speed: rows whose placeholder texts differ only in free text (titles, bodies, data values)
/// of the same emptiness (and length, where a field limits length) break the same rules, so
/// one full validation serves them all; sizes are computed per row from the texts
/// (`PersonalizedSizes`), and a row over a limit gets the size rules run on its own message.
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

  private let sizes: PersonalizedSizes
  private let now: Date
  private var memo: [[String]: [Diagnostic]] = [:]
  private var ruleIndex: [String: Int] = [:]
  private static let memoLimit = 4096

  /// Prepares the checks of `draft` against `header`, at time `now`.
  public init(draft: Draft, header: AudienceHeader, now: Date) {
    self.draft = draft
    self.header = header
    self.now = now
    message = RequestRenderer.message(draft, options: RenderOptions(now: now))
    personalization = MessagePersonalization(message: message)
    sizes = PersonalizedSizes(message: message, personalization: personalization)
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
    let texts = self.texts(for: row)
    var diagnostics = ruleDiagnostics(row, texts)
    let bytes = sizes.payloadBytes(texts: texts)
    let over =
      bytes.contains { $0.1 > PlatformView.byteLimit }
      || sizes.consoleCharacters(texts: texts) > ConsoleCounter.limit
    if over {
      var found: [Diagnostic] = []
      SizeRules.check(message(for: row), into: &found)
      diagnostics += found
    }
    diagnostics += emptyVariables(row)
    let top = bytes.max { $0.1 < $1.1 }
    let size = AudienceSummary.RowSize(
      row: row.number, bytes: top?.1 ?? 0, platform: top?.0 ?? .android)
    summary.add(row: row.number, diagnostics: diagnostics, sizes: bytes, ruleIndex: &ruleIndex)
    return Verdict(texts: texts, diagnostics: diagnostics, largest: size)
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
      case .row(let row): _ = validator.check(row)
      case .issue(let issue): validator.record(issue)
      }
    }
    return validator.finished()
  }

  /// Every rule but the size rules, shared by rows alike for the validator (see the type's
  /// documentation).
  private mutating func ruleDiagnostics(_ row: AudienceRow, _ texts: [String]) -> [Diagnostic] {
    var key: [String] = []
    key.reserveCapacity(texts.count)
    for (site, text) in zip(personalization.sites, texts) {
      if !site.isFreeText {
        key.append("=" + text)
      } else if site.limitsLength {
        key.append(text.isEmpty ? "0" : "\(text.utf8.count):\(text.count)")
      } else {
        key.append(text.isEmpty ? "0" : "1")
      }
    }
    if let known = memo[key] { return known }
    let substituted = message(for: row)
    var document = draft.document
    document["message"] = .object(substituted)
    let all = Validator.validate(
      Draft(document: document), options: ValidationOptions(now: now, hasExternalTarget: true))
    var sizeRules: [Diagnostic] = []
    SizeRules.check(substituted, into: &sizeRules)
    let result = all.filter { !sizeRules.contains($0) }
    if memo.count < Self.memoLimit { memo[key] = result }
    return result
  }

  private func emptyVariables(_ row: AudienceRow) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for site in personalization.sites {
      for case .variable(let name, nil) in site.template.segments {
        guard let value = row.value(name, in: header), value.isEmpty else { continue }
        out.append(
          Diagnostic(
            .warning, site.path,
            "{{\(name)}} is empty in this row and has no fallback (write {{\(name)|…}})"))
      }
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
