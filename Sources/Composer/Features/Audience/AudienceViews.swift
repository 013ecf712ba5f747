import PushCore
import TermUI

/// What the audience adds to the screen: the recipient line on the preview's frame, the
/// Target step's note under the Audience file field, and the per-row problems in the
/// problems list.
enum AudienceViews {
  /// The form id of the Target step's audience field.
  static let fieldID = "recipients.audience"

  /// Draws `Row 3 of 1000 · …a1b2c3  Alt-. next  Alt-, prev  Alt-W worst` on the bottom
  /// border of the preview frame.
  static func caption(
    _ state: ComposerState, frame: Rect, buffer: inout Buffer, styles: any StyleResolver
  ) {
    guard state.audience != nil, frame.width > 12, frame.height > 2 else { return }
    var text = " " + AudienceFeature.caption(state) + " "
    let keys = [
      (CommandID.audienceNextRow, "next"), (.audiencePreviousRow, "prev"),
      (.audienceWorstCase, "worst"),
    ].compactMap { command, word -> String? in
      let key = state.keymap.keyName(for: command)
      return key.isEmpty ? nil : "\(key) \(word)"
    }
    let hint = keys.joined(separator: "  ")
    if TextWidth.of(text + hint) + 2 <= frame.width - 4 { text += hint + " " }
    let clip = Rect(x: frame.x + 2, y: frame.bottom - 1, width: frame.width - 4, height: 1)
    let role = state.audience?.showsWorstCase == true ? "diagnostic.warning" : "ui.title"
    buffer.setString(x: clip.x, y: clip.y, text, role: role, styles: styles, clip: clip)
  }

  /// The note under the Audience file field: rows and columns, or why the file is unusable.
  static func fieldNotes(_ audience: AudienceState?) -> [Diagnostic] {
    guard let audience else { return [] }
    let path: JSONPath = "recipients.audience"
    guard let result = audience.result else {
      return [Diagnostic(.note, path, "reading \(audience.file)…")]
    }
    if let error = result.error { return [Diagnostic(.audience, path, error)] }
    let s = result.summary
    var note =
      "\(s.rows) row\(s.rows == 1 ? "" : "s") · columns: "
      + result.columns.joined(separator: ", ")
    if audience.scanning { note += " · checking…" }
    var out = [Diagnostic(.note, path, note)]
    if s.issueCount > 0 {
      out.append(
        Diagnostic(
          .skippedRow, path,
          "\(s.issueCount) row\(s.issueCount == 1 ? "" : "s") skipped, first: "
            + (s.issues.first?.description ?? "")))
    }
    return out
  }

  /// One entry of the problems list that comes from the audience, with the row it shows.
  struct Entry {
    var diagnostic: Diagnostic
    var row: Int?
  }

  /// The audience's entries: template problems (unknown variables), then each rule broken by
  /// some rows (most rows first) with an example row, then skipped rows.
  static func entries(_ state: ComposerState) -> [Entry] {
    guard let summary = state.audience?.result?.summary else { return [] }
    var out = summary.templateProblems.map { Entry(diagnostic: $0, row: nil) }
    for rule in summary.rules {
      let example = rule.rows.first ?? 0
      let rows = rule.count == 1 ? "1 row" : "\(rule.count) rows"
      out.append(
        Entry(
          diagnostic: Diagnostic(
            rule.rule, rule.path,
            "\(rows) of the audience, e.g. row \(example): \(rule.example)"),
          row: example))
    }
    return out
  }

  /// Every problem the list shows: the draft's, then the audience's.
  static func problems(_ state: ComposerState) -> [Diagnostic] {
    state.derived.diagnostics + entries(state).map(\.diagnostic)
  }

  /// What the status bar says of the audience beside the problem counts: how many rows are
  /// not sent (rows with errors and skipped rows), or that the rows are still being checked;
  /// nil when every row is sent (or the draft has no audience). While it says anything, the
  /// bar does not call the draft valid.
  static func statusNote(_ state: ComposerState) -> (text: String, severity: Severity)? {
    guard let audience = state.audience else { return nil }
    guard let result = audience.result else { return ("checking rows…", .info) }
    if result.error != nil { return ("audience unreadable", .error) }
    let s = result.summary
    let notSent = s.rowsWithErrors + s.issueCount
    guard notSent > 0 else { return nil }
    return ("\(notSent) of \(s.rows) row\(s.rows == 1 ? "" : "s") not sent", .error)
  }

  /// After Enter on problem `index`: shows its example row when it is an audience entry.
  static func showExample(at index: Int, _ state: inout ComposerState) {
    let local = state.derived.diagnostics.count
    guard index >= local, let row = entries(state)[safe: index - local]?.row else { return }
    AudienceFeature.show(row: row, &state)
    state.status = StatusMessage(AudienceFeature.caption(state), .info)
  }

  /// The largest payload per platform over the whole audience (for the gauges).
  static func largest(_ state: ComposerState) -> [Platform: Int]? {
    guard let summary = state.audience?.result?.summary, summary.rows > 0 else { return nil }
    return summary.largestByPlatform
  }
}

extension ComposerState {
  /// Calls `body` with what the preview, device preview and gauges show: the shown
  /// recipient's message when the draft has an audience, else the draft's own.
  ///
  /// Lent to a closure, not returned: a property's value, even one yielded by `_read`, came
  /// back as a copy (every part retained and released), twice a frame.
  @inline(__always)
  func withShownDerived<Result>(_ body: (borrowing Derived) -> Result) -> Result {
    if let preview = audience?.preview { return body(preview) }
    return body(derived)
  }
}

extension AudienceViews {
  /// The Target step's Audience file field.
  static let formItem = FormItem.field(
    FormField(
      id: fieldID, label: "Audience file",
      help: "CSV or JSON Lines, one recipient per row with a token column; the other columns "
        + "fill {{placeholders}} (a path relative to the draft).",
      editor: .line, binding: .audienceFile, depth: 1))

  /// Whether the Target step offers the audience file: the draft names one, or its title,
  /// text or custom data hold `{{` (checked without walking the whole message: this runs
  /// several times per keystroke).
  static func showsField(_ draft: Draft) -> Bool {
    var scan: DataScan = nil
    return showsField(draft, dataScan: &scan)
  }

  /// The custom data last scanned for `{{` and whether a value held it.
  typealias DataScan = (data: JSONValue, opens: Bool)?

  /// `showsField(draft)`, scanning the custom data only when it differs from `dataScan`'s
  /// (typing a title leaves the data map's storage untouched: one pointer comparison).
  static func showsField(_ draft: Draft, dataScan: inout DataScan) -> Bool {
    if draft.audienceFile != nil { return true }
    let message = draft.message
    let notification = message["notification"]?.objectValue
    for key in ["title", "body"] {
      if let text = notification?[key]?.stringValue, Template.opensPlaceholder(text) { return true }
    }
    guard let data = message["data"] else { return false }
    if let dataScan, dataScan.data == data { return dataScan.opens }
    let opens = (data.objectValue ?? [:]).contains {
      $0.value.stringValue.map(Template.opensPlaceholder) ?? false
    }
    dataScan = (data, opens)
    return opens
  }
}
