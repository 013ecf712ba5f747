import Composer
import PushCore
import TermUI
import TestSupport
import Testing

/// Every screen and popup at 80×24, 120×40 and 40×12 (role snapshots, STYLE §4.3).
@Suite struct ScreenSnapshotTests {
  static let cases: [(String, Size)] = ScreenScenarios.all.flatMap { name, _ in
    ScreenFixtures.sizes.map { (name, $0) }
  }

  @Test(arguments: ScreenSnapshotTests.cases)
  func screen(name: String, size: Size) throws {
    let make = try #require(ScreenScenarios.all.first { $0.0 == name }?.1)
    let (buffer, cursor) = ScreenFixtures.render(make(size))
    assertSnapshot(buffer, cursor: cursor, named: name)
  }

  @Test(arguments: [
    Size(width: 39, height: 24), Size(width: 80, height: 11), Size(width: 20, height: 6),
  ])
  func tooSmall(size: Size) {
    let (buffer, cursor) = ScreenFixtures.render(ScreenFixtures.editingTitle(size))
    assertSnapshot(buffer, cursor: cursor, named: "tooSmall")
    #expect(cursor == nil)
  }
}
