import Composer
import TermUI
import Testing

/// The palette's fuzzy search over commands and themes.
@Suite struct PaletteModelTests {
  private func titles(_ query: String, themes: [String] = []) -> [String] {
    PaletteModel.entries(query: query, keymap: .standard, themeNames: themes).map(\.title)
  }

  @Test func emptyQueryListsEveryCommandInOrder() {
    let entries = PaletteModel.entries(query: "", keymap: .standard, themeNames: ["mono"])
    let commands = Command.all.filter { $0.id != .commandPalette }
    #expect(entries.count == commands.count + 1)
    #expect(entries.first?.target == .command(.focusNext))
    #expect(entries.last?.target == .theme("mono"))
    #expect(entries.first { $0.target == .command(.save) }?.key == "Ctrl-S")
  }

  @Test func prefixAndWordStartsRankFirst() {
    #expect(titles("save").prefix(2) == ["Save", "Save as…"])
    #expect(titles("prob").first == "Problems")
    #expect(titles("nf").first == "Next field")
    #expect(titles("sa").first == "Save")
  }

  @Test func matchedCharactersAreReported() throws {
    let entry = try #require(
      PaletteModel.entries(query: "sas", keymap: .standard, themeNames: []).first)
    #expect(entry.title == "Save as…")
    #expect(entry.matches == [0, 5, 6])  // "as" at a word start beats a run from the prefix
  }

  @Test func nonMatchesAreDropped() {
    #expect(titles("zzq").isEmpty)
    #expect(titles("xyz", themes: ["harbor"]).isEmpty)
  }

  @Test func themesAreSearchable() {
    let results = PaletteModel.entries(
      query: "harb", keymap: .standard, themeNames: ["harbor", "paper"])
    #expect(results.first?.target == .theme("harbor"))
  }

  @Test func paletteMarksMatchedCharacters() throws {
    var palette = PaletteState()
    palette.query.insert("prob")
    let state = ScreenScenarios.popup(.palette(palette), Size(width: 80, height: 24))
    let buffer = ScreenFixtures.render(state).buffer
    let row = try #require(buffer.find("Problems"))
    #expect(
      buffer.roles(x: row.x, y: row.y, count: 5) == Array(repeating: "ui.menu.match", count: 4) + [
        "ui.menu.selected"
      ])
  }
}
