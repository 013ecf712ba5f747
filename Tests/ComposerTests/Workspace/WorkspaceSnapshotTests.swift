import Composer
import PushCore
import TermUI
import TestSupport
import Testing

/// The workspace at 80×24, 120×40 and 40×12: empty, broken files, long names, CJK titles,
/// 1,000 drafts, the comparison and the dialogs.
@Suite struct WorkspaceSnapshotTests {
  static let cases: [(String, Size)] = WorkspaceScenarios.all.flatMap { name, _ in
    ScreenFixtures.sizes.map { (name, $0) }
  }

  @Test(arguments: WorkspaceSnapshotTests.cases)
  func screen(name: String, size: Size) throws {
    let make = try #require(WorkspaceScenarios.all.first { $0.0 == name }?.1)
    let (buffer, cursor) = ScreenFixtures.render(make(size))
    assertSnapshot(buffer, cursor: cursor, named: name)
  }

  @Test func noControlCharacterFromAFileReachesTheScreen() {
    let (buffer, _) = ScreenFixtures.render(
      WorkspaceScenarios.state(.init(width: 120, height: 40), files: WorkspaceScenarios.broken))
    for y in 0..<buffer.size.height {
      let row = buffer.text(row: y)
      #expect(!row.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
    #expect(buffer.find(#"Evil\u001b[2J"#) != nil)
  }

  @Test func theSelectedDraftsPreviewIsTheComposersPreviewPane() throws {
    let state = WorkspaceScenarios.state(
      .init(width: 120, height: 40), files: WorkspaceScenarios.cjk)
    let (buffer, _) = ScreenFixtures.render(state)
    #expect(buffer.find(#""title": "夏のセール開催中"#) != nil)
    #expect(buffer.find("Request │ Android │ Apple │ Web │ Device") != nil)
  }
}
