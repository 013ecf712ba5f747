import TermUI

/// The rows the composer's panes drew in the last frame, reused when a row is drawn the same
/// again (a memo over `ComposerView.render`: the frame equals one drawn without it). Its owner
/// resets it whenever the theme changes; a resize empties it by itself.
public final class ComposerRenderCache {
  let formRows = RowCache<FormRow>()
  /// The form pane but its open editor (copied whole while typing).
  let formPane = PaneCache<FormPaneView.Pane>()
  let previewLines = RowCache<PreviewPaneView.PreviewLine>()
  let formTabs = RowCache<DrawnOver<TabBar>>()
  let previewTabs = RowCache<DrawnOver<TabBar>>()
  let helpBar = RowCache<DrawnOver<HelpBar>>()
  let statusBar = RowCache<StatusBarView.Line>()
  /// The status bar's pieces (text only: kept across theme changes).
  let statusLine = StatusBarView.Memo()
  /// The preview's lines in view (text only: kept across theme changes).
  let previewWindow = PreviewWindowMemo()
  /// The help bar's items on the form (text only: kept across theme changes).
  let helpItems = HelpItemsMemo()
  /// The focused field's help, path and kind (text only: kept across theme changes).
  let focusInfo = FocusInfoMemo()
  /// The screen's pens, laid over `ui.background`.
  let backgroundPens = LayeredPens()

  /// Rows copied from an earlier frame instead of drawn, in all (the form pane counts as one).
  public var copies: Int { caches.reduce(0) { $0 + $1.copies } }
  /// Rows remembered for the next frame (the form pane counts as one).
  public var count: Int { caches.reduce(0) { $0 + $1.count } }
  /// How many frames copied the form pane whole (all of it but the open editor), in all.
  public var formPaneCopies: Int { formPane.copies }

  private var caches: [any RowCounting] {
    [formRows, formPane, previewLines, formTabs, previewTabs, helpBar, statusBar]
  }

  /// An empty cache.
  public init() {}

  /// Forgets every row (call when the styles change).
  public func reset() {
    for cache in caches { cache.reset() }
    backgroundPens.reset()
  }
}

/// What the composer's cache counts and resets in each of its row caches.
private protocol RowCounting: AnyObject {
  var copies: Int { get }
  var count: Int { get }
  func reset()
}

extension RowCache: RowCounting {}
extension PaneCache: RowCounting {}
