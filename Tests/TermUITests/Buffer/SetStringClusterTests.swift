import TestSupport
import Testing

@testable import TermUI

/// `setString` draws scalar by scalar where it can and breaks clusters only around what needs
/// it; what it draws must be what drawing the text `Character` by `Character` draws, clipped
/// and offset anywhere, with either emoji width.
@Suite struct SetStringClusterTests {
  static let pieces = [
    "a", "Spring sale: 30% off ", "🌸", "❄️", "❤️", "✔️", "👍🏽", "👩‍💻", "🇫🇷", "e\u{301}", "─╭╮",
    "中文", "…", "→", "\u{200D}", "\u{FE0F}", "\u{301}", "x\u{7}y", "\t", "ü", "1️⃣", " ",
  ]

  /// The text drawn one grapheme cluster at a time (the reference).
  func reference(
    _ string: String, x: Int, y: Int, style: Style, clip: Rect, into buffer: inout Buffer
  ) -> Int {
    var column = x
    for character in string {
      let w = TextWidth.of(character)
      guard w > 0 else { continue }
      if column + w > clip.right { break }
      if column >= clip.x {
        buffer.set(Cell(String(character), width: w, style: style), x: column, y: y)
      } else if column + w > clip.x {
        buffer.set(Cell(" ", width: 1, style: style), x: clip.x, y: y)
      }
      column += w
    }
    return column
  }

  @Test(arguments: [EmojiWidth.one, .two])
  func mixedTextIsDrawnAsClusterByClusterDrawingDrawsIt(emoji: EmojiWidth) {
    EmojiWidth.$current.withValue(emoji) {
      var random = SplitMix64(seed: 12)
      let size = Size(width: 30, height: 2)
      for round in 0..<400 {
        var text = ""
        for _ in 0..<random.below(6) + 1 { text += random.pick(Self.pieces) }
        let x = random.below(20) - 6
        let clip = Rect(x: random.below(8), y: 0, width: random.below(24) + 1, height: 2)
        let style = Style(foreground: .ansi(UInt8(random.below(8))))
        var drawn = Buffer(size: size)
        var expected = Buffer(size: size)
        let end = drawn.setString(x: x, y: 0, text, style: style, clip: clip)
        let expectedEnd = reference(
          text, x: x, y: 0, style: style, clip: clip.intersection(expected.area), into: &expected)
        #expect(drawn == expected, "round \(round): \(text.debugDescription) at \(x) in \(clip)")
        #expect(end == expectedEnd, "round \(round): \(text.debugDescription)")
      }
    }
  }
}
