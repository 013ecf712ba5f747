import Foundation

/// What the rules other than the size rules can see of one row's sites (see
/// `CompiledSite.Observed`): rows with equal keys get equal diagnostics from them.
struct RowKey: Hashable {
  /// Per `.plain` site: empty or not, then its bytes, length and end-space flag where observed.
  var numbers: [Int] = []
  /// Per `.exactText` site: its text.
  var texts: [String] = []
}

/// Buffers reused from row to row (no allocation per row once warmed up).
struct RowScratch {
  /// Measures of the used columns' cells for the current row, by column.
  var cells: [TextMeasure] = []
  /// Each site's JSON-escaped bytes for the current row.
  var escaped: [Int] = []
  /// Each platform's payload bytes for the current row.
  var payloads: [(Platform, Int)] = []
  var key = RowKey()
}

extension AudienceValidator {
  /// Every problem of `row`'s message, equal to `fullDiagnostics(for:)`; leaves the row's
  /// payload sizes in `scratch.payloads`.
  mutating func diagnostics(for row: AudienceRow) -> [Diagnostic] {
    guard sizes.isExact else { return measuredInFull(row) }
    for column in usedColumns {
      scratch.cells[column] = column < row.cells.count ? TextMeasure(row.cells[column]) : .empty
    }
    let cells = scratch.cells
    let header = self.header
    scratch.escaped.removeAll(keepingCapacity: true)
    scratch.key.numbers.removeAll(keepingCapacity: true)
    scratch.key.texts.removeAll(keepingCapacity: true)
    var characters = sizes.consoleBase
    for i in sites.indices {
      let measure = sites[i].measure { cells[$0] }
      scratch.escaped.append(measure.escapedBytes)
      var text: String?
      func rendered() -> String {
        if let text { return text }
        let made = sites[i].site.template.render { row.value($0, in: header) }
        text = made
        return made
      }
      if sizes.countsForConsole[i] {
        characters += measure.isSimple ? measure.scalars : rendered().characterCount
      }
      switch sites[i].observed {
      case .nothing:
        break
      case .plain(let bytes, let length, let trim):
        scratch.key.numbers.append(measure.isEmpty ? 0 : 1)
        if bytes { scratch.key.numbers.append(measure.bytes) }
        if length { scratch.key.numbers.append(rendered().count) }
        if trim {
          let s = rendered()
          scratch.key.numbers.append(s != s.trimmingCharacters(in: .whitespacesAndNewlines) ? 1 : 0)
        }
      case .exactText:
        scratch.key.texts.append(rendered())
      }
    }
    sizes.payloadBytes(escaped: scratch.escaped, into: &scratch.payloads)
    var sized: [Diagnostic] = []
    SizeRules.check(
      payloads: scratch.payloads, characters: characters, isTopic: isTopic, into: &sized)
    let others: [Diagnostic]
    if let known = memo[scratch.key] {
      others = known
    } else {
      others = otherRules(row)
      if memo.count < Self.memoLimit { memo[scratch.key] = others }
    }
    var out = others
    if !sized.isEmpty {
      out = Validator.sorted(
        others + sized.map { $0.at(spelling.written($0.path)) })
    }
    out += emptyCellProblems(row)
    return out
  }

  /// The full validation of `row` without the size rules' diagnostics (the same for every row
  /// with the same `RowKey`).
  private func otherRules(_ row: AudienceRow) -> [Diagnostic] {
    let substituted = substitutedDraft(row)
    let all = Validator.validate(substituted, options: options)
    var sized: [Diagnostic] = []
    let rendered = RequestRenderer.message(substituted, options: RenderOptions(now: now))
    SizeRules.check(rendered, into: &sized)
    let spelled = SpelledMessage(substituted.message)
    let written = sized.map { $0.at(spelled.written($0.path)) }
    return all.filter { !written.contains($0) }
  }

  /// The slow path, for a message whose own text holds the sizes' marker characters: the
  /// row's message rendered and validated in full.
  private mutating func measuredInFull(_ row: AudienceRow) -> [Diagnostic] {
    let substituted = substitutedDraft(row)
    let rendered = RequestRenderer.message(substituted, options: RenderOptions(now: now))
    scratch.payloads = PlatformRenderer.views(of: rendered).map { ($0.platform, $0.payloadBytes) }
    return Validator.validate(substituted, options: options) + emptyCellProblems(row)
  }
}
