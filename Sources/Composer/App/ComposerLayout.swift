import PushCore
import TermUI

/// Where everything goes on screen, computed purely from a state's `LayoutInputs` (its size,
/// tab, focus, editor, draft and derivation): the panes, bars and gauges, and the form's rows with the scroll that keeps
/// the focused place (and its diagnostics) in view. The view draws from it and the reducer
/// hit-tests mouse clicks and pages with it, so both always agree.
public struct ComposerLayout: Sendable, Equatable {
  /// Below this the composer shows "Terminal too small".
  public static let minimumSize = Size(width: 40, height: 12)
  /// Narrower terminals stack the preview under the form.
  public static let sideBySideWidth = 100

  /// The terminal size laid out.
  public let size: Size
  /// Whether the terminal is below `minimumSize` (nothing else is laid out).
  public let isTooSmall: Bool
  /// Whether the preview sits under the form (narrow terminals).
  public let isStacked: Bool
  /// The form pane's frame; its tabs sit on the top border.
  public let formFrame: Rect
  /// The form tab bar (a row on the form frame's top border).
  public let formTabs: Rect
  /// The form rows' viewport.
  public let form: Rect
  /// The focused field's help and JSON path, at the bottom of the form pane.
  public let formFooter: Rect
  /// The preview pane's frame; its tabs sit on the top border.
  public let previewFrame: Rect
  /// The preview tab bar.
  public let previewTabs: Rect
  /// The JSON viewport (its first column is the focus gutter).
  public let preview: Rect
  /// Payload gauges and the console counter, under the JSON.
  public let gauges: Rect
  /// The status bar row.
  public let statusBar: Rect
  /// The key hints row.
  public let helpBar: Rect
  /// The rows of the selected form tab in the viewport: rows `formScroll ..< formScroll +
  /// visibleFormRows.count` of `formRowCount` (only these are laid out).
  public let visibleFormRows: [FormRow]
  /// How many rows the selected form tab has.
  public let formRowCount: Int
  /// Rows of the form scrolled off the top.
  public let formScroll: Int
  /// The label column's width in the form.
  public let labelWidth: Int
  /// The width the focused editor wraps its text at (the value column): the editor's rows on
  /// screen and its Up/Down movement both use it.
  public let editorWidth: Int
  /// The focused multi-line editor's text laid out at `editorWidth`, if one is open.
  public internal(set) var editorLayout: TextLayout?
  /// The form tab bar as drawn: titles and problem markers.
  public let formTabBar: TabBar
  /// The columns of each form tab (in `FormTab.allCases` order).
  public let formTabColumns: [Range<Int>]
  /// The preview tab bar as drawn: titles and over-limit markers.
  public let previewTabBar: TabBar
  /// The columns of each preview tab (in `PreviewTab.allCases` order).
  public let previewTabColumns: [Range<Int>]

  /// Lays out `state` at `state.size`, reusing what `state.layoutMemo` remembers.
  public init(_ state: borrowing ComposerState) {
    if let last = state.layoutMemo.last, state.layoutMemo.holdsLayout(of: state) {
      self = last.layout
      return
    }
    var memo = state.layoutMemo
    self.init(LayoutInputs(state), memo: &memo, recording: false)
  }

