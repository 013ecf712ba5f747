import Foundation
import PushCore

/// Recovery copies of unsaved work in `$XDG_STATE_HOME/fcm-compose/recovery/` (default
/// `~/.local/state`), one file per draft path (`untitled.json` for a new draft), mode 0600.
public struct RecoveryStore: Sendable {
  /// The folder the copies live in.
  public let directory: URL

  public init(directory: URL) { self.directory = directory }

  /// The store for an environment (`XDG_STATE_HOME`, `HOME`).
  public init(environment: [String: String]) {
    let base =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
      .appendingPathComponent(".local/state")
    self.init(directory: base.appendingPathComponent("fcm-compose/recovery"))
  }

  /// The copy's file for a draft path.
  public func url(for draftPath: String?) -> URL {
    guard let draftPath else { return directory.appendingPathComponent("untitled.json") }
    let absolute = URL(fileURLWithPath: draftPath).standardizedFileURL.path
    let hash = FNV1a.hash(absolute)
    let name = URL(fileURLWithPath: absolute).lastPathComponent
    return directory.appendingPathComponent("\(name)-\(String(hash, radix: 16)).json")
  }

  /// Writes a copy (atomically, 0600), creating the folder (0700) if needed.
  public func write(_ copy: RecoveryCopy) throws(DraftError) {
    do {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw .unwritable(path: directory.path, reason: "\(error.localizedDescription)")
    }
    var object: JSONObject = [
      "saved_at": .number(JSONNumber(copy.savedAt.timeIntervalSince1970) ?? JSONNumber(0)),
      "draft": .object(copy.draft.document),
    ]
    if let path = copy.draftPath { object.insert(.string(path), forKey: "draft_path", at: 0) }
    let data = Data((JSONWriter.string(.object(object)) + "\n").utf8)
    try AtomicFile.write(data, to: url(for: copy.draftPath), mode: 0o600)
  }

  /// The copy for a draft path, if one exists and reads cleanly.
  public func read(for draftPath: String?) -> RecoveryCopy? {
    guard let data = try? Data(contentsOf: url(for: draftPath)),
      let object = (try? JSONParser.parse(data))?.objectValue,
      let draft = object["draft"]?.objectValue,
      let seconds = object["saved_at"]?.numberValue?.doubleValue
    else { return nil }
    return RecoveryCopy(
      draftPath: draftPath, savedAt: Date(timeIntervalSince1970: seconds),
      draft: Draft(document: draft))
  }

  /// Deletes the copy for a draft path (no error if there is none).
  public func delete(for draftPath: String?) {
    try? FileManager.default.removeItem(at: url(for: draftPath))
  }

  /// The copy worth offering when opening `draftPath`: newer than the file on disk and
  /// different from it.
  public func offer(for draftPath: String?, current: Draft) -> RecoveryCopy? {
    guard let copy = read(for: draftPath), copy.draft != current else { return nil }
    if let draftPath,
      let modified = try? FileManager.default.attributesOfItem(atPath: draftPath)[.modificationDate]
        as? Date,
      modified > copy.savedAt
    {
      return nil
    }
    return copy
  }
}
