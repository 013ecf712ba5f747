import Foundation
import PushCore

#if canImport(Glibc)
  import Glibc
#endif

/// The workspace's file operations, synchronous and headless (the runtime runs them; tests
/// call them directly): each returns the event to report and never overwrites a file.
enum WorkspaceFiles {
  static func perform(_ effect: WorkspaceEffect, environment: [String: String], now: Date)
    -> WorkspaceEvent?
  {
    switch effect {
    case .create(let root, let path, let draft):
      return create(root: root, path: path, draft: draft)
    case .rename(let root, let from, let to):
      return rename(root: root, from: from, to: to)
    case .trash(let root, let path):
      let url = URL(fileURLWithPath: root).appendingPathComponent(path)
      do {
        let item = try XDGTrash(environment: environment).trash(url, now: now)
        return .trashed(item, path: path)
      } catch {
        return .failed(error.description)
      }
    case .restore(let root, let item):
      do {
        try XDGTrash(environment: environment).restore(item)
      } catch {
        return .failed(error.description)
      }
      let relative = relativePath(item.originalPath, root: root)
      return .changed(message: "Restored \(DisplayText.sanitized(relative))", select: relative)
    case .open, .summarize:
      return nil
    }
  }

  private static func create(root: String, path: String, draft: Draft) -> WorkspaceEvent {
    let url = URL(fileURLWithPath: root).appendingPathComponent(path)
    let shown = DisplayText.sanitized(path)
    guard !FileManager.default.fileExists(atPath: url.path) else {
      return .failed("\(shown) exists already: choose another name")
    }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try DraftFile.save(draft, to: url)
    } catch {
      return .failed("Cannot write \(shown): \(error)")
    }
    return .changed(message: "Created \(shown)", select: path)
  }

  private static func rename(root: String, from: String, to: String) -> WorkspaceEvent {
    let base = URL(fileURLWithPath: root)
    let source = base.appendingPathComponent(from).path
    let target = base.appendingPathComponent(to)
    let shown = DisplayText.sanitized(to)
    guard !FileManager.default.fileExists(atPath: target.path) else {
      return .failed("\(shown) exists already: choose another name")
    }
    try? FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    // link + unlink: an atomic "rename unless the target exists" (rename(2) would replace it).
    if link(source, target.path) == 0 {
      unlink(source)
    } else if Glibc.rename(source, target.path) != 0 {
      return .failed("Cannot rename to \(shown): \(String(cString: strerror(errno)))")
    }
    return .changed(
      message: "Renamed \(DisplayText.sanitized(from)) to \(shown)", select: to)
  }

  /// `path` relative to `root` when inside it, else unchanged.
  static func relativePath(_ path: String, root: String) -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// A file name typed by the user, checked: relative, inside the folder, ending in `.json`.
  static func checkedName(_ text: String) -> Result<String, NameProblem> {
    var name = text.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return .failure(.init("Type a file name")) }
    guard !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else {
      return .failure(.init("Use a path inside the workspace folder"))
    }
    guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
      return .failure(.init("A file name cannot hold control characters"))
    }
    if !name.lowercased().hasSuffix(".json") { name += ".json" }
    return .success(name)
  }

  struct NameProblem: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
  }
}
