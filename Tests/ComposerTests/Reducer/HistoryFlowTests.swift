import Composer
import PushCore
import TermUI
import Testing

@Suite struct HistoryFlowTests {
  /// The harness with the history screen open on the fixture log.
  func opened(draft: Draft = SampleDraft.draft, saved: Bool = true) throws -> ComposerHarness {
    var h = ComposerHarness(draft: draft, path: "/d/sale.json", saved: saved)
    try h.type("<F6>")
    #expect(h.effects.last == .readHistory)
    h.send(.historyLoaded(FeatureFixtures.log))
    return h
  }

  func screen(_ h: ComposerHarness) -> Buffer { ScreenFixtures.render(h.state).buffer }

  @Test func f6ListsSendsNewestFirstAndCountsUnreadableLines() throws {
    let h = try opened()
    #expect(h.state.status?.text == "2 unreadable lines skipped in the send history")
    let buffer = screen(h)
    let newest = try #require(buffer.find("12m ago"))
    let oldest = try #require(buffer.find("4d ago"))
    #expect(newest.y < oldest.y)
    #expect(buffer.find("2 unreadable lines skipped") != nil)
    #expect(buffer.find("3 tokens (…abc123") != nil)
  }

  @Test func typingFiltersAndEscClearsThenCloses() throws {
    var h = try opened()
    try h.type("winter")
    #expect(h.state.history?.entries.map(\.draft) == ["Winter clearance"])
    #expect(screen(h).find("1 shown") != nil)
    try h.type("<esc>")
    #expect(h.state.history?.entries.count == 3)
    try h.type("<esc>")
    #expect(h.state.history == nil)
  }

  @Test func emptyAndMissingLogsSaySo() throws {
    var h = ComposerHarness()
    try h.type("<F6>")
    #expect(screen(h).find("Reading the send history…") != nil)
    h.send(.historyLoaded(SendHistoryLog()))
    #expect(screen(h).find("No sends yet") != nil)
    try h.type("zzz")
    #expect(screen(h).find("No sends yet") != nil)
  }

  @Test func enterShowsTheRequestAndPerTokenResults() throws {
    var h = try opened()
    try h.type("<ret>")
    #expect(h.state.history?.page == .detail)
    let buffer = screen(h)
    #expect(buffer.find("Request body") != nil)
    #expect(buffer.find("\"title\": \"Spring sale: 25% off 🌸\"") != nil)
    try h.type("<end>")
    let end = screen(h)
    let rejected = try #require(end.find("…def456"))
    #expect(end.find("UNREGISTERED", in: Rect(x: 0, y: rejected.y, width: 120, height: 1)) != nil)
    #expect(end.find("Results (3)") != nil)
  }

  @Test func diffMarksTheChangedLinesAgainstTheCurrentDraft() throws {
    var h = try opened()
    try h.type("<ret>d")
    #expect(h.state.history?.page == .diff)
    let buffer = screen(h)
    #expect(buffer.find("1 removed, 2 added") != nil)
    let removed = try #require(buffer.find("− " + "      \"title\": \"Spring sale: 25% off"))
    let added = try #require(buffer.find("+ " + "      \"title\": \"Spring sale: 30% off"))
    #expect(removed.y + 1 == added.y)
    #expect(buffer[removed].role == "diagnostic.error")
    #expect(buffer[added].role == "json.changed")
    #expect(buffer.find("+ " + "      \"campaign\": \"spring-2027\",") != nil)
    try h.type("d")
    #expect(h.state.history?.page == .detail)
    try h.type("<esc>")
    #expect(h.state.history?.page == .list)
  }

  @Test func diffStartsAtTheFirstChangeOnSmallScreens() throws {
    var h = try opened()
    h.send(.resized(Size(width: 40, height: 12)))
    try h.type("<ret>d")
    #expect(screen(h).find("− ") != nil)
    #expect(screen(h).find("+ ") != nil)
  }

  @Test func identicalRequestsSayNoDifferences() throws {
    let message = try #require(FeatureFixtures.sentRequest.objectValue?["message"]?.objectValue)
    var draft = Draft(message: message)
    draft.name = "Same"
    var h = try opened(draft: draft)
    try h.type("<ret>d")
    #expect(screen(h).find("No differences") != nil)
  }

  @Test func loadReplacesACleanDraftAtOnce() throws {
    var h = try opened()
    try h.type("<ret>l")
    #expect(h.state.history == nil)
    #expect(h.state.filePath == nil)
    #expect(h.state.isDirty)
    #expect(h.value("message.notification.title") == "Spring sale: 25% off 🌸")
    #expect(h.value("message.data.campaign") == nil)
    #expect(h.state.draft.name == "Spring sale 2027")
    #expect(h.state.status?.text.contains("as a new draft") == true)
  }

  @Test func loadAsksFirstWhenThereAreUnsavedChangesCancelFocused() throws {
    var draft = SampleDraft.draft
    draft.name = "edited"
    var h = try opened(draft: draft, saved: false)
    try h.type("<ret>l")
    guard case .confirmDiscard(let confirm)? = h.state.popups.last else {
      Issue.record("no question")
      return
    }
    #expect(confirm.selected == 0)
    #expect(screen(h).find("Save before loading the") != nil)
    try h.type("<ret>")
    #expect(h.state.draft.name == "edited")
    #expect(h.state.history?.page == .detail)
    try h.type("l<right><right><ret>")
    #expect(h.state.history == nil)
    #expect(h.value("message.notification.title") == "Spring sale: 25% off 🌸")
  }

  @Test func anEntryWithoutARequestCannotBeLoaded() throws {
    var h = try opened()
    try h.type("<end><ret>")
    #expect(screen(h).find("The request body was not recorded") != nil)
    try h.type("l")
    #expect(h.state.history != nil)
    #expect(h.state.status?.kind == .warning)
  }

  @Test func readFailureIsShownNotFatal() throws {
    var h = ComposerHarness()
    try h.type("<F6>")
    h.send(.historyLoadFailed("Cannot read the send history: permission denied"))
    #expect(screen(h).find("permission denied") != nil)
    #expect(h.state.status?.kind == .error)
  }
}
