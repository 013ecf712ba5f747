import Foundation
import PushCore
import TermUI
import TestSupport
import Testing

@testable import Composer

/// What the preview keeps from the frame before is only faster, never different: the line
/// count and the focused lines taken from the memo equal ones counted afresh, and the gauges'
/// figures equal the plain text they stand for.
@Suite struct PreviewWindowMemoTests {
  static let tabs: [PreviewTab] = [.request, .android, .apns, .webpush]

  @Test func outlinesDifferWhereTheLinesDo() throws {
    let object: JSONValue = ["title": "Sale", "body": "Now", "data": ["a": "1", "b": [1, 2]]]
    let retyped: JSONValue = ["title": "Sales!", "body": "", "data": ["a": "2", "b": [3, 4]]]
    #expect(PreviewWindowMemo.sameOutline(object, retyped))
    // Copies made member by member share no storage: they are compared all the way down.
    let rebuilt = try JSONParser.parse(JSONWriter.string(object))
    #expect(PreviewWindowMemo.sameOutline(object, rebuilt))
    // Scalars and empty containers are one line each.
    #expect(PreviewWindowMemo.sameOutline(["k": [:]], ["k": 1]))
    #expect(PreviewWindowMemo.sameOutline(["k": []], ["k": .null]))
    let different: [JSONValue] = [
      ["title": "Sale", "body": "Now", "data": ["a": "1", "c": [1, 2]]],  // a key renamed
      ["body": "Now", "title": "Sale", "data": ["a": "1", "b": [1, 2]]],  // keys swapped
      ["title": "Sale", "body": "Now", "data": ["a": "1", "b": [1, 2, 3]]],  // an item more
      ["title": "Sale", "body": "Now", "data": ["a": "1"]],  // a member less
      ["title": "Sale", "body": ["x": 1], "data": ["a": "1", "b": [1, 2]]],  // a scalar opened
      ["title": "Sale", "body": "Now", "data": ["a": "1", "b": ["x": 1, "y": 2]]],  // [] to {}
    ]
    for other in different {
      #expect(
        !PreviewWindowMemo.sameOutline(object, other),
        "\(JSONWriter.string(other, style: .compact))")
      #expect(
        !PreviewWindowMemo.sameOutline(other, object),
        "\(JSONWriter.string(other, style: .compact))")
    }
  }

  @Test func modelsCountedThroughTheMemoEqualFreshModels() throws {
    for seed: UInt64 in [7, 8] {
      var rng = SplitMix64(seed: seed)
      var state = FormLayoutMemoTests.largeState()
      let memo = PreviewWindowMemo()
      var log: [String] = []
      for index in 0..<250 {
        let (actions, name) = try FormLayoutMemoTests.step(&rng, state: state)
        log.append(name)
        for action in actions { _ = Reducer.reduce(&state, action) }
        if state.isQuitting { break }
        if rng.below(5) == 0 { state.previewTab = Self.tabs[rng.below(Self.tabs.count)] }
        let context = Comment(rawValue: "seed \(seed), step \(index): \(log.suffix(6))")
        let viewport = ComposerLayout(state).preview.height
        let fresh = PreviewModel(state, viewport: viewport)
        let memoised = PreviewModel(state, viewport: viewport, memo: memo)
        try #require(memoised == fresh, context)
      }
      // Most steps type or move: the walk mostly took the count from the frame before.
      #expect(memo.outlinesKept > 100)
    }
  }

  /// Swapping two members keeps the line count and the focused path but moves its line: the
  /// memo must not hand back the old place.
  @Test func reorderedMembersMoveTheFocusedLines() throws {
    var state = ScreenFixtures.sample(Size(width: 120, height: 40))
    state.focus[.compose] = .field("message.notification.title")
    state.previewTab = .request
    let memo = PreviewWindowMemo()
    let before = PreviewModel(state, viewport: 30, memo: memo)
    var draft = state.draft
    let notification = try #require(draft.value(at: "message.notification")?.objectValue)
    draft.setValue(
      .object(JSONObject(notification.members.reversed().map { ($0.key, $0.value) })),
      at: "message.notification")
    var swapped = ScreenFixtures.sample(Size(width: 120, height: 40), draft: draft)
    swapped.focus[.compose] = .field("message.notification.title")
    swapped.previewTab = .request
    let fresh = PreviewModel(swapped, viewport: 30)
    #expect(fresh.lineCount == before.lineCount)
    #expect(fresh.highlightedRanges != before.highlightedRanges)
    #expect(PreviewModel(swapped, viewport: 30, memo: memo) == fresh)
  }

  @Test func figuresAreTheValueTheLimitAndTheUnit() {
    let values = [0, 7, 9, 10, 99, 100, 412, 4096, 123_456_789, -1, -10, Int.max, Int.min]
    for value in values {
      for (limit, unit) in [(4096, "B"), (1000, "chars"), (2048, "B max"), (0, "B")] {
        let meter = PayloadGauges.Meter(label: "Android", value: value, limit: limit, unit: unit)
        #expect(PayloadGauges.figures(meter) == "\(value) / \(limit) \(unit)")
      }
    }
  }
}
