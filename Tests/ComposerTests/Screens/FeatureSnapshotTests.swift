import Composer
import PushCore
import TermUI
import TestSupport
import Testing

/// The history screen, export popups and device preview at 80×24, 120×40 and 40×12.
@Suite struct FeatureSnapshotTests {
  static let cases: [(String, Size)] = FeatureFixtures.all.flatMap { name, _ in
    ScreenFixtures.sizes.map { (name, $0) }
  }

  @Test(arguments: FeatureSnapshotTests.cases)
  func screen(name: String, size: Size) throws {
    let make = try #require(FeatureFixtures.all.first { $0.0 == name }?.1)
    let (buffer, cursor) = ScreenFixtures.render(make(size))
    assertSnapshot(buffer, cursor: cursor, named: name)
  }
}
