import TestSupport
import Testing

@testable import TermUI

/// What the bytes `FrameEncoder` makes draw on a terminal (`ScreenEmulator` reading the ANSI
/// table): every cell where the buffer has it, in its colours and attributes, whatever the
/// terminal makes of emoji widths, with no stray control character and few bytes.
@Suite struct FrameEncoderTests {
  let size = Size(width: 24, height: 6)
  let capabilities = TerminalCapabilities.ansi

  /// Draws `frames` one after the other (the first after a clear, each next one as its diff
  /// from the one before) and returns the screen.
  func screen(
    after frames: [Buffer], cursor: Position? = nil, capabilities: TerminalCapabilities? = nil,
    columns: ((Character) -> Int)? = nil
  ) -> ScreenEmulator {
    var encoder = FrameEncoder(capabilities: capabilities ?? self.capabilities)
    var emulator = ScreenEmulator(width: size.width, height: size.height)
    if let columns { emulator.columns = columns }
    var previous: Buffer?
    for frame in frames {
      if previous == nil { encoder.clear() }
      encoder.draw(frame.diff(from: previous ?? Buffer(size: size)), size: size)
      emulator.feed(encoder.finish(cursor: cursor))
      previous = frame
    }
    return emulator
  }

  /// The cells of `buffer` that `emulator` does not show the same way.
  func mismatches(_ emulator: ScreenEmulator, _ buffer: Buffer) -> [String] {
    var found: [String] = []
    for y in 0..<size.height {
      for x in 0..<size.width {
        let cell = buffer[x, y]
        if cell.isContinuation { continue }
        let shown = emulator.cells[y][x]
        let pen = ScreenEmulator.Pen(
          foreground: capabilities.colorIndex(cell.style.foreground),
          background: capabilities.colorIndex(cell.style.background),
          modifiers: cell.style.modifiers)
        if shown.symbol != cell.symbol || shown.pen != pen {
          found.append("\(x),\(y): buffer \(cell.symbol.debugDescription) \(pen), screen \(shown)")
        }
      }
    }
    return found
  }

  static let texts = [
    "a", "Hello", "中文", "🌸", "❄️", "👍🏽", "e\u{301}", "─│╭╮", " ", "x y", "Spring sale",
  ]
  static let colors: [Color?] = [
    nil, .default, .ansi(1), .ansi(12), .indexed(200), .rgb(10, 200, 30),
  ]

  func randomStyle(_ random: inout SplitMix64) -> Style {
    Style(
      foreground: random.pick(Self.colors), background: random.pick(Self.colors),
      modifiers: Modifiers(rawValue: UInt16(random.below(128))))
  }

  func edited(_ buffer: Buffer, _ random: inout SplitMix64) -> Buffer {
    var next = buffer
    for _ in 0..<random.below(8) + 1 {
      let style = randomStyle(&random)
      if random.below(4) == 0 {
        next.clear(
          Rect(x: random.below(size.width), y: random.below(size.height), width: 5, height: 2),
          style: style)
      } else {
        next.setString(
          x: random.below(size.width), y: random.below(size.height), random.pick(Self.texts),
          style: style)
      }
    }
    return next
  }

  @Test(arguments: 1...40 as ClosedRange<UInt64>)
  func randomFramesLandCellForCell(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var frames = [edited(Buffer(size: size), &random)]
    for _ in 0..<5 { frames.append(edited(frames[frames.count - 1], &random)) }
    let emulator = screen(after: frames, cursor: Position(x: 3, y: 2))
    #expect(emulator.problems == [])
    #expect(mismatches(emulator, frames[frames.count - 1]) == [])
    #expect(emulator.cursor == Position(x: 3, y: 2))
  }

  /// The buffer measured VS16 sequences one way; the terminal draws them the other (kitty
  /// and WezTerm two cells, tmux 3.3 and plain-wcwidth terminals one): everything after such a
  /// sequence must still start where the buffer says.
  @Test(arguments: [(EmojiWidth.two, 1), (EmojiWidth.one, 2)])
  func aTerminalThatMeasuresEmojiOtherwiseStillGetsEveryOtherCellInPlace(
    buffer width: EmojiWidth, terminal columns: Int
  ) {
    let frame = EmojiWidth.$current.withValue(width) {
      var frame = Buffer(size: size)
      // No blank after a sequence: a terminal drawing it wider than the buffer covers the
      // next cell, and only a written cell shows where the cursor went.
      frame.setString(x: 0, y: 1, "❄️sale❤️now👍🏽ok")
      frame.setString(x: 0, y: 2, "❄️❄️❄️|")
      return frame
    }
    let emulator = screen(after: [frame]) { character in
      character.unicodeScalars.contains("\u{FE0F}") ? columns : max(1, TextWidth.of(character))
    }
    #expect(emulator.problems == [])
    #expect(mismatches(emulator, frame) == [])
  }

