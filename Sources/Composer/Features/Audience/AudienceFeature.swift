import Foundation
import PushCore

/// The composer's side of personalized campaigns: keeps `state.audience` in step with the
/// draft's `recipients.audience`, asks the runtime to scan the file off the input path, and
/// steps the preview through recipients. Nothing here reads the file or walks the audience:
/// the keystroke path costs one row's render at most.
enum AudienceFeature {
  /// After every action: start or refresh the scan when the file or the draft changed, keep
  /// the shown recipient's preview current, and update the `{{` completion.
  static func sync(_ state: inout ComposerState, draftChanged: Bool) -> [Effect] {
    guard let file = state.draft.audienceFile?.trimmingCharacters(in: .whitespaces),
      !file.isEmpty
    else {
      if state.audience != nil { state.audience = nil }
      if state.status?.cause == .audience { state.status = nil }
      return []
    }
    var effects: [Effect] = []
    let path = resolve(file, draftPath: state.filePath)
    if state.audience?.path != path {
      state.audience = AudienceState(file: file, path: path)
      effects.append(scan(&state, debounce: false))
    } else if draftChanged {
      effects.append(scan(&state, debounce: true))
      refreshPreview(&state)
    }
    AudienceCompletion.update(&state)
    return effects
  }

  /// The file a draft's audience path names: relative paths are relative to the draft's
  /// folder (the working directory for an unsaved draft).
  static func resolve(_ file: String, draftPath: String?) -> String {
    if file.hasPrefix("/") { return file }
    guard let draftPath else { return URL(fileURLWithPath: file).path }
    return URL(fileURLWithPath: draftPath).deletingLastPathComponent()
      .appendingPathComponent(file).standardizedFileURL.path
  }

  private static func scan(_ state: inout ComposerState, debounce: Bool) -> Effect {
    guard var audience = state.audience else { return .redraw }
    audience.scanID += 1
    audience.scanning = true
    state.audience = audience
    return .scanAudience(
      AudienceScanRequest(
        id: audience.scanID, path: audience.path, name: audience.file, draft: state.draft,
        now: state.now, debounce: debounce))
  }

  /// A scan finished.
  static func scanned(_ state: inout ComposerState, _ result: AudienceScanResult) -> [Effect] {
    guard var audience = state.audience, result.id == audience.scanID else { return [] }
    audience.scanning = false
    audience.result = result
    audience.position = min(audience.position, max(0, result.sample.count - 1))
    state.audience = audience
    refreshPreview(&state)
    if let error = result.error {
      state.status = StatusMessage(error, .error, cause: .audience)
    } else if state.status?.cause == .audience {
      state.status = nil  // the file reads now: its old problem is gone
    }
    return []
  }

  /// `audience_next_row` / `audience_previous_row`: the preview shows the next or previous
  /// recipient (of the first `AudienceScanner.sampleRows`).
  static func step(_ state: inout ComposerState, by delta: Int) {
    guard var audience = state.audience, let result = audience.result, !result.sample.isEmpty
    else {
      state.status = StatusMessage(noRowsMessage(state), .info)
      return
    }
    let current = audience.shownRow.flatMap { row in
      result.sample.firstIndex { $0.number == row.number }
    }
    audience.position = max(0, min(result.sample.count - 1, (current ?? audience.position) + delta))
    audience.showsWorstCase = false
    audience.jumpedTo = nil
    state.audience = audience
    refreshPreview(&state)
    state.status = StatusMessage(caption(state), .info)
  }

  /// `audience_worst_case`: the preview shows the row with the largest payload (again: back).
  static func toggleWorstCase(_ state: inout ComposerState) {
    guard var audience = state.audience, audience.result?.worst != nil else {
      state.status = StatusMessage(noRowsMessage(state), .info)
      return
    }
    audience.showsWorstCase.toggle()
    audience.jumpedTo = nil
    state.audience = audience
    refreshPreview(&state)
    state.status = StatusMessage(caption(state), .info)
  }

  /// Shows the example row of an audience problem (from the problems list).
  static func show(row number: Int, _ state: inout ComposerState) {
    guard var audience = state.audience, let result = audience.result else { return }
    if let index = result.sample.firstIndex(where: { $0.number == number }) {
      audience.position = index
      audience.jumpedTo = nil
    } else {
      audience.jumpedTo =
        result.examples[number] ?? (result.worst?.number == number ? result.worst : nil)
    }
    audience.showsWorstCase = false
    state.audience = audience
    refreshPreview(&state)
  }

