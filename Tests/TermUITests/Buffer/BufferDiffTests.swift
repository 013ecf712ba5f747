import TermUI
import TestSupport
import Testing

/// A frame's changes, drawn over the frame before as a terminal draws them, give the frame:
/// for random edits with wide characters, each run starts on a whole character and holds only
/// what changed (or the left half of a wide character it starts inside).
@Suite struct BufferDiffTests {
  static let pieces = ["a", "中", "🌸", "xy", " ", "文字", "❄️", "e\u{301}", "│"]

  /// What a terminal shows after drawing `changes` over `screen` (as `MemoryTerminal` does).
  static func drawn(_ changes: [CellChange], over screen: Buffer) -> Buffer {
    var result = screen
    for change in changes {
      for (offset, cell) in change.cells.enumerated() where !cell.isContinuation {
        result.set(cell, x: change.x + offset, y: change.y)
      }
    }
    return result
  }

  /// What a terminal shows of a grid: each character with its style (the right halves of
  /// wide characters show nothing of their own).
  static func shown(_ buffer: Buffer) -> [Cell?] {
    (0..<buffer.size.height).flatMap { y in
      (0..<buffer.size.width).map { x in buffer[x, y].isContinuation ? nil : buffer[x, y] }
    }
  }

  @Test func changesDrawnOverTheLastFrameGiveTheNextOne() {
    var random = SplitMix64(seed: 42)
    var previous = Buffer(size: Size(width: 17, height: 4))
    for _ in 0..<500 {
      var next = previous
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        let x = Int.random(in: -1...17, using: &random)
        let y = Int.random(in: 0..<4, using: &random)
        let text = Self.pieces.randomElement(using: &random) ?? "a"
        switch Int.random(in: 0..<3, using: &random) {
        case 0: next.setString(x: x, y: y, text, style: Style(modifiers: .bold))
        case 1: next.setString(x: x, y: y, text)
        default:
          // Restyling may start or end inside a wide character.
          let width = Int.random(in: 1...3, using: &random)
          next.setStyle(
            Style(modifiers: .underline), role: nil,
            in: Rect(x: x, y: y, width: width, height: 1))
        }
      }
      let changes = next.diff(from: previous)
      #expect(Self.shown(Self.drawn(changes, over: previous)) == Self.shown(next))
      for change in changes {
        #expect(!change.cells.isEmpty)
        #expect(change.x == 0 || !next[change.x, change.y].isContinuation)
        // A run's last cell changed: runs end where the frames agree again.
        let last = change.x + change.cells.count - 1
        #expect(next[last, change.y] != previous[last, change.y])
      }
      previous = next
    }
  }
}