  @Test func controlCharactersNeverReachTheTerminal() {
    var frame = Buffer(size: size)
    frame.set(Cell("\u{1B}", width: 1), x: 0, y: 0)
    frame.set(Cell("\u{07}", width: 1), x: 1, y: 0)
    frame.set(Cell("\u{9B}", width: 1), x: 2, y: 0)
    var encoder = FrameEncoder(capabilities: capabilities)
    encoder.clear()
    encoder.draw(frame.diff(from: Buffer(size: size)), size: size)
    let bytes = encoder.finish(cursor: nil)
    let body = bytes.split(separator: 0x1B).dropFirst().map { Array($0) }
    #expect(!bytes.contains(0x07))
    #expect(!String(decoding: bytes, as: UTF8.self).unicodeScalars.contains("\u{9B}"))
    // The only ESC bytes are the encoder's own sequences, each followed by "[" or "(".
    #expect(body.allSatisfy { $0.first == UInt8(ascii: "[") || $0.first == UInt8(ascii: "(") })
    #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("???\u{1B}[?25l"))
  }

  @Test func withoutLateWrapTheBottomRightCellIsLeftAloneAndNothingScrolls() {
    var caps = capabilities
    caps.lateWrap = false
    var frame = Buffer(size: size)
    frame.setString(x: 0, y: size.height - 1, String(repeating: "z", count: size.width))
    let emulator = screen(after: [frame], capabilities: caps)
    #expect(emulator.problems == [])
    #expect(emulator.cells[size.height - 1][size.width - 2].symbol == "z")
    #expect(emulator.cells[size.height - 1][size.width - 1].symbol == " ")
    // With late wrap (xterm's xenl) the last cell is written.
    #expect(screen(after: [frame]).cells[size.height - 1][size.width - 1].symbol == "z")
  }

  @Test func aKeyTypedAfterTheCursorSendsTheLetterAndTheNewCursorPlaceOnly() {
    var first = Buffer(size: size)
    first.setString(x: 0, y: 3, "Sale", style: Style(foreground: .ansi(2)))
    var second = first
    second.setString(x: 4, y: 3, "s", style: Style(foreground: .ansi(2)))
    var encoder = FrameEncoder(capabilities: capabilities)
    encoder.clear()
    encoder.draw(first.diff(from: Buffer(size: size)), size: size)
    _ = encoder.finish(cursor: Position(x: 4, y: 3))
    encoder.draw(second.diff(from: first), size: size)
    // The cursor is already there, the pen already green: one byte, then the move to 5,3.
    #expect(String(decoding: encoder.finish(cursor: Position(x: 5, y: 3)), as: UTF8.self) == "s")
    encoder.draw(second.diff(from: second), size: size)
    #expect(encoder.finish(cursor: Position(x: 5, y: 3)).isEmpty)
  }

  @Test func terminfoDelaysAreDroppedAndEverythingElseKept() {
    func stripped(_ text: String) -> String {
      String(decoding: TerminalCapabilities.withoutPadding(Array(text.utf8)), as: UTF8.self)
    }
    #expect(stripped("\u{1B}[H\u{1B}[J$<50>") == "\u{1B}[H\u{1B}[J")
    #expect(stripped("\u{1B}[1m$<2>") == "\u{1B}[1m")
    #expect(stripped("$<2.5*/>\u{1B}[7m$<3/>") == "\u{1B}[7m")
    // Not delays: kept as they are.
    #expect(stripped("$5 $<x> $< > $<>") == "$5 $<x> $< > $<>")
    #expect(stripped("\u{1B}[%i%p1%d;%p2%dH") == "\u{1B}[%i%p1%d;%p2%dH")
  }

  @Test func theCursorIsHiddenAndShownOnlyWhenThatChanges() {
    var encoder = FrameEncoder(capabilities: capabilities)
    let hide = "\u{1B}[?25l"
    let show = "\u{1B}[?25h"
    #expect(String(decoding: encoder.finish(cursor: nil), as: UTF8.self) == hide)
    #expect(encoder.finish(cursor: nil).isEmpty)
    #expect(
      String(decoding: encoder.finish(cursor: Position(x: 1, y: 1)), as: UTF8.self)
        == "\u{1B}[2;2H" + show)
    #expect(encoder.finish(cursor: Position(x: 1, y: 1)).isEmpty)
    // After another program had the terminal, nothing is assumed.
    encoder.forgetTerminalState()
    #expect(
      String(decoding: encoder.finish(cursor: Position(x: 1, y: 1)), as: UTF8.self)
        == "\u{1B}[2;2H" + show)
  }
}
