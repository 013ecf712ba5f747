import Composer
import Foundation
import PushCore
import TermUI
import Testing

/// Key sequences on the workspace through the real reducer, on a real folder.
@Suite struct WorkspaceFlowTests {
  static let files = [
    "spring.json":
      #"{"name": "Spring sale", "message": {"topic": "deals", "notification": {"title": "Spring is here", "body": "30% off"}}}"#,
    "promo/winter.json":
      #"{"name": "Winter clearance", "message": {"topic": "deals", "notification": {"title": "Last chance", "body": "Winter ends"}}}"#,
    "autumn.json":
      #"{"name": "Autumn", "message": {"topic": "deals", "token": "x", "notification": {"title": "Leaves"}}}"#,
    "broken.json": "{\n  \"message\": {\n",
  ]

  @Test func listsEveryFileWithItsVerdictAndFiltersAsYouType() throws {
    var h = try WorkspaceHarness(files: Self.files)
    #expect(h.names == ["Autumn", "broken.json", "Spring sale", "Winter clearance"])
    #expect(h.workspace?.pendingCount == 0)
    try h.type("/winer")
    #expect(h.names == ["Winter clearance"], "fuzzy: the letters in order")
    try h.type("<ret>")
    #expect(h.workspace?.isFiltering == false)
    #expect(h.workspace?.selectedPath == "promo/winter.json")
    try h.type("/<C-u>30%<ret>")
    #expect(h.names == ["Spring sale"], "the body is searched too")
    try h.type("<esc>")
    #expect(h.names.count == 4)
  }

  @Test func sortCyclesNameModifiedStatusLastSentAndReverses() throws {
    var h = try WorkspaceHarness(files: Self.files)
    try h.type("ss")
    #expect(h.workspace?.sort == .status)
    #expect(h.names.prefix(2) == ["broken.json", "Autumn"], "worst first")
    try h.type("S")
    #expect(h.names.last == "broken.json")
    try h.type("ss")
    #expect(h.workspace?.sort == .name)
    #expect(h.state.status?.text.hasPrefix("Sorted by name") == true)
  }

  @Test func enterOpensTheDraftAndEscReturnsToTheListAsItWas() throws {
    var h = try WorkspaceHarness(files: Self.files)
    try h.type("/spr<ret>s")
    let before = try #require(h.workspace)
    try h.type("<ret>")
    #expect(h.workspace?.isShown == false)
    #expect(h.state.draft.name == "Spring sale")
    #expect(h.state.filePath == h.root.appendingPathComponent("spring.json").path)
    try h.type("<esc>")
    let after = try #require(h.workspace)
    #expect(after.isShown)
    #expect(after.filter.text == "spr")
    #expect(after.sort == before.sort)
    #expect(after.selectedPath == "spring.json")
    #expect(after.scroll == before.scroll)
  }

  @Test func openingOverUnsavedChangesAsksWithCancelFocused() throws {
    var h = try WorkspaceHarness(files: Self.files)
    try h.type("<down><down><ret>")
    #expect(h.state.draft.name == "Spring sale")
    try h.focusTitleAndType(" now")
    try h.type("<C-o>")
    #expect(h.workspace?.isShown == true)
    try h.type("<up><up><ret>")
    guard case .confirmDiscard(let confirm)? = h.state.popups.last else {
      Issue.record("expected the unsaved-changes question")
      return
    }
    #expect(confirm.selected == 0)
    try h.type("<ret>")
    #expect(h.state.popups.isEmpty)
    #expect(h.state.draft.name == "Spring sale", "Cancel keeps the edited draft")
  }

