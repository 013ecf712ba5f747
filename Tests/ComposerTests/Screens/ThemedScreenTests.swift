import Composer
import PushCore
import TermUI
import TestSupport
import Testing

/// The composer drawn with real themes: the 16-colour default and NO_COLOR-style mono, where
/// focus and selection must still show (reverse, bold).
@Suite struct ThemedScreenTests {
  static let catalog = ThemeCatalog(environment: [:])
  let size = Size(width: 80, height: 24)

  private func theme(_ name: String, _ profile: ColorProfile) -> ResolvedTheme {
    Self.catalog.load(name: name, profile: profile).0
  }

  @Test(arguments: [("default", ColorProfile.ansi16), ("mono", ColorProfile.mono)])
  func themedSnapshot(name: String, profile: ColorProfile) {
    let (buffer, cursor) = ScreenFixtures.render(
      ScreenFixtures.editingTitle(size), styles: theme(name, profile))
    assertSnapshot(buffer, cursor: cursor, named: "themed-\(name)", styled: true)
  }

  @Test func monoStillShowsTheFocusedRow() throws {
    var state = ScreenFixtures.sample(size)
    state.focus[.compose] = .field("message.notification.image")
    let buffer = ScreenFixtures.render(state, styles: theme("mono", .mono)).buffer
    let form = ComposerLayout(state).form
    let label = try #require(buffer.find("Notification image", in: form))
    let value = try #require(buffer.find("https://example.com/img/spring", in: form))
    let other = try #require(buffer.find("Spring sale 2027", in: form))
    #expect(buffer[label.x, label.y].style.modifiers.contains(.bold))
    #expect(buffer[value.x, value.y].style.modifiers.contains(.reverse))
    #expect(!buffer[other.x, other.y].style.modifiers.contains(.reverse))
    #expect(buffer[value.x, value.y].style.foreground == nil)
  }

  @Test func monoShowsTheSelectedMenuRowAndActiveTab() throws {
    var palette = PaletteState()
    palette.selected = 2
    let state = ScreenScenarios.popup(.palette(palette), size)
    let buffer = ScreenFixtures.render(state, styles: theme("mono", .mono)).buffer
    let selected = try #require(buffer.find("Save "))
    let unselected = try #require(buffer.find("Open…"))
    #expect(buffer[selected.x, selected.y].style.modifiers.contains(.reverse))
    #expect(!buffer[unselected.x, unselected.y].style.modifiers.contains(.reverse))
    let tab = try #require(buffer.find("Compose"))
    #expect(buffer[tab.x, tab.y].style.modifiers.contains(.reverse))
  }

  @Test func defaultThemeColoursTheFocusAndKeepsTheSwatchColour() throws {
    var state = ScreenFixtures.sample(Size(width: 120, height: 40))
    state.tab = .android
    state.focus[.android] = .field("message.android.notification.color")
    let resolved = theme("default", .ansi16)
    let buffer = ScreenFixtures.render(state, styles: resolved).buffer
    let form = ComposerLayout(state).form
    let swatch = try #require(buffer.find("██ #e0457b", in: form))
    #expect(buffer[swatch.x, swatch.y].style.foreground == .rgb(0xE0, 0x45, 0x7B))
    #expect(buffer[swatch.x, swatch.y].role == "ui.field.swatch")
    let value = try #require(buffer.find("#e0457b", in: form))
    let focus = resolved.style(for: "ui.field.input.focus")
    #expect(buffer[value.x, value.y].style.background == focus.background)
    #expect(focus.background != nil)
  }
}
