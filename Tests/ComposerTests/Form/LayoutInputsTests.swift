import Foundation
import PushCore
import TermUI
import TestSupport
import Testing

@testable import Composer

/// The layout memo recognises the state it laid out by its `LayoutInputs`: a change to any of
/// them must make the next layout (and frame) a new one, and a change to anything else (the
/// undo stack, the status message) must not.
@Suite struct LayoutInputsTests {
  /// One change per member of `LayoutInputs`, by name.
  static let changes: [(String, @Sendable (inout ComposerState) -> Void)] = [
    ("size", { $0.size = Size(width: 100, height: 30) }),
    ("tab", { $0.tab = .android }),
    ("focus", { $0.focus[.compose] = .field("notification.body") }),
    (
      "editing",
      {
        $0.editing = EditingState(focus: .field("notification.body"), text: "x", multiline: true)
      }
    ),
    ("previewTab", { $0.previewTab = .apns }),
    ("draft", { $0.draft.setValue("Changed", at: "message.notification.title") }),
    (
      "derived", { $0.serverDiagnostics = [Diagnostic(.fcmRejected, "message.token", "Bad token")] }
    ),
    ("audience", { $0.audience = AudienceState(file: "people.csv", path: "/tmp/people.csv") }),
  ]

  /// The sample at 120×40, laid out by the reducer.
  static func laidOut() -> ComposerState {
    var state = ScreenFixtures.sample(Size(width: 120, height: 40))
    _ = Reducer.reduce(&state, .resized(state.size))
    return state
  }

  @Test func everyInputIsChangedOnceHere() {
    let members = Mirror(reflecting: LayoutInputs(Self.laidOut())).children.compactMap(\.label)
    #expect(members.sorted() == Self.changes.map(\.0).sorted())
  }

  @Test(arguments: changes.indices)
  func changingAnInputMakesTheKeptLayoutNotTheState(_ index: Int) {
    let (name, change) = Self.changes[index]
    let state = Self.laidOut()
    let memo = state.layoutMemo
    let held = memo.holdsLayout(of: state)
    #expect(held, "the layout the reducer kept is the state's")
    var changed = state
    change(&changed)
    let inputsChanged = LayoutInputs(changed) != LayoutInputs(state)
    let stillHeld = memo.holdsLayout(of: changed)
    #expect(inputsChanged, "\(name) did not change")
    #expect(!stillHeld, "the kept layout still claims the state after \(name)")
  }

  @Test func changesOutsideTheInputsKeepTheLayout() {
    var state = Self.laidOut()
    let memo = state.layoutMemo
    state.status = StatusMessage("Saved", .info)
    state.undoStack.append(
      UndoEntry(draft: state.draft, tab: .compose, focus: nil, coalescingKey: nil))
    state.previewScroll = 7
    let held = memo.holdsLayout(of: state)
    #expect(held)
  }
}
