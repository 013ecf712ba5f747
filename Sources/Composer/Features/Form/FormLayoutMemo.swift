import PushCore
import TermUI

/// What laying out the form computed, kept in `ComposerState` from one change to the next so a
/// keystroke lays out again only the blocks it changed (as `Derived` keeps a `DerivationMemo`):
/// each block's height, a map's rows, wrapped diagnostics, the rows last shown, and where each
/// diagnostic goes.
///
/// Every entry is checked against the inputs it was made from before it is used, so a layout
/// never depends on the memo, only its cost does (`FormLayoutMemoTests` compares memoised
/// layouts and screens with fresh ones). Updated once per change by
/// `ComposerState.refreshLayoutMemo()`; the view only reads it.
public struct FormLayoutMemo: Sendable, Equatable {
  /// One tab's blocks, valid for the geometry they were laid out at.
  struct TabMemo: Sendable {
    var geometry: Geometry
    /// The label column's width (from the items' labels).
    var labelWidth: Int
    /// The items of each field id (from the items, as the label width).
    var itemsByFieldID: [String: [Int]]
    /// Each item's field id when its block's height reads no value (`heightReadsValue`), else
    /// nil (and for sections).
    var plainFieldIDs: [String?]
    /// By item index (one per item).
    var blocks: [BlockMemo?]
    /// The rows last built for each block (by item index; nil once its block is measured
    /// again).
    var rows: [RowsMemo?]
  }

  /// What every block of a tab depends on: its items (the variant) and the pane's size.
  struct Geometry: Sendable, Equatable {
    var variant: FormModel.Variant
    var width: Int
    var viewport: Int
  }

  /// One field's block: its height (and a map's rows) with what they were made from. Never
  /// changed once made (a class, so checking it copies one reference, not its lists).
  final class BlockMemo: Sendable {
    let diagnostics: [Diagnostic]
    let editing: EditingKey?
    /// The value, when the height depends on it (maps, JSON, multi-line text).
    let value: FieldValue?
    let height: Int
    let entries: [MapRows.Row]?

    init(
      diagnostics: [Diagnostic], editing: EditingKey?, value: FieldValue?, height: Int,
      entries: [MapRows.Row]?
    ) {
      self.diagnostics = diagnostics
      self.editing = editing
      self.value = value
      self.height = height
      self.entries = entries
    }

    /// Whether the block was measured from these inputs.
    func isMade(of diagnostics: [Diagnostic], editing: EditingKey?, value: FieldValue?) -> Bool {
      self.diagnostics == diagnostics && self.editing == editing && self.value == value
    }
  }

  /// A block's rows `range` (all of them but for maps), made with `focus` and `value`. Never
  /// changed once made.
  final class RowsMemo: Sendable {
    let focus: FocusID?
    let value: FieldValue?
    let range: Range<Int>
    let rows: [FormRow]

    init(focus: FocusID?, value: FieldValue?, range: Range<Int>, rows: [FormRow]) {
      self.focus = focus
      self.value = value
      self.range = range
      self.rows = rows
    }

    /// Whether the rows were built from these inputs.
    func isMade(focus: FocusID?, value: FieldValue?, range: Range<Int>) -> Bool {
      self.focus == focus && self.value == value && self.range == range
    }
  }

  /// What a block needs to know of the editor open in it: where it is, its height on screen
  /// and the text's error.
  struct EditingKey: Sendable, Equatable {
    var focus: FocusID
    var height: Int
    var error: String?
  }

  /// The diagnostics by form field, for the diagnostics and audience notes they came from.
  struct Placement: Sendable {
    var diagnostics: [Diagnostic]
    var notes: [Diagnostic]
    var byField: [String: [Diagnostic]]
    /// The field and severity of each of `diagnostics` shown at a field.
    var placed: [(id: String, severity: Severity)]
    /// The field of each diagnostic path below `message`'s top (where the message text plays
    /// no part), for the next placement.
    var fieldIDs: [JSONPath: String?]
    /// The field of each of `diagnostics`, in order.
    var ids: [String?]
  }

