import Foundation
import PushCore
import TermUI

/// Draws the whole composer from its state (ratatui style: everything, every frame). Pure:
/// the same state gives the same cells; the run loop diffs frames.
public enum ComposerView {
  /// Renders `state` into `buffer` (sized `state.size`) and returns where the terminal cursor
  /// goes: in the focused text editor (or a popup's input), or nil to hide it.
  ///
  /// Every cell of `buffer` is written (it is cleared to the background first), whatever it
  /// held: the run loop hands it the frame before last (`TerminalApp.rendersEveryCell`).
  ///
  /// `home` shortens the file path in the status bar (`~/drafts/x.json`). `cache`, when
  /// given, carries rows drawn in the last frame into this one (the run loop's; the result is
  /// the same without it).
  @discardableResult
  public static func render(
    _ state: ComposerState, into buffer: inout Buffer, styles: any StyleResolver,
    home: String?, cache: ComposerRenderCache? = nil
  ) -> Position? {
    let styles = LayeredStyles(
      styles, over: "ui.background", pens: cache?.backgroundPens ?? LayeredPens())
    buffer.clear(buffer.area, style: styles.base, role: "ui.background")
    let layout = ComposerLayout(state)
    if layout.isTooSmall {
      tooSmall(state.size, buffer: &buffer, styles: styles)
      return nil
    }
    var cursor: Position?
    // What the focused field is: the form's footer and the help bar both show it.
    let focus: FocusInfo?
    if let cache { focus = cache.focusInfo.info(state) } else { focus = FocusInfo(state) }
    let screen = state.screen
    let above = Rect(x: 0, y: 0, width: state.size.width, height: layout.statusBar.y)
    if screen == .workspace, let workspace = state.workspace {
      cursor = WorkspaceView.render(
        workspace, state: state, home: home, buffer: &buffer, styles: styles)
    } else if screen == .history, let history = state.history {
      cursor = HistoryView.render(
        history, state: state, in: above, buffer: &buffer, styles: styles)
    } else if screen == .send, let session = state.send {
      SendView.render(
        session, state: state, in: above, home: home, buffer: &buffer, styles: styles)
    } else {
      cursor = FormPaneView.render(
        state, layout: layout, focus: focus, buffer: &buffer, styles: styles,
        rows: cache?.formRows, tabs: cache?.formTabs, pane: cache?.formPane)
      PreviewPaneView.render(
        state, layout: layout, buffer: &buffer, styles: styles, lines: cache?.previewLines,
        tabBars: cache?.previewTabs, window: cache?.previewWindow)
      AudienceCompletion.render(
        state, below: cursor, in: layout.formFrame, buffer: &buffer, styles: styles)
      TopicCompletion.render(
        state, below: cursor, in: layout.formFrame, buffer: &buffer, styles: styles)
    }
    if screen == .workspace {
      workspaceStatusBar(
        state, in: layout.statusBar, home: home, buffer: &buffer, styles: styles, cache: cache)
    } else {
      StatusBarView.render(
        state, in: layout.statusBar, home: home, buffer: &buffer, styles: styles,
        cache: cache?.statusBar, memo: cache?.statusLine)
    }
    HelpBar(HelpHints.items(state, focus: focus, memo: cache?.helpItems)).render(
      in: layout.helpBar, buffer: &buffer, styles: styles, cache: cache?.helpBar)
    if !state.popups.isEmpty {
      cursor = PopupLayer.render(state, buffer: &buffer, styles: styles)
    }
    return cursor
  }

  /// The status bar on the workspace: the selected draft's (`WorkspaceView.statusBarState`).
  ///
  /// Apart, and never inlined, so the frame drawn everywhere else never holds that optional
  /// whole state: with both calls in one function the optimiser merged them into one that took
  /// either state, and copied the composer's (every member retained, then released) for it on
  /// every frame.
  @inline(never)
  private static func workspaceStatusBar(
    _ state: ComposerState, in area: Rect, home: String?, buffer: inout Buffer,
    styles: any StyleResolver, cache: ComposerRenderCache?
  ) {
    StatusBarView.render(
      WorkspaceView.statusBarState(state) ?? state, in: area, home: home, buffer: &buffer,
      styles: styles, cache: cache?.statusBar, memo: cache?.statusLine)
  }

  /// "Terminal too small: need 40×12, have W×H", centred.
  static func tooSmall(_ size: Size, buffer: inout Buffer, styles: any StyleResolver) {
    let minimum = ComposerLayout.minimumSize
    let title = "Terminal too small:"
    let need =
      "need \(minimum.width)×\(minimum.height), have \(size.width)×\(size.height)"
    let width = max(1, size.width)
    let lines =
      TextWidth.of(title + " " + need) <= width
      ? [title + " " + need]
      : TextWrap.wrap(title, width: width) + TextWrap.wrap(need, width: width)
    let top = max(0, (size.height - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      let x = max(0, (size.width - TextWidth.of(line)) / 2)
      buffer.setString(x: x, y: top + index, line, role: "ui.text", styles: styles)
    }
  }
}
