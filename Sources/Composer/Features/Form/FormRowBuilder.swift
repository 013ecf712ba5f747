import PushCore
import TermUI

/// Lays out one form tab as screen rows: headings, `label  value` rows, map tables, the live
/// editor's rows and each field's diagnostics under it. Pure: the same inputs and width always
/// give the same rows, so layout, hit-testing and drawing agree.
///
/// Rows are built lazily: `init` only measures each item (a block of rows), so the layout can
/// scroll from the heights and build just the rows in view (`rows(in:)`). A 100-pair data
/// map costs 100 rows only when all of them show. What a block was made from is checked against
/// `memo` first (see `FormLayoutMemo`): a keystroke measures and builds again only the blocks it
/// changed; with `recording`, what was computed is kept in `memo` for the next layout.
struct FormRowBuilder {
  let draft: Draft
  let focus: FocusID?
  let editing: EditingState?
  /// The field the editor is open in (looked up once, not per block).
  private let editingFieldID: String?
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
  /// The same by item index (parallel to `items`).
  private let itemDiagnostics: [[Diagnostic]]
  /// Where each item's rows start and how many there are (parallel to `items`).
  private(set) var blocks: [Block] = []
  /// The focused text editor's slot and, when multi-line, its text laid out at `valueWidth`
  /// (laid out once per layout: measuring, the rows and the editor view all use it).
  var editorSlot: FormRow.EditorSlot?
  var editorLayout: TextLayout?
  /// What earlier layouts computed; updated with this one's work when `recording`.
  private(set) var memo: FormLayoutMemo
  private var tabMemo: FormLayoutMemo.TabMemo
  private let tab: FormTab
  private let recording: Bool

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

  init(
    inputs: borrowing LayoutInputs, width: Int, viewport: Int, placement: FormLayoutMemo.Placement,
    memo: consuming FormLayoutMemo, recording: Bool = false
  ) {
    draft = inputs.draft
    let focus = inputs.currentFocus
    self.focus = focus
    editing = inputs.editing.flatMap { $0.focus == focus ? $0 : nil }
    editingFieldID = editing?.focus.fieldID
    self.width = max(1, width)
    self.viewport = max(1, viewport)
    indentUnit = width < 50 ? 1 : 2
    items = inputs.formItems
    let geometry = FormLayoutMemo.Geometry(
      variant: inputs.derived.formVariant, width: width, viewport: viewport)
    if let kept = memo.tabs[inputs.tab], kept.geometry == geometry, kept.blocks.count == items.count
    {
      tabMemo = kept
    } else {
      var itemsByFieldID: [String: [Int]] = [:]
      var plainFieldIDs: [String?] = []
      plainFieldIDs.reserveCapacity(items.count)
      for (index, item) in items.enumerated() {
        guard case .field(let field) = item else {
          plainFieldIDs.append(nil)
          continue
        }
        itemsByFieldID[field.id, default: []].append(index)
        plainFieldIDs.append(Self.heightReadsValue(field.editor) ? nil : field.id)
      }
      tabMemo = FormLayoutMemo.TabMemo(
        geometry: geometry,
        labelWidth: Self.labelWidth(items, width: width, indentUnit: indentUnit),
        itemsByFieldID: itemsByFieldID, plainFieldIDs: plainFieldIDs,
        blocks: Array(repeating: nil, count: items.count),
        rows: Array(repeating: nil, count: items.count))
    }
    labelWidth = tabMemo.labelWidth
    diagnosticsByField = placement.byField
    // Each item's diagnostics, looked up by the few fields that have any.
    var itemDiagnostics = Array(repeating: [Diagnostic](), count: items.count)
    for (id, diagnostics) in placement.byField {
      for index in tabMemo.itemsByFieldID[id] ?? [] { itemDiagnostics[index] = diagnostics }
    }
    self.itemDiagnostics = itemDiagnostics
    tab = inputs.tab
    self.recording = recording
    self.memo = memo
    if recording {
      self.memo.placement = placement
      self.memo.tabs[inputs.tab] = nil  // kept in `tabMemo` (uniquely) while laying out
    }
    measure()
  }

  /// Labels get their full width while values keep at least 20 columns; below that they are
  /// cut (never under a third of the pane).
  private static func labelWidth(_ items: [FormItem], width: Int, indentUnit: Int) -> Int {
    var widest = 0
    for case .field(let field) in items {
      widest = max(widest, min(field.depth, 4) * indentUnit + TextWidth.of(field.label))
    }
    return max(min(10, width / 3), min(widest, max(width * 2 / 5, width - 20)))
  }

  var valueX: Int { labelWidth + 2 }
  var valueWidth: Int { max(1, width - valueX) }

  /// How many rows the tab has.
  var rowCount: Int { blocks.last.map { $0.start + $0.height } ?? 0 }

  func indent(_ depth: Int) -> Int { min(max(0, depth), 4) * indentUnit }

  func diagnostics(forField id: String) -> [Diagnostic] { diagnosticsByField[id] ?? [] }

  /// The memo with what this layout computed (when `recording`), moved out so that no copy is
  /// left to make the next layout copy it again; the builder is done after this.
  mutating func takeFinishedMemo() -> FormLayoutMemo {
    var finished = FormLayoutMemo()
    swap(&finished, &memo)
    if recording {
      var taken = FormLayoutMemo.TabMemo(
        geometry: tabMemo.geometry, labelWidth: 0, itemsByFieldID: [:], plainFieldIDs: [],
        blocks: [], rows: [])
      swap(&taken, &tabMemo)
      finished.tabs[tab] = taken
    }
    return finished
  }

