import Composer
import Foundation
import PushCore
import TermUI
import TestSupport
import Testing

/// Control, bidi and zero-width characters read the same in every pane, as `TerminalSafe`
/// writes them, and a draft keeps them as it held them through an edit and a save.
@Suite struct InvisibleCharactersTests {
  static let title = "Sale\u{1B}[2J now\u{202E}txt.exe\u{200B}!"
  static let shown = #"Sale\u001b[2J now\u202etxt.exe\u200b!"#

  @Test func theFormThePreviewAndTheStatusBarShowThemOneWay() {
    var draft = Draft(message: ["topic": "news", "notification": ["title": .string(Self.title)]])
    draft.name = "Evil"
    var state = ScreenFixtures.sample(Size(width: 120, height: 40), draft: draft)
    state.status = StatusMessage("Title: " + Self.title, .info)
    let (buffer, _) = ScreenFixtures.render(state)
    let rows = (0..<buffer.size.height).map { y in
      (0..<buffer.size.width).map { buffer[$0, y].symbol }.joined()
    }
    #expect(TerminalSafe.escaped(Self.title) == Self.shown)
    #expect(rows.contains { $0.contains("Notification title") && $0.contains("Sale\\u001b[2J") })
    #expect(rows.contains { $0.contains(#""title": "Sale\u001b[2J now\u202etxt.exe\u200b!""#) })
    #expect(rows.last { $0.contains("Title: ") }?.contains(Self.shown) == true)
    #expect(!rows.joined().unicodeScalars.contains { TerminalSafe.mustEscape($0) })
  }

  @Test func aCustomDataKeyAndValueShowThemTheSameWay() throws {
    var draft = SampleDraft.draft
    let key = "k\u{202E}x"
    draft.setValue(
      .string("v\u{1B}[2J\u{200B}"), at: JSONPath([.key("message"), .key("data"), .key(key)]))
    let state = ScreenFixtures.sample(Size(width: 120, height: 40), draft: draft)
    let layout = ComposerLayout(state)
    let buffer = ScreenFixtures.render(state).buffer
    let rows = (0..<buffer.size.height).map { y in
      (0..<buffer.size.width).map { buffer[$0, y].symbol }.joined()
    }
    let row = try #require(
      rows.first { $0.contains(#"k\u202ex"#) }, "\(rows.joined(separator: "\n"))")
    #expect(row.contains(#"v\u001b[2J\u200b"#))
    let shownKey = try #require(buffer.find(#"k\u202ex"#, in: layout.form))
    #expect(layout.focus(at: shownKey) == .mapKey("message.data", row: 2))
    #expect(!rows.joined().unicodeScalars.contains { TerminalSafe.mustEscape($0) })
  }

  @Test func theWorkspaceShowsThemTheSameWay() {
    #expect(DisplayText.sanitized(Self.title) == Self.shown)
  }

  @Test func aDraftHoldingEscapesKeepsThemAfterAnEditElsewhereAndASave() throws {
    let scratch = try TemporaryDirectory(prefix: "fcm-invisible")
    let file = scratch.url.appendingPathComponent("d.json")
    let text =
      #"{"message": {"topic": "news", "notification": {"title": "a\u202eb\u001bc\u200bd"}}}"#
    try Data(text.utf8).write(to: file)
    let loaded = try DraftFile.load(file).draft
    var h = ComposerHarness(draft: loaded, path: file.path, saved: true)
    try h.focus("message.notification.body")
    try h.type("Hello")
    try DraftFile.save(h.state.draft, to: file)
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(saved.contains(#""title": "a\u202eb\u001bc\u200bd""#))
    #expect(saved.contains(#""body": "Hello""#))
    #expect(!saved.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x200B })
    #expect(try DraftFile.load(file).draft.document == h.state.draft.document)
  }
}
