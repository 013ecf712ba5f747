import Composer
import Foundation
import PushCore
import TermUI
import TestSupport

/// The composer on a real scratch folder opened as the workspace, driven through the real key
/// pipeline; workspace effects are done at once (`WorkspaceWork`) and fed back as actions, and
/// `load` effects read the file like the runtime does. The folder is removed when the test
/// lets go of the harness.
struct WorkspaceHarness {
  var state: ComposerState
  let root: URL
  private let scratch: TemporaryDirectory
  let environment: [String: String]
  var effects: [Effect] = []

  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  /// A folder holding `files` (path → JSON text), opened at `size`.
  init(files: [String: String], size: Size = Size(width: 120, height: 40)) throws {
    scratch = try TemporaryDirectory(prefix: "fcm-ws-flow")
    root = scratch.url.standardizedFileURL
    for (path, text) in files { try Self.write(text, to: root.appendingPathComponent(path)) }
    environment = [
      "HOME": root.path + "/.home", "XDG_DATA_HOME": root.path + "/.home/data",
      "XDG_CONFIG_HOME": root.path + "/.home/config",
    ]
    state = ComposerState(now: Self.now, size: size)
    state.workspace = WorkspaceState(root: root.path)
    send(.resized(size))
    perform([.workspace(.open(root: root.path))])
  }

  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Keys in helix notation.
  mutating func type(_ keys: String) throws {
    for key in try KeyNotation.parse(keys) { send(.key(key)) }
  }

  mutating func send(_ action: Action) { perform(Reducer.reduce(&state, action)) }

  mutating func perform(_ list: [Effect]) {
    for effect in list {
      effects.append(effect)
      switch effect {
      case .workspace(let work):
        for event in WorkspaceWork.run(
          work, environment: environment, currentDirectory: root.path, now: Self.now)
        {
          send(.workspace(event))
        }
      case .load(let path):
        do {
          let loaded = try DraftFile.load(URL(fileURLWithPath: path))
          send(.draftLoaded(path: path, draft: loaded.draft, exists: true))
        } catch {
          send(.loadFailed(error.description))
        }
      default:
        break
      }
    }
  }

  var workspace: WorkspaceState? { state.workspace }

  /// The shown rows' display names, top to bottom.
  var names: [String] {
    guard let w = state.workspace, let entries = w.entries else { return [] }
    return w.visible.map { entries[$0].summary?.displayName ?? entries[$0].file.path }
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }
}
