import Composer
import PushCore
import Testing

@Suite struct TypingTests {
  @Test func focusStartsOnTheNotificationTitleAsInTheConsole() {
    let h = ComposerHarness()
    #expect(h.state.currentFocus == .field("message.notification.title"))
    #expect(h.state.editing != nil)
  }

  @Test func typingUpdatesTheDraftAndThePreviewOnEveryKeystroke() throws {
    var h = ComposerHarness()
    try h.type("Sale")
    #expect(h.value("message.notification.title") == "Sale")
    let request = h.state.derived.request
    #expect(request[path: "message.notification.title"] == "Sale")
    try h.type("!")
    #expect(h.state.derived.request[path: "message.notification.title"] == "Sale!")
  }

  @Test func tabMovesToTheTextAndEnterStartsANewLineThere() throws {
    var h = ComposerHarness()
    try h.type("Hi<tab>line one<ret>line two")
    #expect(h.value("message.notification.body") == "line one\nline two")
  }

  @Test func unicodeIsKeptExactly() throws {
    var h = ComposerHarness()
    try h.type("中文 שלום 👩‍💻 e\u{301}")
    #expect(h.value("message.notification.title") == "中文 שלום 👩‍💻 e\u{301}")
  }

  @Test func clearingAFieldRemovesTheKeyAndEmptiedParents() throws {
    var h = ComposerHarness()
    try h.type("x<bs>")
    #expect(h.value("message.notification") == nil)
    #expect(h.state.draft.document["message"] == .object([:]))
  }

  @Test func readlineKeysEditInPlace() throws {
    var h = ComposerHarness()
    try h.type("hello world<C-w>there<C-a>oh <C-e>!")
    #expect(h.value("message.notification.title") == "oh hello there!")
    try h.type("<C-u>")
    #expect(h.value("message.notification.title") == nil)
  }

  @Test func questionMarkTypesInTextButOpensHelpElsewhere() throws {
    var h = ComposerHarness()
    try h.type("Why?")
    #expect(h.value("message.notification.title") == "Why?")
    #expect(h.state.popups.isEmpty)
    try h.focus("target.kind")
    try h.type("?")
    #expect(h.state.popups == [.help(scroll: 0)])
  }

  @Test func pasteInsertsTextWithoutFiringBindings() throws {
    var h = ComposerHarness()
    h.send(.paste("a?b\u{11}c"))
    #expect(h.value("message.notification.title") == "a?b\u{11}c")
    #expect(h.state.popups.isEmpty)
    #expect(!h.state.isQuitting)
  }

  @Test func undoRestoresAWholeWordAndRedoBringsItBack() throws {
    var h = ComposerHarness()
    try h.type("Big sale")
    try h.type("<C-z>")
    #expect(h.value("message.notification.title") == "Big ")
    try h.type("<C-z>")
    #expect(h.value("message.notification.title") == nil)
    try h.type("<C-r><A-z>")
    #expect(h.value("message.notification.title") == "Big sale")
    #expect(h.state.editing?.editor.text == "Big sale")
  }

  @Test func ctrlYYanksWhatCtrlWKilled() throws {
    var h = ComposerHarness()
    try h.type("sale ends<C-w><C-a><C-y> ")
    #expect(h.value("message.notification.title") == "ends sale ")
  }

  @Test func invalidInputIsKeptAndFlagged() throws {
    var h = ComposerHarness()
    try h.focus("message.apns.payload.aps.badge")
    try h.type("lots")
    #expect(h.value("message.apns.payload.aps.badge") == "lots")
    #expect(
      h.state.derived.diagnostics(forField: "message.apns.payload.aps.badge").contains {
        $0.severity == .error && $0.message.contains("integer")
      })
    try h.type("<C-u>3")
    #expect(h.value("message.apns.payload.aps.badge") == 3)
  }
}
