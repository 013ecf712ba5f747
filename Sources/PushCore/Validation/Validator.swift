/// Validates drafts and request bodies: every rule of FCM-SPEC §2 and §7.
///
/// Returns diagnostics sorted by path, errors first within a path; never throws for bad
/// content. Paths are relative to the draft document (`message.android.ttl`,
/// `recipients.tokens[2]`).
public enum Validator {
  /// All problems in `draft`. `duplicateKeys` are the parser's duplicate-key paths, reported
  /// as warnings (the last value wins).
  public static func validate(
    _ draft: Draft, options: ValidationOptions,
    duplicateKeys: [JSONPath] = []
  ) -> [Diagnostic] {
    var memo = DerivationMemo()
    let rendered = RenderedDraft(draft, options: RenderOptions(now: options.now), memo: &memo)
    return validate(
      draft, options: options, duplicateKeys: duplicateKeys, rendered: rendered, memo: &memo)
  }

  /// All problems in `draft`, given `rendered`, the draft rendered at `options.now`; checks of
  /// parts unchanged since the validation that filled `memo` are reused, not repeated.
  public static func validate(
    _ draft: Draft, options: ValidationOptions, duplicateKeys: [JSONPath] = [],
    rendered: RenderedDraft, memo: inout DerivationMemo
  ) -> [Diagnostic] {
    var out: [Diagnostic] = duplicateKeys.map {
      Diagnostic(.duplicateKey, $0, "duplicate key; only the last value counts")
    }
    DraftRules.check(draft, into: &out)
    ScheduleRules.check(draft, now: options.now, into: &out)
    let ignore = IgnoredRules(draft: draft.document)
    out += ignore.problems
    let ignored = options.ignored.union(ignore.rules)
    // What the last validation found, and the one string typed since, if that is the change.
    let last = memo.validated
    memo.validated = nil
    guard case .object(let written) = draft.document["message"] else {
      if let messageValue = draft.document["message"] {
        var checker = SchemaChecker(schema: .shared)
        checker.checkMessage(messageValue, at: messagePath)
        out += checker.diagnostics
      } else {
        out.append(Diagnostic(.noMessage, "message", "the draft has no \"message\" object"))
      }
      return sorted(IgnoredRules.filter(out, ignoring: ignored), memo: &memo.order)
    }
    // The render of this change found it already, as a rule (then the memo lets go of it).
    var found = memo.foundEdit.take()
    let edit = last.flatMap { LeafEdit.between($0.document, draft.document, found: &found) }
    let schemaFindings: [Diagnostic]
    if let edit, let last,
      let found = SchemaChecker.findings(written, after: edit, last: last.schema, schema: .shared)
    {
      schemaFindings = found
      memo.leafSchemaChecks += 1
    } else {
      var checker = SchemaChecker(schema: .shared)
      checker.previous = memo.members
      checker.checkMessage(.object(written), at: messagePath)
      memo.members = checker.checked
      schemaFindings = checker.diagnostics
    }
    let external =
      options.hasExternalTarget ?? (!draft.recipientTokens.isEmpty || draft.audienceFile != nil)
    let ruleFindings = RuleFamily.check(
      written, edit: edit, rendered: rendered, options: options, externalTarget: external,
      memo: &memo)
    out.reserveCapacity(out.count + schemaFindings.count + ruleFindings.count)
    out += schemaFindings
    out += ruleFindings
    memo.validated = DerivationMemo.Validated(document: draft.document, schema: schemaFindings)
    return sorted(IgnoredRules.filter(out, ignoring: ignored), memo: &memo.order)
  }

  private static let messagePath: JSONPath = "message"

  /// True when no diagnostic is an error.
  public static func isSendable(_ diagnostics: [Diagnostic]) -> Bool {
    !diagnostics.contains { $0.severity == .error }
  }

  /// Duplicates dropped, sorted by path with errors first (stable: equal keys keep their order).
  static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var memo: Order?
    return sorted(diagnostics, memo: &memo)
  }

  /// The order `sorted` puts diagnostics in, for the paths and severities it was found for: it
  /// depends on nothing else, so while typing changes only the messages (a size), the next
  /// sort reuses it instead of printing and comparing every path again.
  struct Order: Sendable {
    var keys: [Key]
    /// Indices into the diagnostics, in sorted order.
    var indices: [Int]

    struct Key: Sendable, Equatable {
      var path: JSONPath
      var severity: Severity
    }
  }

  /// `sorted(diagnostics)`, with the order of the last sort (in `memo`) reused when the
  /// paths and severities are the same.
  static func sorted(_ diagnostics: [Diagnostic], memo: inout Order?) -> [Diagnostic] {
    var unique: [Diagnostic] = []
    if diagnostics.count <= 16 {
      // A handful (every keystroke): comparing costs less than hashing the messages.
      unique.reserveCapacity(diagnostics.count)
      for diagnostic in diagnostics where !unique.contains(diagnostic) {
        unique.append(diagnostic)
      }
    } else {
      var seen = Set<Diagnostic>()
      unique = diagnostics.filter { seen.insert($0).inserted }
    }
    let keys = unique.map { Order.Key(path: $0.path, severity: $0.severity) }
    if let memo, memo.keys == keys { return memo.indices.map { unique[$0] } }
    // Each path printed once, not once per comparison.
    let indices = unique.indices.map { (path: unique[$0].path.description, index: $0) }
      .sorted {
        ($0.path, unique[$1.index].severity) < ($1.path, unique[$0.index].severity)
      }
      .map(\.index)
    memo = Order(keys: keys, indices: indices)
    return indices.map { unique[$0] }
  }
}
