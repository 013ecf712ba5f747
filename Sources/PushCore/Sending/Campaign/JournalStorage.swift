import Foundation

/// File-system steps the journal relies on: durable creation, reopening after a crash.
enum JournalStorage {
  /// Creates the journal's directory (mode 0700) when missing.
  static func makeDirectory(for path: String) throws(SendError) {
    let directory = (path as NSString).deletingLastPathComponent
    guard !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) else { return }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw .journal(
        path: path, reason: "cannot create its directory: \(error.localizedDescription)")
    }
  }

  /// Writes `contents` to a temporary file, syncs it, renames it to `path` and syncs the
  /// directory; returns a descriptor of the result opened for appending.
  static func install(path: String, contents: String) throws(SendError) -> Int32 {
    let temporary = path + ".new"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw failure(path, errno) }
    if let reason = JournalFile.writeAll(fd: fd, Array(contents.utf8)) {
      close(fd)
      unlink(temporary)
      throw .journal(path: path, reason: "cannot write: \(reason)")
    }
    guard fsync(fd) == 0 else {
      let code = errno
      close(fd)
      unlink(temporary)
      throw failure(path, code)
    }
    close(fd)
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw failure(path, code)
    }
    syncDirectory(of: path)
    let appending = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
    guard appending >= 0 else { throw failure(path, errno) }
    return appending
  }

  /// Opens an existing journal for appending, cutting off a torn last line first.
  static func reopen(path: String, validLength: Int) throws(SendError) -> Int32 {
    let fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
    guard fd >= 0 else { throw failure(path, errno) }
    var info = stat()
    if fstat(fd, &info) == 0, Int(info.st_size) > validLength {
      guard ftruncate(fd, off_t(validLength)) == 0, fdatasync(fd) == 0 else {
        let code = errno
        close(fd)
        throw failure(path, code)
      }
    }
    return fd
  }

  /// Syncs the directory holding `path`, so a rename survives a power cut.
  static func syncDirectory(of path: String) {
    let directory = (path as NSString).deletingLastPathComponent
    let fd = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    close(fd)
  }

  private static func failure(_ path: String, _ code: Int32) -> SendError {
    .journal(path: path, reason: "cannot write: \(JournalFile.reason(code))")
  }
}
