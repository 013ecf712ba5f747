import Composer
import PushCore
import TermUI
import Testing

/// The preview marks and scrolls to the lines of the focused field.
@Suite struct PreviewHighlightTests {
  let size = Size(width: 120, height: 40)

  private func render(focus: FocusID, tab: FormTab = .compose, preview: PreviewTab)
    -> (Buffer, ComposerLayout)
  {
    var state = ScreenFixtures.sample(size)
    state.tab = tab
    state.focus[tab] = focus
    state.previewTab = preview
    return (ScreenFixtures.render(state).buffer, ComposerLayout(state))
  }

  @Test func focusedTitleLinesAreHighlightedInRequest() throws {
    let (buffer, layout) = render(focus: .field("message.notification.title"), preview: .request)
    let title = try #require(buffer.find("\"title\": \"Spring sale", in: layout.preview))
    #expect(buffer[layout.preview.x, title.y].symbol == "▌")
    #expect(buffer.roles(x: title.x, y: title.y, count: 8).allSatisfy { $0 == "json.focus" })
    let body = try #require(buffer.find("\"body\":", in: layout.preview))
    #expect(buffer[body.x, body.y].role == "json.key")
    #expect(buffer[layout.preview.x, body.y].symbol == " ")
  }

  @Test func androidColourMapsToItsNotificationBlock() throws {
    let (buffer, layout) = render(
      focus: .field("message.android.notification.color"), tab: .android, preview: .android)
    let color = try #require(buffer.find("\"color\": \"#e0457b\"", in: layout.preview))
    #expect(buffer[color.x, color.y].role == "json.focus")
    let icon = try #require(buffer.find("\"icon\":", in: layout.preview))
    #expect(buffer[icon.x, icon.y].role == "json.key")
  }

  @Test func commonDataKeysAreHighlightedAsTopLevelAppleKeys() throws {
    let (buffer, layout) = render(focus: .mapKey("message.data", row: 1), preview: .apns)
    let link = try #require(buffer.find("\"deep_link\":", in: layout.preview))
    #expect(buffer[link.x, link.y].role == "json.focus")
    let campaign = try #require(buffer.find("\"campaign\":", in: layout.preview))
    #expect(buffer[campaign.x, campaign.y].role == "json.key")
  }

  @Test func focusOutOfViewScrollsThePreview() throws {
    var state = ScreenFixtures.sample(Size(width: 80, height: 24))
    state.tab = .webpush
    state.focus[.webpush] = .field("message.webpush.fcm_options.link")
    let layout = ComposerLayout(state)
    let model = PreviewModel(state, viewport: layout.preview.height)
    #expect(model.scroll > 0)
    let first = try #require(model.highlighted.firstIndex(of: true))
    #expect((model.scroll..<(model.scroll + layout.preview.height)).contains(first))
    let buffer = ScreenFixtures.render(state).buffer
    #expect(buffer.find("\"link\": \"https://example.com/sale/spring\"", in: layout.preview) != nil)
  }

  @Test func manualScrollIsUsedWhenNotFollowingFocus() {
    var state = ScreenFixtures.sample(Size(width: 80, height: 24))
    state.previewFollowsFocus = false
    state.previewScroll = 5
    #expect(PreviewModel(state, viewport: 7).scroll == 5)
    state.previewScroll = 10_000
    let model = PreviewModel(state, viewport: 7)
    #expect(model.scroll == model.lines.count - 7)
  }
}
