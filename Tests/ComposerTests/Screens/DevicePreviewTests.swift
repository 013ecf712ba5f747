import Composer
import PushCore
import TermUI
import Testing

/// What the Device tab shows: overrides applied, text cut where each platform cuts it.
@Suite struct DevicePreviewTests {
  /// The screen at 160×50 (cards side by side, nothing scrolled off) and the preview pane.
  struct Screen {
    var buffer: Buffer
    var pane: Rect

    /// Where `text` shows in the preview pane.
    func find(_ text: String) -> Position? { buffer.find(text, in: pane) }

    /// The preview pane's rows (text only).
    var lines: [String] {
      buffer.lines[pane.y..<pane.bottom].map { String($0.dropFirst(pane.x)) }
    }
  }

  func screen(_ draft: Draft, expanded: Bool) -> Screen {
    let state = FeatureFixtures.device(
      Size(width: 160, height: 50), draft: draft, expanded: expanded)
    return Screen(buffer: ScreenFixtures.render(state).buffer, pane: ComposerLayout(state).preview)
  }

  @Test func altXTogglesExpandedAndShowsTheDeviceTab() throws {
    var h = ComposerHarness(draft: SampleDraft.draft)
    try h.type("<A-x>")
    #expect(h.state.previewTab == .device)
    #expect(h.state.deviceExpanded)
    try h.type("<A-x>")
    #expect(!h.state.deviceExpanded)
    h.send(.command(.previewNext))
    #expect(h.state.previewTab == .request)
  }

  @Test func collapsedAndroidShowsOneLineOfTextIOSFour() throws {
    let screen = screen(FeatureFixtures.longTextDraft, expanded: false)
    // Android: one line of text, cut with …
    let android = try #require(screen.find("│ Our biggest sale of the season start…"))
    #expect(screen.find("╰", in: android.y + 1) == android.x)
    // iOS: four lines of body under the subtitle, the last cut with …
    let subtitle = try #require(screen.find("Members get early access"))
    let body = screen.lines[(subtitle.y - screen.pane.y + 1)...].prefix(5)
    #expect(body.filter { $0.contains("…") }.count == 1)
    #expect(body.last?.contains("╰") == true)
    #expect(screen.find("stock is limited") == nil)
  }

  @Test func expandedShowsMoreTextAndTheImage() {
    let collapsed = screen(SampleDraft.draft, expanded: false)
    #expect(collapsed.find("[img]") != nil)
    #expect(collapsed.find("spring-sale.png") == nil)
    let expanded = screen(SampleDraft.draft, expanded: true)
    #expect(expanded.lines.filter { $0.contains("▨ spring-sale.png") }.count == 2)
    #expect(expanded.find("Ends Sunday at midnight.") != nil)
    let long = screen(FeatureFixtures.longTextDraft, expanded: true)
    #expect(long.find("stock is limited.") != nil)  // iOS expanded: in full
  }

  @Test func overridesShowOnTheirPlatformOnly() throws {
    var draft = SampleDraft.draft
    draft.setValue("Android only title", at: "message.android.notification.title")
    draft.setValue("Apple title", at: "message.apns.payload.aps.alert.title")
    let buffer = screen(draft, expanded: false)
    let android = try #require(buffer.find("Android only title"))
    let apple = try #require(buffer.find("Apple title"))
    #expect(buffer.find("Spring sale: 30% off") == nil)
    #expect(android.x < apple.x)
    #expect(buffer.find("badge 1") != nil)
    #expect(buffer.find("Members get early access") != nil)
  }

  @Test func dataOnlyMessagesShowNothing() {
    var draft = SampleDraft.draft
    draft.setValue(nil, at: "message.notification")
    draft.setValue(nil, at: "message.apns.payload.aps.alert")
    let buffer = screen(draft, expanded: false)
    #expect(buffer.find("Nothing shown: data-only messages go") != nil)
    #expect(buffer.find("Nothing shown: no alert") != nil)
  }

  @Test func wideTextIsCutOnCellBoundaries() {
    let buffer = screen(FeatureFixtures.internationalDraft, expanded: false)
    #expect(buffer.find("מבצע אביב") != nil)
    #expect(buffer.find("春のセール 🇯🇵") != nil)
    #expect(buffer.find("春のセール開催中！") != nil)
    #expect(buffer.find("👩‍💻") != nil)
  }
}

extension DevicePreviewTests.Screen {
  /// The column where `text` starts on row `y`, if it does.
  func find(_ text: String, in y: Int) -> Int? {
    buffer.find(text, in: Rect(x: pane.x, y: y, width: pane.width, height: 1))?.x
  }
}
