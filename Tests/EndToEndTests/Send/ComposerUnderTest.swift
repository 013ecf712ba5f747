import Foundation
import TestSupport

/// The real `fcm-compose` binary in tmux against the loopback fake FCM server, with config,
/// state and data directories in the server's temporary directory and a `[profiles.e2e]`
/// profile pointing at the server.
final class ComposerUnderTest: @unchecked Sendable {
  let server: FakeFCMServer
  let tmux: TmuxSession
  /// The temporary home (`XDG_*` directories live under it).
  let home: URL

  /// Writes `draft` (JSON text) to `draft.json` and opens it at `width`×`height`.
  init(
    draft: String, server arguments: [String] = [], profileExtra: String = "",
    width: Int = 120, height: Int = 40,
    environment extra: (FakeFCMServer) -> [String: String] = { _ in [:] }
  ) throws {
    server = try FakeFCMServer(arguments: arguments)
    home = server.directory
    let config = home.appendingPathComponent("config/fcm-compose/config.toml")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    try """
    default_profile = "e2e"

    [profiles.e2e]
    project = "\(server.project)"
    credentials = "\(server.serviceAccountPath)"
    endpoint = "\(server.baseURL)"
    \(profileExtra)
    """.write(to: config, atomically: true, encoding: .utf8)
    let draftPath = home.appendingPathComponent("draft.json").path
    try draft.write(toFile: draftPath, atomically: true, encoding: .utf8)
    let binary = try Self.binary()
    tmux = try TmuxSession(
      command: "\(binary) \(draftPath)", width: width, height: height,
      environment: [
        "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config",
        "XDG_STATE_HOME": home.path + "/state", "XDG_DATA_HOME": home.path + "/data",
        "LANG": "C.UTF-8", "TERM": "tmux-256color", "FCM_COMPOSE_THEME": "default",
      ].merging(extra(server)) { $1 })
  }

  deinit { stop() }

  func stop() {
    tmux.kill()
    server.stop()
  }

  /// A path inside the temporary home.
  func path(_ relative: String) -> String { home.appendingPathComponent(relative).path }

  /// `.build/debug/fcm-compose` of this package, found from this file's path. `.ci/run` builds
  /// it before `swift test`.
  static func binary(filePath: String = #filePath) throws -> String {
    var root = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
    {
      guard root.path != "/" else { throw Missing.packageRoot }
      root.deleteLastPathComponent()
    }
    let build = root.appendingPathComponent(".build")
    let candidates =
      [build.appendingPathComponent("debug/fcm-compose")]
      + ((try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []).map {
        build.appendingPathComponent("\($0)/debug/fcm-compose")
      }
    guard
      let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else { throw Missing.binary(build.path) }
    return found.path
  }

  enum Missing: Error, CustomStringConvertible {
    case packageRoot
    case binary(String)

    var description: String {
      switch self {
      case .packageRoot: "Package.swift not found above the test file"
      case .binary(let build):
        "no fcm-compose binary under \(build): run `swift build --product fcm-compose` first"
      }
    }
  }
}
