import Foundation
import PushCore
import TermUI
import TestSupport
import Testing

@testable import Composer

/// Typing into the open editor takes the last layout instead of laying out again, when only
/// the edited field's value changed; it is only faster, never different. Into every text field
/// of every tab, typed, pasted and taken back, the layout and screen equal ones from scratch.
@Suite struct TypingLayoutTests {
  static func fresh(_ state: ComposerState) -> (ComposerLayout, Buffer) {
    var state = state
    state.layoutMemo = FormLayoutMemo()
    return (ComposerLayout(state), ScreenFixtures.render(state).buffer)
  }

  /// Focuses `id` on `tab` (the reducer opens its editor) and types `keys` into it, checking
  /// each step against a layout from scratch; returns how many steps took the last layout.
  static func type(
    _ keys: [Action], into id: String, on tab: FormTab, draft: Draft, size: Size
  ) throws -> Int {
    var state = ScreenFixtures.sample(size, draft: draft)
    state.tab = tab
    state.focus[tab] = .field(id)
    _ = Reducer.reduce(&state, .resized(size))
    let before = state.layoutMemo.typedLayouts
    for (index, action) in keys.enumerated() {
      _ = Reducer.reduce(&state, action)
      let (layout, buffer) = fresh(state)
      let context = Comment(rawValue: "\(tab) \(id), step \(index)")
      try #require(ComposerLayout(state) == layout, context)
      try #require(ScreenFixtures.render(state).buffer == buffer, context)
    }
    return state.layoutMemo.typedLayouts - before
  }

  static let keys: [Action] = [
    .key(.char("x")), .key(.char("🌸")), .paste(" a longer line of words that wraps the text"),
    .key(.char("\n")), .key(.backspace), .key(.backspace), .paste("{\"k\": 1}"),
    .key(.backspace), .key(.char("9")),
  ]

  @Test func typingIntoEveryTextFieldLaysOutAsFromScratch() throws {
    var reused = 0
    var laidOut = 0
    for size in [Size(width: 120, height: 40), Size(width: 80, height: 24)] {
      for tab in FormTab.allCases {
        var state = ScreenFixtures.sample(size, draft: FormLayoutMemoTests.largeDraft())
        state.tab = tab
        for case .field(let field) in state.formItems where field.editor.isText {
          let typed = try Self.type(
            Self.keys, into: field.id, on: tab, draft: FormLayoutMemoTests.largeDraft(),
            size: size)
          // Every key in the Scheduling step changes the Send row's sentence, which reads
          // the whole schedule: those lay out again by design (checked above, not counted).
          if field.id.hasPrefix("schedule.") { continue }
          reused += typed
          laidOut += Self.keys.count - typed
        }
      }
    }
    // Most keys reuse the layout; the rest (a wrap that changes the editor's height, a value
    // another row shows, a diagnostic that comes or goes) lay out again.
    #expect(reused > laidOut)
    #expect(laidOut > 0)
  }

  /// Typing into the title reuses the layout at every key, though each changes the size
  /// warnings (message-wide: no field shows them).
  @Test func typingIntoTheTitleReusesTheLayout() throws {
    let keys = Array(repeating: Action.key(.char("x")), count: 5)
    var draft = FormLayoutMemoTests.largeDraft()
    draft.setValue(.string(String(repeating: "long ", count: 400)), at: "message.data.big")
    let reused = try Self.type(
      keys, into: "message.notification.title", on: .compose, draft: draft,
      size: Size(width: 120, height: 40))
    #expect(reused == keys.count)
  }

  /// A value another row of the tab shows lays out again: the "Send to" row reads the topic.
  @Test func typingIntoAValueAnotherRowShowsLaysOutAgain() throws {
    var draft = SampleDraft.draft
    draft.message["token"] = nil
    draft.message["condition"] = nil
    draft.message["topic"] = "news"
    let keys = Array(repeating: Action.key(.char("x")), count: 3)
    let reused = try Self.type(
      keys, into: "message.topic", on: .compose, draft: draft, size: Size(width: 120, height: 40))
    #expect(reused == 0)
  }

  @Test func pathsOverlapWhenOneIsTheOtherOrInsideIt() {
    func overlaps(_ a: JSONPath, _ b: JSONPath) -> Bool { FormLayoutMemo.overlaps(a, b) }
    #expect(overlaps("message.apns", "message.apns.headers"))
    #expect(overlaps("message.apns.headers", "message.apns"))
    #expect(overlaps("message.topic", "message.topic"))
    #expect(overlaps("message.data", "message.data[0]"))
    #expect(overlaps(.root, "message.topic"))
    #expect(!overlaps("message.topic", "message.topicx"))
    #expect(!overlaps("message.android.ttl", "message.apns"))
  }
}
