import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Finds the drafts under a folder: every `*.json` file, recursively, skipping hidden files
/// and folders (`.git`, `.fcm-compose`) and whatever the `.gitignore` files along the way
/// ignore. Symbolic links to folders are not followed (no loops). Only `stat`s files; reading
/// and validating them is `DraftSummary`'s job, so the list is ready at once.
public enum WorkspaceScanner {
  /// The most files listed (a folder that is really a home directory stops here).
  public static let maximumFiles = 20_000
  /// The deepest folder level searched.
  public static let maximumDepth = 24

  /// The files under `root`, sorted by path. A folder that cannot be read is skipped.
  public static func list(root: URL) -> [WorkspaceFile] {
    var out: [WorkspaceFile] = []
    var rules = IgnoreRules()
    walk(root.path, relative: "", depth: 0, rules: &rules, into: &out)
    return out.sorted()
  }

  /// Whether `url` is a folder that holds at least one draft file (for `fcm-compose` with no
  /// argument).
  /// Looks two folder levels deep and reads at most 50 files, so it stays quick anywhere.
  public static func holdsDrafts(_ url: URL) -> Bool {
    var files: [WorkspaceFile] = []
    var rules = IgnoreRules()
    walk(url.path, relative: "", depth: maximumDepth - 2, rules: &rules, into: &files)
    return files.prefix(50).contains { file in
      guard let data = FileManager.default.contents(atPath: url.path + "/" + file.path),
        let loaded = try? DraftFile.decode(data, path: file.path)
      else { return false }
      return loaded.draft.document["message"]?.objectValue != nil
    }
  }

  private static func walk(
    _ directory: String, relative: String, depth: Int, rules: inout IgnoreRules,
    into out: inout [WorkspaceFile]
  ) {
    guard depth <= maximumDepth, out.count < maximumFiles,
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory)
    else { return }
    let saved = rules
    if names.contains(".gitignore"),
      let data = FileManager.default.contents(atPath: directory + "/.gitignore")
    {
      rules.add(gitignore: String(decoding: data, as: UTF8.self), base: relative)
    }
    for name in names.sorted() where !name.hasPrefix(".") {
      guard out.count < maximumFiles else { break }
      let full = directory + "/" + name
      let path = relative.isEmpty ? name : relative + "/" + name
      guard let info = status(full) else { continue }
      if info.isDirectory {
        if !rules.isIgnored(path, isDirectory: true) {
          walk(full, relative: path, depth: depth + 1, rules: &rules, into: &out)
        }
      } else if info.isFile, name.lowercased().hasSuffix(".json"),
        !rules.isIgnored(path, isDirectory: false)
      {
        out.append(WorkspaceFile(path: path, modified: info.modified, size: info.size))
      }
    }
    rules = saved
  }

  /// The modification time of a file, nil when it does not exist.
  public static func modificationDate(_ path: String) -> Date? { status(path)?.modified }

  struct Status {
    var isDirectory: Bool
    var isFile: Bool
    var modified: Date
    var size: Int
  }

  /// `lstat`, then `stat` for a symbolic link to a file (a link to a folder is skipped).
  static func status(_ path: String) -> Status? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    let type = info.st_mode & S_IFMT
    if type == S_IFLNK {
      guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    }
    let modified = Date(
      timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
    return Status(
      isDirectory: info.st_mode & S_IFMT == S_IFDIR, isFile: info.st_mode & S_IFMT == S_IFREG,
      modified: modified, size: Int(info.st_size))
  }
}
