import Composer
import PushCore
import TermUI
import Testing

@Suite struct MouseTests {
  @Test func clickingAFieldFocusesIt() throws {
    var h = ComposerHarness(draft: SampleDraft.draft)
    let layout = ComposerLayout(h.state)
    let row = try #require(
      layout.form.rows.first {
        layout.focus(at: Position(x: $0.x + 4, y: $0.y)) == .field("draft.name")
      })
    h.send(.mouse(MouseEvent(.press(.primary), at: Position(x: row.x + 4, y: row.y))))
    #expect(h.state.currentFocus == .field("draft.name"))
    #expect(h.state.editing?.editor.text == "Spring sale 2027")
  }

  @Test func clickingATabSelectsIt() throws {
    var h = ComposerHarness()
    let layout = ComposerLayout(h.state)
    let y = layout.formTabs.y
    let x = try #require(
      (layout.formTabs.x..<layout.formTabs.right).first {
        layout.formTab(at: Position(x: $0, y: y)) == .apns
      })
    h.send(.mouse(MouseEvent(.press(.primary), at: Position(x: x, y: y))))
    #expect(h.state.tab == .apns)
  }

  @Test func wheelOverThePreviewScrollsItAndStopsFollowingFocus() {
    var h = ComposerHarness(draft: SampleDraft.draft)
    let layout = ComposerLayout(h.state)
    let inside = Position(x: layout.preview.x + 2, y: layout.preview.y + 2)
    h.send(.mouse(MouseEvent(.wheelDown, at: inside)))
    #expect(h.state.previewScroll == 3)
    #expect(!h.state.previewFollowsFocus)
  }

  @Test func withMouseReleasedClicksDoNothing() throws {
    var h = ComposerHarness(draft: SampleDraft.draft)
    try h.type("<F12>")
    #expect(h.effects.last == .setMouseCapture(false))
    let layout = ComposerLayout(h.state)
    h.send(
      .mouse(
        MouseEvent(
          .press(.primary), at: Position(x: layout.formTabs.right - 3, y: layout.formTabs.y))))
    #expect(h.state.tab == .compose)
  }
}
