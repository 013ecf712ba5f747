import Composer
import PushCore
import Testing

@Suite struct DraftFlowTests {
  @Test func firstSaveAsksForAFileNameSuggestedFromTheDraftName() throws {
    var h = ComposerHarness()
    try h.focus("draft.name")
    try h.type("Spring Sale!<C-s>")
    guard case .prompt(let prompt)? = h.state.popups.last else {
      Issue.record("no prompt")
      return
    }
    #expect(prompt.purpose == .saveAs)
    #expect(prompt.input.text == "spring-sale.json")
    try h.type("<C-u>/tmp/x.json<ret>")
    #expect(h.effects.last == .save(h.state.draft, path: "/tmp/x.json"))
    #expect(h.state.isDirty)
    h.send(.draftSaved(path: "/tmp/x.json", document: h.state.draft.document))
    #expect(!h.state.isDirty)
    #expect(h.state.filePath == "/tmp/x.json")
    #expect(h.effects.last == .deleteRecovery(draftPath: "/tmp/x.json"))
  }

  @Test func saveWritesToTheOpenFileDirectly() throws {
    var h = ComposerHarness(draft: SampleDraft.draft, path: "/d/sale.json", saved: true)
    #expect(!h.state.isDirty)
    try h.type("!<C-s>")
    #expect(h.effects.last == .save(h.state.draft, path: "/d/sale.json"))
  }

  @Test func quitWithUnsavedChangesAsksAndCancelIsTheDefault() throws {
    var h = ComposerHarness()
    try h.type("x<C-q>")
    #expect(h.state.popups.last == .confirmDiscard(ConfirmState(then: .quit, selected: 0)))
    try h.type("<ret>")
    #expect(h.state.popups.isEmpty)
    #expect(!h.state.isQuitting)
    #expect(!h.effects.contains(.quit))
    try h.type("<C-q><right><right><ret>")
    #expect(h.state.isQuitting)
    #expect(h.effects.last == .quit)
  }

  @Test func quitWithNothingToSaveLeavesAtOnce() throws {
    var h = ComposerHarness()
    try h.type("<C-q>")
    #expect(h.effects.suffix(2) == [.deleteRecovery(draftPath: nil), .quit])
  }

  @Test func saveFromTheQuitQuestionQuitsAfterTheSaveSucceeds() throws {
    var h = ComposerHarness(draft: Draft(message: [:]), path: "/d/a.json", saved: true)
    try h.type("x<C-q><right><ret>")
    #expect(h.effects.last == .save(h.state.draft, path: "/d/a.json"))
    #expect(!h.state.isQuitting)
    h.send(.draftSaved(path: "/d/a.json", document: h.state.draft.document))
    #expect(h.state.isQuitting)
    #expect(h.effects.last == .quit)
  }

  @Test func recoveryIsWrittenOnlyForTheLatestChange() throws {
    var h = ComposerHarness()
    try h.type("a")
    guard case .scheduleRecovery(let first, let seconds)? = h.effects.last else {
      Issue.record("no recovery scheduled")
      return
    }
    #expect(seconds <= 2)
    try h.type("b")
    h.effects.removeAll()
    h.send(.recoveryDue(generation: first))
    #expect(h.effects.isEmpty)
    h.send(.recoveryDue(generation: h.state.changeGeneration))
    guard case .writeRecovery(let copy)? = h.effects.last else {
      Issue.record("no recovery written")
      return
    }
    #expect(copy.draft == h.state.draft)
  }

  @Test func recoveryOfferFocusesRestoreSoEnterLosesNothing() throws {
    var h = ComposerHarness(draft: Draft(message: [:]), path: "/d/a.json", saved: true)
    var newer = Draft(message: ["notification": ["title": "typed before the crash"]])
    newer.name = "x"
    h.send(
      .recoveryFound(
        RecoveryCopy(draftPath: "/d/a.json", savedAt: ComposerHarness.now, draft: newer)))
    try h.type("<ret>")
    #expect(h.state.draft == newer)
    #expect(h.state.isDirty)
  }

  @Test func paletteRunsTheBestMatch() throws {
    var h = ComposerHarness()
    try h.type("<C-p>sav")
    guard case .palette? = h.state.popups.last else {
      Issue.record("no palette")
      return
    }
    try h.type("<ret>")
    guard case .prompt(let prompt)? = h.state.popups.last else {
      Issue.record("save did not run")
      return
    }
    #expect(prompt.purpose == .saveAs)
  }

  @Test func themePickerPreviewsLiveAndEscapeRestores() throws {
    var h = ComposerHarness()
    h.state.themeNames = ["default", "harbor", "mono"]
    try h.type("<F5><down>")
    #expect(h.state.themeName == "harbor")
    #expect(h.effects.last == .applyTheme("harbor"))
    try h.type("<esc>")
    #expect(h.state.themeName == "default")
    #expect(h.effects.last == .applyTheme("default"))
  }

  @Test func tooSmallTerminalIgnoresEverythingButQuit() throws {
    var h = ComposerHarness()
    h.send(.resized(.init(width: 30, height: 8)))
    try h.type("abc")
    #expect(h.value("message.notification") == nil)
    h.send(.resized(.init(width: 80, height: 24)))
    try h.type("abc")
    #expect(h.value("message.notification.title") == "abc")
  }
}

@Suite struct SendPauseTests {
  @Test func aQuotaPauseIsExplainedInTheStatusBar() {
    var h = ComposerHarness()
    h.send(.sendPaused(id: 1, seconds: 59.2, quota: true))
    #expect(h.state.status?.kind == .warning)
    #expect(h.state.status?.text.contains("quota exceeded: every request waits 60 s") == true)
  }
}