  /// Lays out a state from its `inputs`, reusing what `memo` remembers from earlier layouts;
  /// when `recording`, `memo` is then what this layout computed (for the next one).
  init(_ inputs: borrowing LayoutInputs, memo: inout FormLayoutMemo, recording: Bool) {
    size = inputs.size
    let screen = Rect(size: inputs.size)
    isTooSmall = Self.isTooSmall(size)
    isStacked = size.width < Self.sideBySideWidth
    let (panes, bars) = screen.splitBottom(isTooSmall ? 0 : 2)
    statusBar = isTooSmall ? .zero : bars.splitTop(1).top
    helpBar = isTooSmall ? .zero : bars.splitTop(1).rest
    if isTooSmall {
      (formFrame, previewFrame) = (.zero, .zero)
    } else if isStacked {
      let formHeight = max(5, panes.height * 55 / 100)
      let split = panes.splitTop(formHeight)
      (formFrame, previewFrame) = (split.top, split.rest)
    } else {
      let split = panes.splitLeft(panes.width * 45 / 100)
      (formFrame, previewFrame) = (split.left, split.rest)
    }
    formTabs = Self.tabRow(of: formFrame)
    previewTabs = Self.tabRow(of: previewFrame)
    let placement = memo.placement(
      of: inputs.derived.diagnostics, notes: AudienceViews.fieldNotes(inputs.audience.value))
    let problems = memo.problems(of: placement, variant: inputs.derived.formVariant)
    let formBar = memo.formTabs(tab: inputs.tab, counts: problems.counts, row: formTabs)
    formTabBar = formBar.bar
    formTabColumns = formBar.columns
    let previewBar = memo.previewTabs(
      marks: ComposerTabs.previewMarks(inputs.derived, selected: inputs.previewTab),
      row: previewTabs)
    previewTabBar = previewBar.bar
    previewTabColumns = previewBar.columns
    let formInner = formFrame.inset(by: 1).inset(horizontal: 1)
    let footerHeight = formInner.height >= 16 ? 3 : formInner.height >= 5 ? 1 : 0
    (form, formFooter) = formInner.splitBottom(footerHeight)
    let previewInner = previewFrame.inset(by: 1)
    let gaugeHeight = previewInner.height >= 18 ? 5 : previewInner.height >= 3 ? 1 : 0
    (preview, gauges) = previewInner.splitBottom(gaugeHeight)
    // Recording, the builder gets the only copy of the memo, so it changes it in place.
    var taken = FormLayoutMemo()
    if recording { swap(&taken, &memo) } else { taken = memo }
    var builder = FormRowBuilder(
      inputs: inputs, width: form.width, viewport: form.height, placement: placement,
      memo: consume taken,
      recording: recording)
    labelWidth = builder.labelWidth
    editorWidth = builder.valueWidth
    editorLayout = builder.editorLayout
    formRowCount = builder.rowCount
    formScroll = Self.scroll(
      focusRange: builder.focusRange(builder.focus), viewport: form.height)
    visibleFormRows = builder.rows(in: formScroll..<(formScroll + max(0, form.height)))
    if recording {
      memo = builder.takeFinishedMemo()
      memo.problems = problems
      memo.formTabs = formBar
      memo.previewTabs = previewBar
    }
  }

  /// Whether `size` is below `minimumSize` (the composer shows "Terminal too small").
  public static func isTooSmall(_ size: Size) -> Bool {
    size.width < minimumSize.width || size.height < minimumSize.height
  }

  /// The form viewport's height in rows (for paging).
  public var formViewportHeight: Int { form.height }

  /// The focusable place under a screen position in the form, if any.
  public func focus(at position: Position) -> FocusID? {
    guard form.contains(position) else { return nil }
    let index = position.y - form.y
    guard index < visibleFormRows.count else { return nil }
    return visibleFormRows[index].focus(atColumn: position.x - form.x)
  }

  /// The form tab under a screen position, if any.
  public func formTab(at position: Position) -> FormTab? {
    guard formTabs.contains(position) else { return nil }
    return zip(FormTab.allCases, formTabColumns).first { $0.1.contains(position.x) }?.0
  }

  /// The preview tab under a screen position, if any.
  public func previewTab(at position: Position) -> PreviewTab? {
    guard previewTabs.contains(position) else { return nil }
    return zip(PreviewTab.allCases, previewTabColumns).first { $0.1.contains(position.x) }?.0
  }

  /// The smallest scroll from the top that shows the focused rows (their top when they are
  /// taller than the viewport).
  static func scroll(focusRange range: ClosedRange<Int>?, viewport: Int) -> Int {
    guard viewport > 0, let range else { return 0 }
    let bottomAligned = range.upperBound - viewport + 1
    return max(0, min(range.lowerBound, bottomAligned))
  }

  /// The tab row on a frame's top border (inside its corners).
  private static func tabRow(of frame: Rect) -> Rect {
    guard frame.width > 2, frame.height > 0 else { return .zero }
    return Rect(x: frame.x + 1, y: frame.y, width: frame.width - 2, height: 1)
  }
}