  /// Errors and warnings per form tab, for the fields and severities placed and the variant
  /// they came from.
  struct Problems: Sendable {
    var placed: [(id: String, severity: Severity)]
    var variant: FormModel.Variant
    var counts: [FormTab: ComposerTabs.Count]
  }

  /// The form tab bar and its columns, for the selected tab, counts and row they came from.
  struct FormTabs: Sendable {
    var tab: FormTab
    var counts: [FormTab: ComposerTabs.Count]
    var row: Rect
    var bar: TabBar
    var columns: [Range<Int>]
  }

  /// The preview tab bar and its columns, for the marks and row they came from.
  struct PreviewTabs: Sendable {
    var marks: ComposerTabs.PreviewMarks
    var row: Rect
    var bar: TabBar
    var columns: [Range<Int>]
  }

  /// The whole layout of the state the memo was last refreshed for: the view draws that state
  /// right after, and finds it here when the state's layout inputs are the same. The inputs are
  /// kept with their derivation stripped (`Derived.strip()`: still equal to it, by identity), so
  /// the next change can reuse the views' storage in place, and without their editor, which the
  /// memo keeps beside them (`lastEditing`).
  final class Last: Sendable {
    let inputs: LayoutInputs
    let layout: ComposerLayout
    /// The state's focused place (`currentFocus`) when typing laid it out, which checked it is
    /// the open editor's; nil when not known.
    let typedFocus: FocusID?

    init(inputs: consuming LayoutInputs, layout: ComposerLayout, typedFocus: FocusID? = nil) {
      self.inputs = inputs
      self.layout = layout
      self.typedFocus = typedFocus
    }

    /// Whether this is the layout of `state`, laid out with `editing` open. Compared here, where
    /// the kept inputs are borrowed: read out of the object (`last.inputs`), they were copied
    /// first (every part retained).
    func holds(_ state: borrowing ComposerState, editing: EditingState?) -> Bool {
      inputs.are(of: state, editing: editing)
    }
  }

  var tabs: [FormTab: TabMemo] = [:]
  var placement: Placement?
  var problems: Problems?
  var formTabs: FormTabs?
  var previewTabs: PreviewTabs?
  var last: Last?
  /// The open editor of the inputs `last` was laid out for, kept out of the shared object so
  /// that a keystroke can let go of its text first (`releaseEditorText()`).
  var lastEditing: EditingState?
  /// The field last typed into without laying out again (see `typingLayout(for:)`).
  var typedAlone: Alone?
  /// How many layouts typing took from the last one, in all (for tests and benchmarks).
  public internal(set) var typedLayouts = 0

  /// An empty memo: the next layout computes everything.
  public init() {}

  /// The memo never makes two states differ: what it remembers is not compared.
  public static func == (a: FormLayoutMemo, b: FormLayoutMemo) -> Bool { true }

  /// Whether the last layout is `state`'s (`last.layout` then is its layout).
  func holdsLayout(of state: borrowing ComposerState) -> Bool {
    last?.holds(state, editing: lastEditing) ?? false
  }

  /// Lets go of the open editor's text before a key changes it, keeping what
  /// `typingLayout(for:)` compares of the last editor (its place, error and kind): while the
  /// memo shared the editor's clusters, each keystroke copied them all (the field's length in
  /// retained copies) before typing one. The kept inputs then no longer equal the state's, as
  /// they would not after the edit anyway.
  mutating func releaseEditorText() {
    guard let isMultiline = lastEditing?.editor.isMultiline else { return }
    lastEditing?.editor = TextEditorState(multiline: isMultiline)
  }

