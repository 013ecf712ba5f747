/// The cross-field rules (FCM-SPEC §1, §2, §6), by family, in the order their findings are
/// listed; and their findings for a draft typed into since the last validation, where only the
/// families that read the typed string run again.
///
/// Each family runs on a `MessageReading`, which notes the strings it read: when the next draft
/// differs from the last one validated in one string only (`LeafEdit`) that no family read,
/// every family would find what it found, and its findings are taken over.
enum RuleFamily: CaseIterable {
  case target, data, android, apple, web

  /// What the families found for a draft, for the next validation to reuse (`DerivationMemo`).
  struct Memo: Sendable {
    /// The options and the target choice they were checked with.
    var options: ValidationOptions
    var externalTarget: Bool
    /// How the message was spelled (typing changes no key, so neither does it change).
    var spelling: Spelling
    /// Per family (in `allCases` order): the paths it read, and its findings at the paths
    /// the user wrote.
    var findings: [Findings]

    struct Findings: Sendable {
      var reads: [JSONPath]
      var diagnostics: [Diagnostic]
    }
  }

  /// Adds this family's findings about `message` to `out` (canonical paths).
  func check(
    _ message: MessageReading, options: ValidationOptions, externalTarget: Bool,
    memo: inout DerivationMemo, into out: inout [Diagnostic]
  ) {
    switch self {
    case .target: TargetRules.check(message, externalTarget: externalTarget, into: &out)
    case .data: DataRules.check(message, memo: &memo, into: &out)
    case .android: AndroidRules.check(message, into: &out)
    case .apple: AppleRules.check(message, options: options, into: &out)
    case .web: WebRules.check(message, into: &out)
    }
  }

  /// Every family's findings about the draft's `written` message, at the paths the user wrote,
  /// then the size rules' about `rendered`: the findings `memo.rules` remembers (about the
  /// message before `edit`) for families that did not read the string `edit` changed, and the
  /// others' found again.
  static func check(
    _ written: JSONObject, edit: LeafEdit?, rendered: RenderedDraft,
    options: ValidationOptions, externalTarget: Bool, memo: inout DerivationMemo
  ) -> [Diagnostic] {
    let last = memo.rules
    memo.rules = nil
    var typed: JSONPath?
    if let last, let edit, last.options == options, last.externalTarget == externalTarget {
      typed = last.spelling.canonicalPath(edit.path)
    }
    var spelling = last?.spelling ?? .canonical
    var canonical: JSONObject?
    var findings: [Memo.Findings] = []
    findings.reserveCapacity(allCases.count)
    for (i, family) in allCases.enumerated() {
      if let typed, let last, !last.findings[i].reads.contains(where: typed.hasPrefix) {
        findings.append(last.findings[i])
        memo.reusedRuleFindings += 1
        continue
      }
      if canonical == nil {
        // Cross-field rules read fields by their snake_case names and report where the user
        // wrote them (a camelCase draft is judged like its twin).
        let spelled = SpelledMessage(written, memo: &memo.spellings)
        canonical = spelled.canonical
        spelling = spelled.spelling
      }
      let log = MessageReading.Log()
      var found: [Diagnostic] = []
      family.check(
        MessageReading(message: canonical ?? written, log: log), options: options,
        externalTarget: externalTarget, memo: &memo, into: &found)
      findings.append(
        Memo.Findings(
          reads: log.paths,
          diagnostics: found.map { $0.at(spelling.written($0.path)) }
        ))
    }
    var sizes: [Diagnostic] = []
    sizes.reserveCapacity(rendered.views.count + 1)  // one per payload, one for the console
    SizeRules.check(rendered, into: &sizes)
    var out: [Diagnostic] = []
    out.reserveCapacity(findings.reduce(sizes.count) { $0 + $1.diagnostics.count })
    for found in findings { out += found.diagnostics }
    for size in sizes {
      out.append(size.at(spelling.written(size.path)))
    }
    memo.rules = Memo(
      options: options, externalTarget: externalTarget,
      spelling: spelling, findings: findings)
    return out
  }
}
