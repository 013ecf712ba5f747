import PushCore
import TermUI

/// Lays out one form tab as screen rows: headings, `label  value` rows, map tables, the live
/// editor's rows and each field's diagnostics under it. Pure: the same state and width always
/// give the same rows, so layout, hit-testing and drawing agree.
///
/// Rows are built lazily: `init` only measures each item (a block of rows), so the layout can
/// scroll from the heights and build just the rows in view (`rows(in:)`). A 100-pair data
/// map costs 100 rows only when all of them show.
struct FormRowBuilder {
  let draft: Draft
  let derived: Derived
  let focus: FocusID?
  let editing: EditingState?
  /// Content width in cells.
  let width: Int
  /// Rows the form can show at once (caps editor heights).
  let viewport: Int
  /// Width of the label column (indent included).
  let labelWidth: Int
  /// Cells per indent level.
  let indentUnit: Int
  /// The tab's items, one block of rows each.
  let items: [FormItem]
  /// Each field's diagnostics (by form id), in order.
  let diagnosticsByField: [String: [Diagnostic]]
  /// Where each item's rows start and how many there are (parallel to `items`).
  private(set) var blocks: [Block] = []

  /// The rows of one item.
  struct Block {
    var start: Int
    var height: Int
    /// A map's rows (nil for other items).
    var entries: [MapRows.Row]?
  }

  /// Rows of the value column before a long text or JSON value is cut.
  static let valueRows = 3
  static let jsonRows = 6
  static let editorRows = 8
  static let jsonEditorRows = 12

  init(state: ComposerState, width: Int, viewport: Int) {
    draft = state.draft
    derived = state.derived
    let focus = state.currentFocus
    self.focus = focus
    editing = state.editing.flatMap { $0.focus == focus ? $0 : nil }
    self.width = max(1, width)
    self.viewport = max(1, viewport)
    indentUnit = width < 50 ? 1 : 2
    items = state.formItems
    var widest = 0
    for case .field(let field) in items {
      widest = max(widest, min(field.depth, 4) * indentUnit + TextWidth.of(field.label))
    }
    // Labels get their full width while values keep at least 20 columns; below that they are
    // cut (never under a third of the pane).
    labelWidth = max(min(10, width / 3), min(widest, max(width * 2 / 5, width - 20)))
    var byField: [String: [Diagnostic]] = [:]
    for diagnostic in state.derived.diagnostics {
      if let id = DiagnosticPlacement.fieldID(for: diagnostic) {
        byField[id, default: []].append(diagnostic)
      }
    }
    for note in AudienceViews.fieldNotes(state) {
      byField[AudienceViews.fieldID, default: []].append(note)
    }
    diagnosticsByField = byField
    measure()
  }

  var valueX: Int { labelWidth + 2 }
  var valueWidth: Int { max(1, width - valueX) }

  /// How many rows the tab has.
  var rowCount: Int { blocks.last.map { $0.start + $0.height } ?? 0 }

  func indent(_ depth: Int) -> Int { min(max(0, depth), 4) * indentUnit }

  func diagnostics(forField id: String) -> [Diagnostic] { diagnosticsByField[id] ?? [] }

  // MARK: Measuring

  private mutating func measure() {
    let spacious = viewport >= 10
    var start = 0
    for (index, item) in items.enumerated() {
      var block = Block(start: start, height: 1)
      switch item {
      case .section:
        block.height = index > 0 && spacious ? 2 : 1
      case .field(let field) where field.editor == .map:
        let entries = MapRows.rows(of: field, in: draft)
        block.entries = entries
        block.height = entries.count + 2 + diagnosticRowCount(field.id)
      case .field(let field):
        block.height = fieldHeight(field)
      }
      blocks.append(block)
      start += block.height
    }
  }

  /// A field's rows without laying out its text (only multi-row values are formatted).
  private func fieldHeight(_ field: FormField) -> Int {
    let place = FocusID.field(field.id)
    var height = 1
    if let editing, editing.focus == place, field.editor.isText {
      height = editorSlot(editing, placeholder: field.help, kind: field.editor).height
    } else {
      switch field.editor {
      case .json, .multiline: height = valueLines(field).count
      default: height = 1
      }
    }
    if let error = editing?.error, editing?.focus == place {
      height += messageLines("✗ " + error).count
    }
    return height + diagnosticRowCount(field.id)
  }

  private func diagnosticRowCount(_ id: String) -> Int {
    diagnostics(forField: id).reduce(0) { $0 + messageLines(Self.messageText($1)).count }
  }

  /// The rows (first and last index) that scroll with `focus`: those it targets or that are
  /// attached to it.
  func focusRange(_ focus: FocusID?) -> ClosedRange<Int>? {
    guard let focus else { return nil }
    var first: Int?
    var last = 0
    for (index, item) in items.enumerated() {
      guard case .field(let field) = item, field.id == focus.fieldID else { continue }
      let block = blocks[index]
      let range: ClosedRange<Int>?
      if let entries = block.entries {
        range = Self.mapFocusRows(focus, count: entries.count, block: block)
      } else {
        range = focus == .field(field.id) ? block.start...(block.start + block.height - 1) : nil
      }
      guard let range else { continue }
      first = min(first ?? range.lowerBound, range.lowerBound)
      last = max(last, range.upperBound)
    }
    return first.map { $0...last }
  }

  /// The rows of a map block that `focus` targets: the header stands for the first key (or
  /// the new row when empty); diagnostics are attached to the new row.
  private static func mapFocusRows(_ focus: FocusID, count: Int, block: Block) -> ClosedRange<Int>?
  {
    let first = block.start + 1
    switch focus {
    case .mapKey(_, let row) where (0..<count).contains(row):
      return (row == 0 ? block.start : first + row)...(first + row)
    case .mapValue(_, let row) where (0..<count).contains(row):
      return (first + row)...(first + row)
    case .mapNewRow:
      return (count == 0 ? block.start : first + count)...(block.start + block.height - 1)
    default:
      return nil
    }
  }

  // MARK: Building

  /// The rows at indices `range` (clamped to the tab's rows).
  func rows(in range: Range<Int>) -> [FormRow] {
    var out: [FormRow] = []
    for (index, block) in blocks.enumerated()
    where block.start < range.upperBound && block.start + block.height > range.lowerBound {
      let local =
        max(0, range.lowerBound - block.start)..<min(block.height, range.upperBound - block.start)
      switch items[index] {
      case .section(let title, let depth):
        var rows = block.height == 2 ? [FormRow()] : []
        var row = FormRow()
        let x = indent(depth)
        row.text(x, TextWidth.truncate(title, to: width - x), "ui.title")
        rows.append(row)
        out += rows[local]
      case .field(let field):
        if let entries = block.entries {
          out += mapRows(field, entries: entries, local: local)
        } else {
          let rows = fieldRows(field)
          out += rows[min(local.lowerBound, rows.count)..<min(local.upperBound, rows.count)]
        }
      }
    }
    return out
  }
}