  @Test func aBrokenFileSaysWhereInsteadOfOpening() throws {
    var h = try WorkspaceHarness(files: Self.files)
    try h.type("<down><ret>")
    #expect(h.workspace?.isShown == true)
    #expect(
      h.state.status?.text
        == "broken.json:2:15: unexpected end of input: 2 objects still open (innermost opened at 2:14)"
    )
  }

  @Test func duplicateWritesACopyAndSelectsIt() throws {
    var h = try WorkspaceHarness(files: Self.files)
    try h.type("<down><down>d")
    guard case .name(let prompt)? = h.workspace?.dialog else {
      Issue.record("expected the name prompt")
      return
    }
    #expect(prompt.input.text == "spring-copy.json")
    try h.type("<ret>")
    #expect(h.exists("spring-copy.json"))
    let copy = try DraftFile.load(h.root.appendingPathComponent("spring-copy.json")).draft
    #expect(copy.name == "Spring sale (copy)")
    #expect(h.workspace?.selectedPath == "spring-copy.json")
    try h.type("d<ret>")
    #expect(h.exists("spring-copy-copy.json"))
    try h.type("<up>d<ret>")
    #expect(h.state.status?.text == "spring-copy-copy.json exists already: choose another name")
  }

  @Test func renameMovesTheFileAndKeepsTheDraftsName() throws {
    var h = try WorkspaceHarness(files: Self.files)
    try h.type("<down><down>r")
    guard case .name(let prompt)? = h.workspace?.dialog else {
      Issue.record("no rename prompt")
      return
    }
    #expect(prompt.outcome == "spring.json \u{2192} spring.json")
    // A folder no listed file is in: the first Enter says it will be created and waits.
    try h.type("<C-u>campaigns/spring-2027<ret>")
    guard case .name(let asking)? = h.workspace?.dialog else {
      Issue.record("the prompt closed without asking about the new folder")
      return
    }
    #expect(asking.foldersToCreate == ["campaigns"])
    #expect(asking.outcome == "spring.json \u{2192} campaigns/spring-2027.json")
    #expect(h.exists("spring.json"))
    #expect(!h.exists("campaigns"))
    try h.type("<ret>")
    #expect(!h.exists("spring.json"))
    #expect(h.exists("campaigns/spring-2027.json"))
    #expect(h.workspace?.selectedPath == "campaigns/spring-2027.json")
    #expect(h.names.contains("Spring sale"))
    // Into a folder that holds a listed draft: no question.
    try h.type("r<C-u>promo/spring<ret>")
    #expect(h.exists("promo/spring.json"))
    try h.type("r<C-u>autumn<ret>")
    #expect(h.state.status?.text == "autumn.json exists already: choose another name")
    #expect(h.exists("promo/spring.json"))
  }

  @Test func deleteAsksWithCancelFocusedMovesToTheTrashAndURestores() throws {
    var h = try WorkspaceHarness(files: Self.files)
    try h.type("<down><down>D")
    guard case .confirmDelete(let path, let selected)? = h.workspace?.dialog else {
      Issue.record("expected the delete question")
      return
    }
    #expect(path == "spring.json" && selected == 0)
    try h.type("<ret>")
    #expect(h.exists("spring.json"), "Cancel is the default")
    try h.type("D<right><ret>")
    #expect(!h.exists("spring.json"))
    #expect(h.exists(".home/data/Trash/files/spring.json"))
    #expect(h.exists(".home/data/Trash/info/spring.json.trashinfo"))
    #expect(!h.names.contains("Spring sale"))
    try h.type("u")
    #expect(h.exists("spring.json"))
    #expect(h.names.contains("Spring sale"))
    #expect(h.workspace?.selectedPath == "spring.json")
  }

  @Test func newFromATemplateWritesAValidDraft() throws {
    var h = try WorkspaceHarness(files: [:])
    try h.type("n<down><ret>")
    guard case .name(let prompt)? = h.workspace?.dialog else {
      Issue.record("expected the name prompt")
      return
    }
    #expect(prompt.input.text == "background.json")
    try h.type("<ret>")
    let draft = try DraftFile.load(h.root.appendingPathComponent("background.json")).draft
    #expect(draft.value(at: "message.apns.headers.apns-priority") == "5")
    #expect(draft.name == "background")
    #expect(h.names == ["background"])
  }

  @Test func compareShowsTwoMarkedDraftsSideBySide() throws {
    var h = try WorkspaceHarness(files: Self.files)
    try h.type("=")
    #expect(h.state.status?.text.hasPrefix("Mark two drafts") == true)
    try h.type("<down><down><space><space>=")
    let compare = try #require(h.workspace?.compare)
    #expect(compare.left == "spring.json" && compare.right == "promo/winter.json")
    #expect(
      compare.rows.contains {
        $0.kind == .changed && $0.left?.contains("Spring is here") == true
          && $0.right?.contains("Last chance") == true
      })
    let screen = ScreenFixtures.render(h.state).buffer
    #expect(screen.find("Compare: spring.json ↔ promo/winter.json") != nil)
    try h.type("<esc>")
    #expect(h.workspace?.compare == nil)
    #expect(h.workspace?.marked == ["spring.json", "promo/winter.json"])
  }

  @Test func aNewListingKeepsTheSelectionAndChecksOnlyWhatChanged() throws {
    var h = try WorkspaceHarness(files: Self.files)
    try h.type("<down><down><down>")
    #expect(h.workspace?.selectedPath == "promo/winter.json")
    try WorkspaceHarness.write(
      #"{"name": "Aaa first", "message": {"topic": "a"}}"#,
      to: h.root.appendingPathComponent("aaa.json"))
    let files = WorkspaceScanner.list(root: h.root)
    let effects = Reducer.reduce(&h.state, .workspace(.listed(root: h.root.path, files: files)))
    #expect(h.workspace?.selectedPath == "promo/winter.json")
    #expect(
      effects == [
        .workspace(.summarize(root: h.root.path, files: files.filter { $0.path == "aaa.json" }))
      ])
  }
  @Test func aClickSelectsARowAndASecondClickOpensIt() throws {
    var h = try WorkspaceHarness(files: Self.files)
    let row = Position(x: 10, y: 3 + 2)  // frame, filter, header, then rows: the third row
    h.send(.mouse(MouseEvent(.press(.primary), at: row)))
    #expect(h.workspace?.selectedPath == "spring.json")
    h.send(.mouse(MouseEvent(.press(.primary), at: row)))
    #expect(h.state.draft.name == "Spring sale")
    #expect(h.workspace?.isShown == false)
  }
}

extension WorkspaceHarness {
  /// Makes the open draft dirty by typing into the notification title.
  mutating func focusTitleAndType(_ text: String) throws {
    for _ in 0..<40 where state.currentFocus?.fieldID != "message.notification.title" {
      send(.command(.focusNext))
    }
    try type("<end>" + text)
    guard state.isDirty else { throw HarnessFailure.notDirty }
  }

  enum HarnessFailure: Error { case notDirty }
}
