import Composer
import PushCore
import Testing

@Suite struct FormControlTests {
  @Test func dataRowsCanBeAddedEditedMovedAndDeleted() throws {
    var h = ComposerHarness()
    try h.focus("message.data")
    #expect(h.state.currentFocus == .mapNewRow("message.data"))
    try h.type("score<tab>3-0")
    #expect(h.value("message.data") == ["score": "3-0"])
    try h.type("<tab>match<tab>42")
    #expect(h.state.draft.message["data"]?.objectValue?.keys == ["score", "match"])
    try h.type("<A-up>")
    #expect(h.state.draft.message["data"]?.objectValue?.keys == ["match", "score"])
    #expect(h.state.currentFocus == .mapValue("message.data", row: 0))
    try h.type("<C-d>")
    #expect(h.value("message.data") == ["score": "3-0"])
  }

  @Test func renamingADataKeyOntoAnotherNeverDropsARow() throws {
    var h = ComposerHarness()
    try h.focus("message.data")
    try h.type("a<tab>1<tab>b<tab>2<backtab>")
    #expect(h.state.currentFocus == .mapKey("message.data", row: 1))
    try h.type("<C-u>a")
    #expect(h.value("message.data") == ["a": "1", "": "2"])
    #expect(h.state.editing?.error?.contains("already a key") == true)
    try h.type("2")
    #expect(h.value("message.data") == ["a": "1", "a2": "2"])
    #expect(h.state.editing?.error == nil)
  }

  @Test func soundSwitchSetsTheDefaultSoundOnAndroidAndApple() throws {
    var h = ComposerHarness()
    try h.focus("console.sound")
    try h.type("<space>")
    #expect(h.value("message.android.notification.sound") == "default")
    #expect(h.value("message.apns.payload.aps.sound") == "default")
    try h.type("<space>")
    #expect(h.value("message.android") == nil)
    #expect(h.value("message.apns") == nil)
  }

  @Test func choosingTopicAsTargetShowsTheTopicField() throws {
    var h = ComposerHarness()
    try h.focus("target.kind")
    try h.type("<ret>")
    guard case .choice(let choice)? = h.state.popups.last else {
      Issue.record("no choice popup")
      return
    }
    #expect(choice.options.first == TargetKind.devices.label)
    try h.type("<down><ret>")
    #expect(h.value("message.topic") == "")
    try h.type("<tab>news")
    #expect(h.value("message.topic") == "news")
    #expect(h.state.derived.diagnostics.allSatisfy { $0.path.description != "message" })
  }

  @Test func enumsCycleWithLeftAndRight() throws {
    var h = ComposerHarness()
    try h.type("<A-2>")
    try h.focus("message.android.priority")
    try h.type("<right>")
    #expect(h.value("message.android.priority") == "NORMAL")
    try h.type("<right>")
    #expect(h.value("message.android.priority") == "HIGH")
    try h.type("<del>")
    #expect(h.value("message.android") == nil)
  }

  @Test func togglesCycleTrueFalseUnset() throws {
    var h = ComposerHarness()
    try h.type("<A-2>")
    try h.focus("message.android.direct_boot_ok")
    try h.type("<space>")
    #expect(h.value("message.android.direct_boot_ok") == true)
    try h.type("<space>")
    #expect(h.value("message.android.direct_boot_ok") == false)
    try h.type("<space>")
    #expect(h.value("message.android.direct_boot_ok") == nil)
  }

  @Test func expiresAcceptsWhatPeopleType() throws {
    var h = ComposerHarness()
    try h.focus("console.expires")
    try h.type("3 days")
    #expect(h.value("console.expires") == ["value": 3, "unit": "days"])
    #expect(h.state.derived.request[path: "message.android.ttl"] == "259200s")
  }

  @Test func apnsAlertGivenAsAStringBecomesAnObjectWithoutLosingIt() throws {
    var h = ComposerHarness(
      draft: Draft(message: ["apns": ["payload": ["aps": ["alert": "Hello"]]]]))
    try h.type("<A-3>")
    try h.focus("message.apns.payload.aps.alert.title")
    try h.type("Hi")
    #expect(h.value("message.apns.payload.aps.alert") == ["body": "Hello", "title": "Hi"])
  }

  @Test func problemsListJumpsToTheField() throws {
    var h = ComposerHarness(draft: Draft(message: ["token": "t", "android": ["ttl": "5 weeks"]]))
    try h.type("<F2>")
    guard case .problems? = h.state.popups.last else {
      Issue.record("no problems popup")
      return
    }
    try h.type("<ret>")
    #expect(h.state.tab == .android)
    #expect(h.state.currentFocus == .field("message.android.ttl"))
  }
}
