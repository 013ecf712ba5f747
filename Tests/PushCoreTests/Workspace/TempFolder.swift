import Foundation
import PushCore

/// A scratch folder for workspace tests, removed by `remove()`.
struct TempFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("fcm-ws-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `text` at `path` (folders created).
  @discardableResult
  func write(_ path: String, _ text: String) throws -> URL {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
