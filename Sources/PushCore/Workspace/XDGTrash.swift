import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The freedesktop.org home trash (`$XDG_DATA_HOME/Trash`, default `~/.local/share/Trash`):
/// a deleted file moves to `files/NAME` with `info/NAME.trashinfo` saying where it came from
/// and when, so file managers (and `restore`) can put it back.
public struct XDGTrash: Sendable, Hashable {
  /// A file in the trash.
  public struct Item: Sendable, Hashable {
    /// Its name inside `files/` (and `info/NAME.trashinfo`).
    public var name: String
    /// Where it was.
    public var originalPath: String
  }

  /// Why the trash could not take or give back a file.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
  }

  /// The trash folder.
  public let root: URL

  public init(root: URL) { self.root = root }

  /// The home trash for an environment.
  public init(environment: [String: String]) {
    let base: String
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      base = xdg
    } else {
      base = (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
    }
    root = URL(fileURLWithPath: base).appendingPathComponent("Trash")
  }

  private var files: URL { root.appendingPathComponent("files") }
  private var info: URL { root.appendingPathComponent("info") }

  /// Moves the file at `url` into the trash; `now` is its deletion date.
  public func trash(_ url: URL, now: Date) throws(Failure) -> Item {
    let source = url.standardizedFileURL.path
    do {
      try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: info, withIntermediateDirectories: true)
    } catch {
      throw Failure(description: "cannot create the trash at \(root.path): \(error)")
    }
    let name = try reserveName(for: url.lastPathComponent, path: source, now: now)
    let destination = files.appendingPathComponent(name).path
    if rename(source, destination) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(info.appendingPathComponent(name + ".trashinfo").path)
      throw Failure(description: "cannot move \(source) to the trash: \(reason)")
    }
    return Item(name: name, originalPath: source)
  }

  /// Puts a trashed file back where it was; refuses to overwrite a file there now.
  public func restore(_ item: Item) throws(Failure) {
    let source = files.appendingPathComponent(item.name).path
    guard !FileManager.default.fileExists(atPath: item.originalPath) else {
      throw Failure(description: "\(item.originalPath) exists again; not overwritten")
    }
    try? FileManager.default.createDirectory(
      atPath: (item.originalPath as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    guard rename(source, item.originalPath) == 0 else {
      throw Failure(
        description: "cannot restore \(item.originalPath): \(String(cString: strerror(errno)))")
    }
    unlink(info.appendingPathComponent(item.name + ".trashinfo").path)
  }

  /// The original path recorded in `info/NAME.trashinfo`.
  public func item(named name: String) -> Item? {
    let url = info.appendingPathComponent(name + ".trashinfo")
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
    where line.hasPrefix("Path=") {
      let encoded = String(line.dropFirst(5))
      return Item(name: name, originalPath: encoded.removingPercentEncoding ?? encoded)
    }
    return nil
  }

  /// Creates `info/NAME.trashinfo` exclusively (`O_EXCL`), trying `NAME.2`, `NAME.3`, … so two
  /// deletions of files with one name never collide.
  private func reserveName(for base: String, path: String, now: Date) throws(Failure) -> String {
    let text = Self.trashInfo(path: path, date: now)
    for attempt in 1...10_000 {
      let name = attempt == 1 ? base : "\(base).\(attempt)"
      if FileManager.default.fileExists(atPath: files.appendingPathComponent(name).path) {
        continue
      }
      let fd = open(
        info.appendingPathComponent(name + ".trashinfo").path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
      if fd < 0 {
        if errno == EEXIST { continue }
        throw Failure(description: "cannot write to the trash: \(String(cString: strerror(errno)))")
      }
      let bytes = Array(text.utf8)
      let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      close(fd)
      guard written == bytes.count else {
        throw Failure(description: "cannot write to the trash: disk full?")
      }
      return name
    }
    throw Failure(description: "too many files named \(base) in the trash")
  }

  /// The `.trashinfo` text: the path percent-encoded (RFC 3986 path characters kept) and the
  /// local deletion time as `YYYY-MM-DDThh:mm:ss`.
  static func trashInfo(path: String, date: Date) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "%")
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone.current
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
    return "[Trash Info]\nPath=\(encoded)\nDeletionDate=\(formatter.string(from: date))\n"
  }
}
