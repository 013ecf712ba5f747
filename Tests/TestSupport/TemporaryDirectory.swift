import Foundation

/// A fresh, empty directory under the temporary directory (`$TMPDIR`), removed with everything
/// in it when the last reference to it goes away.
///
/// This is the one place tests get scratch space on disk. A test holds it in a local `let`, a
/// suite holds it in a stored property (Swift Testing makes one suite instance per test), and a
/// harness (`CLIHarness`, `WorkspaceHarness`, the end-to-end `Sandbox`, `FakeFCMServer`,
/// `TmuxSession`) keeps it as a property: the directory goes when the test is done, whether it
/// passed, failed an expectation or threw. Every test gets its own directory, so parallel
/// tests never share files. Nothing is written to `$TMPDIR` itself.
///
/// Keep the object, not just its URL: `let scratch = try TemporaryDirectory()` then
/// `scratch.url`; `try TemporaryDirectory().url` would remove the folder at once.
///
/// `Tests/check_tmp_clean.sh` runs the whole suite against an empty `$TMPDIR` and fails if
/// anything is left in it.
public final class TemporaryDirectory: Sendable {
  /// The directory (it exists until this object is released).
  public let url: URL

  /// `url.path`.
  public var path: String { url.path }

  /// Creates `$TMPDIR/PREFIX-UUID/`. The prefix says which tests made it, should one survive a
  /// crashed test run.
  public init(prefix: String = "fcm-test") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { Self.remove(url) }

  /// The URL of `relativePath` inside the directory (nothing is created).
  public func appending(_ relativePath: String) -> URL {
    url.appendingPathComponent(relativePath)
  }

  /// Writes `text` (UTF-8) at `relativePath`, creating the folders on the way; returns its URL.
  @discardableResult
  public func write(_ relativePath: String, _ text: String) throws -> URL {
    let file = appending(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  /// Whether something exists at `relativePath`.
  public func exists(_ relativePath: String) -> Bool {
    FileManager.default.fileExists(atPath: appending(relativePath).path)
  }

  /// Removes the tree. A folder a test made read-only stops a non-root user from deleting
  /// inside it, so after a failed attempt every folder in the tree gets write permission back
  /// and the removal is tried again (a pass per level of unreadable folders, at most eight).
  private static func remove(_ url: URL) {
    let manager = FileManager.default
    for _ in 0..<8 {
      if (try? manager.removeItem(at: url)) != nil || !isPresent(url.path) { return }
      for folder in folders(under: url.path) { chmod(folder, 0o700) }
    }
  }

  /// `root` and the folders under it that can be listed; symbolic links are not followed.
  private static func folders(under root: String) -> [String] {
    var found = [root]
    guard let walk = FileManager.default.enumerator(atPath: root) else { return found }
    while let relative = walk.nextObject() as? String {
      let path = root + "/" + relative
      var info = stat()
      if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { found.append(path) }
    }
    return found
  }

  /// Whether anything (a dangling link too) is at `path`.
  private static func isPresent(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }
}
