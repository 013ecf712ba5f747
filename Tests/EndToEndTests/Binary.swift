import Foundation
import TestSupport

/// The `fcm-compose` binary under test and a scratch environment for it.
enum Binary {
  /// `$FCM_COMPOSE_BIN`, else the debug build next to this package (`swift test` builds it:
  /// the test target depends on the executable).
  static var path: String {
    if let explicit = ProcessInfo.processInfo.environment["FCM_COMPOSE_BIN"] { return explicit }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [
      ".build/debug/fcm-compose", ".build/x86_64-unknown-linux-gnu/debug/fcm-compose",
    ]
    return candidates.map { root.appendingPathComponent($0).path }
      .first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
  }

  /// A temporary home with XDG folders, so tests never touch the user's files; removed when
  /// the test is done with it (the last copy is released).
  struct Sandbox {
    private let scratch: TemporaryDirectory
    var root: URL { scratch.url }

    init() throws { scratch = try TemporaryDirectory(prefix: "fcm-e2e") }

    var environment: [String: String] {
      [
        "HOME": root.path, "XDG_STATE_HOME": root.path + "/state",
        "XDG_CONFIG_HOME": root.path + "/config", "XDG_DATA_HOME": root.path + "/data",
        "TERM": "tmux-256color", "LANG": "C.UTF-8",
      ]
    }

    func file(_ name: String) -> URL { root.appendingPathComponent(name) }

    /// The recovery folder's files.
    var recoveryCopies: [String] {
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.path + "/state/fcm-compose/recovery"))
        ?? []
    }
  }

  /// `exec`s the binary with arguments (so the pane's pid is the composer's).
  static func command(_ arguments: String...) -> String {
    (["exec", path] + arguments.map { "'\($0)'" }).joined(separator: " ")
  }
}
