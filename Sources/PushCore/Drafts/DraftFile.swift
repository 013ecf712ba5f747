import Foundation

/// A draft loaded from disk (or stdin), with what the parser noticed.
public struct LoadedDraft: Sendable, Hashable {
  public var draft: Draft
  /// Keys that appeared twice (the last value wins).
  public var duplicateKeys: [JSONPath]

  public init(draft: Draft, duplicateKeys: [JSONPath] = []) {
    self.draft = draft
    self.duplicateKeys = duplicateKeys
  }
}

/// Reads and writes draft files. Writes are atomic (temp file, fsync, rename) with mode 0600,
/// since drafts may hold registration tokens.
public enum DraftFile {
  /// The largest draft read: 16 MiB. FCM messages are at most 4 KB, so anything near this is
  /// the wrong file (a log, an export, a disk image), refused before it fills memory.
  public static let maximumSize = 16 << 20

  /// Parses draft bytes; `path` is used in error messages. More than `maximumSize` bytes are
  /// refused.
  public static func decode(_ data: Data, path: String) throws(DraftError) -> LoadedDraft {
    guard data.count <= maximumSize else { throw .tooLarge(path: path) }
    let document: JSONDocument
    do {
      document = try JSONParser.parseDocument(data)
    } catch {
      throw .syntax(path: path, error)
    }
    guard case .object(let object) = document.value else {
      throw .notAnObject(path: path, found: document.value.kindName)
    }
    if let message = object["message"], message.objectValue == nil {
      throw .messageNotObject(path: path, found: message.kindName)
    }
    // A document without "message" stays as written (so a save gives back the same bytes);
    // `Draft.message` reads it as empty and the validator says that it is missing.
    return LoadedDraft(draft: Draft(document: object), duplicateKeys: document.duplicateKeys)
  }

  /// Loads a draft file. Errors name the file as `name` (default: the URL's path), so the CLI
  /// can use the path exactly as the user typed it. At most `maximumSize` bytes are read: a
  /// larger file is refused without reading the rest.
  public static func load(_ url: URL, name: String? = nil) throws(DraftError) -> LoadedDraft {
    let name = name ?? url.path
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      data = try handle.read(upToCount: maximumSize + 1) ?? Data()
    } catch {
      throw .unreadable(path: name, reason: reason(for: error, url: url))
    }
    return try decode(data, path: name)
  }

  /// The bytes written for a draft: pretty JSON with a final newline. Invisible and control
  /// characters (what `TerminalSafe` escapes) are written as `\u` escapes, so a draft that
  /// held `\u202e` still does after an edit elsewhere (the writer's own output holds raw ones
  /// only inside strings, where an escape means the same character).
  public static func encode(_ draft: Draft) -> Data {
    let text = JSONWriter.string(.object(draft.document))
    return Data((TerminalSafe.escaped(text, layout: .multiLine) + "\n").utf8)
  }

  /// Saves atomically with mode 0600; the old file stays intact if anything fails.
  public static func save(_ draft: Draft, to url: URL) throws(DraftError) {
    try AtomicFile.write(encode(draft), to: url, mode: 0o600)
  }

  private static func reason(for error: Error, url: URL) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      return "no such file"
    }
    if isDirectory.boolValue { return "it is a directory" }
    if !FileManager.default.isReadableFile(atPath: url.path) { return "permission denied" }
    return (error as NSError).localizedDescription
  }
}