  // MARK: Measuring

  private mutating func measure() {
    let spacious = viewport >= 10
    var start = 0
    blocks.reserveCapacity(items.count)
    let items = items
    for index in items.indices {
      var block = Block(start: start, height: 1)
      // A field the editor is not in, whose height reads no value: its block depends on its
      // diagnostics alone, checked without copying the item.
      if let id = tabMemo.plainFieldIDs[index], id != editingFieldID,
        let kept = tabMemo.blocks[index],
        kept.isMade(of: itemDiagnostics[index], editing: nil, value: nil)
      {
        block.height = kept.height
        block.entries = kept.entries
        blocks.append(block)
        start += block.height
        continue
      }
      switch items[index] {
      case .section:
        block.height = index > 0 && spacious ? 2 : 1
      case .field(let field):
        (block.height, block.entries) = measured(field, at: index)
      }
      blocks.append(block)
      start += block.height
    }
  }

  /// A field's block measured (its height, and a map's rows), or as remembered when nothing it
  /// depends on changed.
  private mutating func measured(_ field: FormField, at index: Int) -> (
    height: Int, entries: [MapRows.Row]?
  ) {
    let diagnostics = itemDiagnostics[index]
    let editingKey = editingKey(field)
    let isEditedText = editingKey?.focus == .field(field.id) && field.editor.isText
    var value: FieldValue?
    if Self.heightReadsValue(field.editor) {
      value = field.editor != .map && isEditedText ? nil : fieldValue(field)
    }
    if let kept = tabMemo.blocks[index],
      kept.isMade(of: diagnostics, editing: editingKey, value: value)
    {
      return (kept.height, kept.entries)
    }
    var entries: [MapRows.Row]?
    var height: Int
    if field.editor == .map {
      let rows = MapRows.rows(of: field, object: value?.mapObject)
      entries = rows
      height = rows.count + 2
    } else if let editingKey, isEditedText {
      height = editingKey.height
    } else {
      height = value.map { valueLines(field, $0).count } ?? 1
    }
    if field.editor != .map, let error = editingKey?.error, editingKey?.focus == .field(field.id) {
      height += messageLines("✗ " + error).count
    }
    height += diagnostics.reduce(0) { $0 + messageLines(Self.messageText($1)).count }
    tabMemo.blocks[index] = FormLayoutMemo.BlockMemo(
      diagnostics: diagnostics, editing: editingKey, value: value, height: height,
      entries: entries)
    tabMemo.rows[index] = nil  // (a stale entry's rows must not be used either)
    return (height, entries)
  }

  /// Whether a block's height depends on the field's value (a map's rows, JSON and multi-line
  /// text wrapped), not only on its diagnostics and the editor.
  static func heightReadsValue(_ editor: EditorKind) -> Bool {
    switch editor {
    case .map, .json, .multiline: true
    default: false
    }
  }

  /// What a block needs to know of the editor, when it is open in the field: for a text
  /// field, its height (the editor's text is laid out here, once).
  private mutating func editingKey(_ field: FormField) -> FormLayoutMemo.EditingKey? {
    guard editingFieldID == field.id, let editing else { return nil }
    var height = 1
    if editing.focus == .field(field.id), field.editor.isText {
      let slot = makeEditorSlot(editing, placeholder: field.help, kind: field.editor)
      editorSlot = slot
      height = slot.height
    }
    return FormLayoutMemo.EditingKey(focus: editing.focus, height: height, error: editing.error)
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
  mutating func rows(in range: Range<Int>) -> [FormRow] {
    var out: [FormRow] = []
    out.reserveCapacity(max(0, min(range.count, rowCount - range.lowerBound)))
    let (items, blocks) = (items, blocks)
    for index in blocks.indices
    where blocks[index].start < range.upperBound
      && blocks[index].start + blocks[index].height > range.lowerBound
    {
      let block = blocks[index]
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
          out += remembered(index, field, range: local) { builder, _ in
            builder.mapRows(field, entries: entries, local: local)
          }
        } else {
          let rows = remembered(index, field, range: 0..<block.height) {
            $0.fieldRows(field, value: $1)
          }
          out += rows[min(local.lowerBound, rows.count)..<min(local.upperBound, rows.count)]
        }
      }
    }
    return out
  }

  /// A block's rows `range`, as last built when the focus and value are the same (its height's
  /// inputs were checked when it was measured).
  private mutating func remembered(
    _ index: Int, _ field: FormField, range: Range<Int>,
    build: (FormRowBuilder, FieldValue?) -> [FormRow]
  ) -> [FormRow] {
    let focusHere = focus?.fieldID == field.id ? focus : nil
    let isEditedText =
      editingFieldID == field.id && editing?.focus == .field(field.id)
      && field.editor.isText
    let value = isEditedText ? nil : tabMemo.blocks[index]?.value ?? fieldValue(field)
    if let kept = tabMemo.rows[index], kept.isMade(focus: focusHere, value: value, range: range) {
      return kept.rows
    }
    let rows = build(self, value)
    guard tabMemo.blocks[index] != nil else { return rows }
    tabMemo.rows[index] = FormLayoutMemo.RowsMemo(
      focus: focusHere, value: value, range: range, rows: rows)
    return rows
  }
}
