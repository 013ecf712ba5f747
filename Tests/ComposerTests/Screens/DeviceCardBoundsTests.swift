import Composer
import Foundation
import PushCore
import TermUI
import Testing

/// Every line of the device preview stays inside its card: for every sample, collapsed and
/// expanded, at every terminal width from 40 to 200, each row of a card (down to its bottom
/// border, or to where the pane cuts it off) has its right border exactly under the top border's
/// corner.
@Suite struct DeviceCardBoundsTests {
  @Test(arguments: SampleDraft.names)
  func noLineLeavesItsCard(sample: String) throws {
    let draft = try #require(SampleDraft.named(sample))
    var cardsChecked = 0
    for width in 40...200 {
      for expanded in [false, true] {
        let state = FeatureFixtures.device(
          Size(width: width, height: 44), draft: draft, expanded: expanded)
        let buffer = ScreenFixtures.render(state).buffer
        let rows = (0..<buffer.size.height).map { y in
          (0..<buffer.size.width).map { buffer[$0, y].symbol }
        }
        for (top, row) in rows.enumerated() {
          guard let left = row.firstIndex(of: "╭"), row.count > left + 3,
            row[left + 1] == "─", row[left + 2] == " ",
            let right = row[left...].firstIndex(of: "╮")
          else { continue }
          // Down to the bottom border, or to where the pane cuts a tall card off.
          var y = top + 1
          while y < rows.count, rows[y][left] == "│" {
            if rows[y][right] != "│" {
              let shown = expanded ? "expanded" : "collapsed"
              let text = rows[y][left...].joined()
              Issue.record(
                "\(sample) at width \(width), \(shown): row \(y) leaves the card: \(text)")
            }
            y += 1
          }
          cardsChecked += 1
        }
      }
    }
    #expect(cardsChecked > 300)
  }
}
