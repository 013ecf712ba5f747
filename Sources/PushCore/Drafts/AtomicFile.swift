import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Crash-safe file replacement: write a temporary file in the same directory, fsync it,
/// rename it over the target, fsync the directory.
public enum AtomicFile {
  /// Writes `data` to `url` atomically with the given permission bits.
  public static func write(_ data: Data, to url: URL, mode: mode_t) throws(DraftError) {
    let directory = url.deletingLastPathComponent()
    let temp = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    let fd = open(temp.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard fd >= 0 else { throw .unwritable(path: url.path, reason: errnoText()) }
    var ok = false
    defer {
      if !ok { unlink(temp.path) }
    }
    let written = data.withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let n = Glibc.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += n
      }
      return true
    }
    guard written, fchmod(fd, mode) == 0, fsync(fd) == 0 else {
      let text = errnoText()
      close(fd)
      throw .unwritable(path: url.path, reason: text)
    }
    close(fd)
    guard rename(temp.path, url.path) == 0 else {
      throw .unwritable(path: url.path, reason: errnoText())
    }
    ok = true
    let dirfd = open(directory.path, O_RDONLY | O_DIRECTORY)
    if dirfd >= 0 {
      fsync(dirfd)
      close(dirfd)
    }
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }
}