  /// Renders and validates the shown recipient's message (one row: cheap).
  static func refreshPreview(_ state: inout ComposerState) {
    guard var audience = state.audience else { return }
    audience.preview = audience.shownRow.map { row in
      Derived(
        draft: personalized(state.draft, row: row, columns: audience.result?.columns ?? []),
        now: state.now)
    }
    state.audience = audience
  }

  /// `draft` with the placeholders of its message filled in from `row`.
  static func personalized(_ draft: Draft, row: AudienceRow, columns: [String]) -> Draft {
    let personalization = MessagePersonalization(message: draft.message)
    guard personalization.isPersonalized else { return draft }
    var copy = draft
    copy.message = personalization.message(draft.message) { name in
      columns.firstIndex(of: name).map { row.cells[safe: $0] ?? "" }
    }
    return copy
  }

  /// The rendered message for the shown recipient (dry runs, test sends, exports).
  static func exampleMessage(_ state: ComposerState) -> JSONObject? {
    guard let preview = state.audience?.preview else { return nil }
    return preview.message
  }

  /// Whether the message holds placeholders.
  static func isPersonalized(_ state: ComposerState) -> Bool {
    MessagePersonalization(message: state.derived.message).isPersonalized
  }

  /// The draft's problems with placeholder strings left to each row (checked by the scan) and
  /// the template's own syntax problems added (PushCore's rule, as the CLI applies it).
  ///
  /// Every template problem and site needs `{{` or `}}}}` in some key or string: a byte scan of
  /// each top-level member (`scan`, the previous scan's results, spares the unchanged ones)
  /// skips the walk that records each string's path on every keystroke of a plain draft.
  static func templateDiagnostics(
    _ diagnostics: [Diagnostic], of draft: Draft, scan: inout PlaceholderScan
  ) -> [Diagnostic] {
    let message = draft.message
    var next = PlaceholderScan()
    next.reserveCapacity(message.count)
    var holds = false
    for (position, member) in message.enumerated() {
      let last =
        scan.indices.contains(position) && JSONObject.sameKey(scan[position].key, member.key)
        ? scan[position] : scan.first { JSONObject.sameKey($0.key, member.key) }
      let found =
        last.flatMap { $0.value == member.value ? $0.holds : nil }
        ?? (Template.mayContainPlaceholders(member.key) || mayHoldPlaceholders(member.value))
      next.append((member.key, member.value, found))
      holds = holds || found
    }
    scan = next
    guard holds else { return diagnostics }
    return AudienceValidator.templateDiagnostics(diagnostics, of: draft)
  }

  /// Per top-level member of a message, in order: its key and value, and whether either may
  /// hold placeholders.
  typealias PlaceholderScan = [(key: String, value: JSONValue, holds: Bool)]

  private static func mayHoldPlaceholders(_ value: JSONValue) -> Bool {
    switch value {
    case .string(let text): return Template.mayContainPlaceholders(text)
    case .array(let items): return items.contains(where: mayHoldPlaceholders)
    case .object(let object):
      return object.contains {
        Template.mayContainPlaceholders($0.key) || mayHoldPlaceholders($0.value)
      }
    default: return false
    }
  }

  /// The recipient line: `Row 3 of 1,000 · …a1b2c3`, with how many rows the reader skipped
  /// and the key that lists them (`Row 3 of 5 · 2 skipped: F2 · …a1b2c3`), or the worst case.
  static func caption(_ state: ComposerState) -> String {
    guard let audience = state.audience else { return "" }
    guard let result = audience.result, let row = audience.shownRow else {
      return audience.scanning ? "Reading \(audience.file)…" : noRowsMessage(state)
    }
    let total = result.summary.rows
    let token = PushTarget.token(row.token).redacted
    if audience.showsWorstCase {
      let bytes = result.summary.largest.first?.bytes ?? 0
      return "Worst case: row \(row.number) of \(total), \(bytes) B · \(token)"
    }
    let skipped = result.summary.issueCount
    let note =
      skipped == 0
      ? "" : " · \(skipped) skipped: \(state.keymap.keyName(for: .problems))"
    return "Row \(row.number) of \(total)\(note) · \(token)"
  }

  private static func noRowsMessage(_ state: ComposerState) -> String {
    guard let audience = state.audience else {
      return "No audience: set Audience file in the Target step (a CSV or JSON Lines file)"
    }
    if audience.scanning { return "Reading \(audience.file)…" }
    return audience.result?.error ?? "\(audience.file) has no recipients"
  }
}
