import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A file written beside its final place and renamed over it once complete and synced, so the
/// target is always either the old file or the whole new one (a kill or a full disk leaves
/// the old file as it was). Writes are buffered; the first error is kept and reported by
/// `commit`.
final class StagedFile {
  let target: URL
  private let temp: URL
  private var fd: Int32
  private var buffer: [UInt8] = []
  private var failure: String?

  /// Creates the temporary file in `target`'s directory with `mode`.
  init(target: URL, mode: mode_t = 0o644) throws(SendError) {
    self.target = target
    temp = target.deletingLastPathComponent().appendingPathComponent(
      ".\(target.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    fd = open(temp.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard fd >= 0 else { throw .output(path: target.path, reason: Self.errnoText()) }
    buffer.reserveCapacity(1 << 16)
  }

  deinit { discard() }

  /// Appends bytes.
  func append<C: Collection>(_ bytes: C) where C.Element == UInt8 {
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { drain() }
  }

  /// Appends a line's bytes and a newline.
  func appendLine<C: Collection>(_ bytes: C) where C.Element == UInt8 {
    append(bytes)
    buffer.append(0x0A)
  }

  /// Syncs the file and renames it over the target (then syncs the directory).
  func commit() throws(SendError) {
    drain()
    if failure == nil, fsync(fd) != 0 { failure = Self.errnoText() }
    close(fd)
    fd = -1
    if let failure {
      unlink(temp.path)
      throw .output(path: target.path, reason: failure)
    }
    guard rename(temp.path, target.path) == 0 else {
      let reason = Self.errnoText()
      unlink(temp.path)
      throw .output(path: target.path, reason: reason)
    }
    let directory = open(target.deletingLastPathComponent().path, O_RDONLY | O_CLOEXEC)
    if directory >= 0 {
      fsync(directory)
      close(directory)
    }
  }

  /// Removes the temporary file (nothing happens to the target).
  func discard() {
    guard fd >= 0 else { return }
    close(fd)
    fd = -1
    unlink(temp.path)
  }

  private func drain() {
    guard failure == nil, fd >= 0 else { return }
    var offset = 0
    while offset < buffer.count {
      let n = buffer.withUnsafeBytes { raw in
        Glibc.write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
      }
      if n < 0 {
        if errno == EINTR { continue }
        failure = Self.errnoText()
        break
      }
      offset += n
    }
    buffer.removeAll(keepingCapacity: true)
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }
}
