import Composer
import PushCore
import TermUI
import Testing

/// Pane layout, form scrolling, hit-testing and the cursor.
@Suite struct LayoutTests {
  @Test func wideTerminalsPutThePreviewBesideTheForm() {
    let layout = ComposerLayout(ScreenFixtures.sample(Size(width: 120, height: 40)))
    #expect(!layout.isStacked)
    #expect(layout.formFrame.y == layout.previewFrame.y)
    #expect(layout.previewFrame.x == layout.formFrame.right)
    #expect(layout.formFrame.width == 54)
    #expect(layout.statusBar == Rect(x: 0, y: 38, width: 120, height: 1))
    #expect(layout.helpBar == Rect(x: 0, y: 39, width: 120, height: 1))
  }

  @Test func narrowTerminalsStackThePreviewUnderTheForm() {
    let layout = ComposerLayout(ScreenFixtures.sample(Size(width: 80, height: 24)))
    #expect(layout.isStacked)
    #expect(layout.formFrame.x == layout.previewFrame.x)
    #expect(layout.previewFrame.y == layout.formFrame.bottom)
    #expect(layout.formFrame.width == 80)
    #expect(layout.formFrame.height > layout.previewFrame.height)
  }

  @Test func tooSmallSaysWhatIsNeeded() throws {
    let state = ScreenFixtures.sample(Size(width: 39, height: 24))
    #expect(ComposerLayout(state).isTooSmall)
    let buffer = ScreenFixtures.render(state).buffer
    let text = buffer.lines.joined(separator: " ")
    #expect(text.contains("Terminal too small:"))
    #expect(text.contains("need 40×12, have 39×24"))
    #expect(!ComposerLayout(ScreenFixtures.sample(Size(width: 40, height: 12))).isTooSmall)
  }

  @Test func formScrollsMinimallyToShowTheFocusAndItsDiagnostics() throws {
    var state = ScreenScenarios.androidWithError(Size(width: 80, height: 24))
    state.editing = nil
    let layout = ComposerLayout(state)
    #expect(layout.formScroll > 0)
    let buffer = ScreenFixtures.render(state).buffer
    let message = try #require(buffer.find("✗ must be a colour", in: layout.form))
    #expect(message.y == layout.form.bottom - 1)
    #expect(buffer[message.x, message.y].role == "diagnostic.error")
    let label = try #require(buffer.find("Icon colour", in: layout.form))
    #expect(buffer[label.x, label.y].role == "ui.field.label.focus")
  }

  @Test func clickingARowFocusesIt() throws {
    let state = ScreenFixtures.sample(Size(width: 120, height: 40))
    let layout = ComposerLayout(state)
    let buffer = ScreenFixtures.render(state).buffer
    let image = try #require(buffer.find("Notification image", in: layout.form))
    #expect(layout.focus(at: image) == .field("message.notification.image"))
    let key = try #require(buffer.find("deep_link", in: layout.form))
    #expect(layout.focus(at: key) == .mapKey("message.data", row: 1))
    let value = try #require(buffer.find("shop://sale/spring", in: layout.form))
    #expect(layout.focus(at: value) == .mapValue("message.data", row: 1))
    let add = try #require(buffer.find("+ add", in: layout.form))
    #expect(layout.focus(at: add) == .mapNewRow("message.data"))
    #expect(layout.focus(at: Position(x: 0, y: 0)) == nil)
  }

  @Test func clickingATabSelectsIt() throws {
    let state = ScreenFixtures.sample(Size(width: 120, height: 40))
    let layout = ComposerLayout(state)
    let buffer = ScreenFixtures.render(state).buffer
    let android = try #require(buffer.find("Android", in: layout.formTabs))
    #expect(layout.formTab(at: android) == .android)
    let web = try #require(buffer.find("Web", in: layout.previewTabs))
    #expect(layout.previewTab(at: web) == .webpush)
    #expect(layout.previewTab(at: android) == nil)
  }

  @Test func cursorSitsAtTheEndOfTheEditedTitle() throws {
    let state = ScreenFixtures.editingTitle(Size(width: 120, height: 40))
    let (buffer, cursor) = ScreenFixtures.render(state)
    let position = try #require(cursor)
    let text = try #require(buffer.find("Spring sale: 30% off 🌸", in: ComposerLayout(state).form))
    #expect(position == Position(x: text.x + 23, y: text.y))
    #expect(buffer[text.x, text.y].role == "ui.field.input.focus")
  }

  @Test func noCursorWithoutAnEditorOrUnderAPopup() {
    var state = ScreenFixtures.editingTitle(Size(width: 80, height: 24))
    state.popups = [.help(scroll: 0)]
    #expect(ScreenFixtures.render(state).cursor == nil)
    #expect(ScreenFixtures.render(ScreenFixtures.sample(state.size)).cursor == nil)
  }

  @Test func paletteQueryGetsTheCursor() throws {
    var palette = PaletteState()
    palette.query.insert("save")
    let state = ScreenScenarios.popup(.palette(palette), Size(width: 80, height: 24))
    let (buffer, cursor) = ScreenFixtures.render(state)
    let query = try #require(buffer.find("› save"))
    #expect(cursor == Position(x: query.x + 6, y: query.y))
  }
}
