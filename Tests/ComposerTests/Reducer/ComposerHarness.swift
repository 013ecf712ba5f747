import Composer
import Foundation
import PushCore
import TermUI

/// Drives the composer's real key pipeline (key notation → keymap → reduce) headless and
/// records the effects it asks for.
struct ComposerHarness {
  var state: ComposerState
  var effects: [Effect] = []

  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  init(draft: Draft = Draft(message: [:]), path: String? = nil, saved: Bool = false) {
    state = ComposerState(
      draft: draft, filePath: path, saved: saved, now: Self.now, size: Size(width: 120, height: 40))
    effects += Reducer.reduce(&state, .resized(Size(width: 120, height: 40)))
  }

  /// Sends keys written in helix notation, e.g. `"Hello<tab>world<C-s>"`.
  mutating func type(_ keys: String) throws {
    for key in try KeyNotation.parse(keys) { send(.key(key)) }
  }

  mutating func send(_ action: Action) { effects += Reducer.reduce(&state, action) }

  /// The value at a path of the draft document.
  func value(_ path: JSONPath) -> JSONValue? { state.draft.value(at: path) }

  /// Focuses the first place whose field id is `id` (Tab until there), failing after a lap.
  mutating func focus(_ id: String) throws {
    for _ in 0..<400 {
      if state.currentFocus?.fieldID == id { return }
      send(.command(.focusNext))
    }
    throw HarnessError.notFound(id)
  }

  enum HarnessError: Error { case notFound(String) }
}
