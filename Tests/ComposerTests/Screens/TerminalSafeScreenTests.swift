import Composer
import PushCore
import TermUI
import Testing

/// No control character from a draft or a server reply reaches the terminal through the cell
/// buffer: the status bar shows them as `\u001b`-style text, and every other cell (form, preview,
/// problems) holds none, since the buffer skips zero-width controls.
@Suite struct TerminalSafeScreenTests {
  static let hostile = "x\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}31m\u{202E}\r\n\u{2028}y"

  static func state() -> ComposerState {
    var draft = SampleDraft.draft
    draft.setValue(.string("name " + hostile), at: "name")
    draft.setValue(.string("title " + hostile), at: "message.notification.title")
    draft.setValue(
      .string("v " + hostile), at: JSONPath([.key("message"), .key("data"), .key(hostile)]))
    draft.setValue(.string("urgent" + hostile), at: "message.android.priority")
    var state = ScreenFixtures.sample(Size(width: 120, height: 40), draft: draft)
    state.status = StatusMessage("FCM rejected the message: " + hostile, .error)
    return state
  }

  @Test func statusMessageShowsControlsEscaped() {
    let status = StatusMessage("server says " + Self.hostile)
    #expect(status.text.contains(#"\u001b]0;owned\u0007"#))
    #expect(!status.text.unicodeScalars.contains { TerminalSafe.mustEscape($0) })
  }

  @Test func noCellHoldsAControlCharacter() {
    let (buffer, _) = ScreenFixtures.render(Self.state())
    let bad = buffer.cells.filter { cell in
      cell.symbol.unicodeScalars.contains { TerminalSafe.mustEscape($0) }
    }
    #expect(bad.isEmpty, "\(bad.count) cells hold controls")
    let rows = (0..<buffer.size.height).map { y in
      (0..<buffer.size.width).map { buffer[$0, y].symbol }.joined()
    }
    #expect(rows.contains { $0.contains(#"\u001b]0;owned"#) }, "\(rows.joined(separator: "\n"))")
  }
}
