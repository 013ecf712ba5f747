import TermUI

/// The rows the composer's panes drew in the last frame, reused when a row is drawn the same
/// again (a memo over `ComposerView.render`: the frame equals one drawn without it). Its owner
/// resets it whenever the theme changes; a resize empties it by itself.
public final class ComposerRenderCache {
  let formRows = RowCache<FormRow>()
  let previewLines = RowCache<PreviewPaneView.PreviewLine>()

  /// Rows copied from an earlier frame instead of drawn, in all.
  public var copies: Int { formRows.copies + previewLines.copies }
  /// Rows remembered for the next frame.
  public var count: Int { formRows.count + previewLines.count }

  /// An empty cache.
  public init() {}

  /// Forgets every row (call when the styles change).
  public func reset() {
    formRows.reset()
    previewLines.reset()
  }
}