  /// The diagnostics by form field id (audience notes on the audience field), reusing the last
  /// placement when neither changed, or when only texts changed (`Placement.retext(_:)`).
  func placement(of diagnostics: [Diagnostic], notes: [Diagnostic]) -> Placement {
    if var next = placement, next.notes == notes, next.retext(diagnostics) != nil {
      return next
    }
    let ids: [String?]
    if let placement, placement.diagnostics.count == diagnostics.count,
      zip(placement.diagnostics, diagnostics).allSatisfy({ $0.path == $1.path })
    {
      // The same paths (typing changed a message, a size): the same fields, but where the
      // message text decides (at `message` itself).
      ids = zip(placement.ids, diagnostics).map { id, diagnostic in
        diagnostic.path.components.count > 1 ? id : DiagnosticPlacement.fieldID(for: diagnostic)
      }
    } else {
      let known = placement?.fieldIDs ?? [:]
      ids = diagnostics.map { diagnostic in
        diagnostic.path.components.count > 1
          ? known[diagnostic.path] ?? DiagnosticPlacement.fieldID(for: diagnostic)
          : DiagnosticPlacement.fieldID(for: diagnostic)
      }
    }
    var byField: [String: [Diagnostic]] = [:]
    var placed: [(id: String, severity: Severity)] = []
    var fieldIDs: [JSONPath: String?] = [:]
    for (diagnostic, fieldID) in zip(diagnostics, ids) {
      if diagnostic.path.components.count > 1 { fieldIDs[diagnostic.path] = fieldID }
      if let id = fieldID {
        byField[id, default: []].append(diagnostic)
        placed.append((id, diagnostic.severity))
      }
    }
    for note in notes {
      byField[AudienceViews.fieldID, default: []].append(note)
    }
    return Placement(
      diagnostics: diagnostics, notes: notes, byField: byField, placed: placed,
      fieldIDs: fieldIDs, ids: ids)
  }

  /// The errors and warnings on each form tab, reusing the last count when the fields and
  /// severities placed and the compose tab's variant are the same.
  func problems(of placement: Placement, variant: FormModel.Variant) -> Problems {
    if let problems, problems.variant == variant,
      problems.placed.elementsEqual(
        placement.placed, by: { $0.id == $1.id && $0.severity == $1.severity })
    {
      return problems
    }
    return Problems(
      placed: placement.placed, variant: variant,
      counts: ComposerTabs.problemCounts(placement.placed, variant: variant))
  }

  /// The form tab bar laid out on `row`, reusing the last one made from the same tab and counts.
  func formTabs(tab: FormTab, counts: [FormTab: ComposerTabs.Count], row: Rect) -> FormTabs {
    if let formTabs, formTabs.tab == tab, formTabs.row == row, formTabs.counts == counts {
      return formTabs
    }
    let bar = ComposerTabs.form(selected: tab, width: row.width, counts: counts)
    return FormTabs(
      tab: tab, counts: counts, row: row, bar: bar, columns: bar.tabRanges(startingAt: row.x))
  }

  /// The preview tab bar laid out on `row`, reusing the last one made from the same marks.
  func previewTabs(marks: ComposerTabs.PreviewMarks, row: Rect) -> PreviewTabs {
    if let previewTabs, previewTabs.marks == marks, previewTabs.row == row {
      return previewTabs
    }
    let bar = ComposerTabs.preview(marks, width: row.width)
    return PreviewTabs(
      marks: marks, row: row, bar: bar, columns: bar.tabRanges(startingAt: row.x))
  }
}

/// What a field's value column is made from, as read from the draft: the text shown (before it
/// is wrapped or cut), a JSON editor's value, or a map's object. Reading it is cheap; the rows
/// are built from it, so equal values give equal rows.
enum FieldValue: Sendable, Hashable {
  case text(String)
  case json(JSONValue?)
  case map(JSONObject?)

  /// A map's object.
  var mapObject: JSONObject? {
    if case .map(let object) = self { return object }
    return nil
  }
}
